import { beforeAll, describe, expect, it } from 'vitest';
import { driveOnStalingrad } from '../../../src/games/drive-on-stalingrad';
import { side } from '../../../src/kernel/ids';
import { playEmptyUntil } from './close-empty';

/**
 * RULES FINDING (an option missing), open: in Operation Uranus the German may declare
 * movement-first in his GT1 opening window (U-3; window() accepts `move`, check() accepts
 * the declaration and moves after it), but options() lists no move for any German unit
 * there: it applies Operation Blue's GT1 rule (the German fights first, DoS 5.4(2)) in
 * every scenario. Reproduction: Operation Uranus, T01/soviet and T01/soviet-movement
 * closed with no orders; at T01/german, check() accepts [declare movement-first, move
 * ger-101jg 4128→3525], yet options(german) lists no moves at all. The `it.fails` test
 * states what should hold (see uranus-hold-order-options.test.ts for the mark).
 */
const ruleset = driveOnStalingrad;
const german = side('german');
let state: unknown;

beforeAll(() => {
  state = playEmptyUntil(ruleset, 'operation-uranus', 'T01/german');
}, 120_000);

describe('FINDING: options() in the Uranus GT1 German opening window', () => {
  it('the position: moves after a movement-first declaration are legal there', () => {
    expect(ruleset.window(state as never)?.accepts).toContain('move');
    const move = { move: { unit: 'ger-101jg', path: ['4128', '4027', '3927', '3826', '3726', '3625', '3525'] } };
    expect(ruleset.check(state as never, { side: german, orders: [{ declare: { phaseOrder: 'movement-first' } }, move] })).toEqual([]);
  });

  it.fails('options() lists moves for the German units', () => {
    const withMoves = ruleset.options(state as never, german).filter((o) => (o.moves ?? []).some((m) => m.hex !== o.hex));
    expect(withMoves.length).toBeGreaterThan(0);
  });
});
