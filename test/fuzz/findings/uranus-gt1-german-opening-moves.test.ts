import { beforeAll, describe, expect, it } from 'vitest';
import { driveOnStalingrad } from '#games/drive-on-stalingrad';
import { side } from '#kernel/ids';
import { playEmptyUntil } from './close-empty';

/**
 * RULES FINDING (an option missing), fixed: in Operation Uranus the German may declare
 * movement-first in his GT1 opening window (U-3; window() accepts `move`, check() accepts
 * the declaration and moves after it), but options() listed no move for any German unit
 * there: it applied Operation Blue's GT1 rule (the German fights first, DoS 5.4(2)) in
 * every scenario. options() now lists opening moves when a move-first declaration is legal
 * (rules/phase-order.ts, mayMoveFirst, the rule check() applies).
 * Position: Operation Uranus, T01/soviet and T01/soviet-movement closed with no orders.
 */
const ruleset = driveOnStalingrad;
const german = side('german');
let state: unknown;

beforeAll(() => {
  state = playEmptyUntil(ruleset, 'operation-uranus', 'T01/german');
}, 120_000);

describe('FINDING (fixed): options() in the Uranus GT1 German opening window', () => {
  it('the position: moves after a movement-first declaration are legal there', () => {
    expect(ruleset.window(state as never)?.accepts).toContain('move');
    const move = { move: { unit: 'ger-101jg', path: ['4128', '4027', '3927', '3826', '3726', '3625', '3525'] } };
    expect(ruleset.check(state as never, { side: german, orders: [{ declare: { phaseOrder: 'movement-first' } }, move] })).toEqual([]);
  });

  it('options() lists moves for the German units', () => {
    const withMoves = ruleset.options(state as never, german).filter((o) => (o.moves ?? []).some((m) => m.hex !== o.hex));
    expect(withMoves.length).toBeGreaterThan(0);
  });
});

describe('opening moves follow the phase orders open to the side (DoS 5.4, Uranus U-3)', () => {
  it('the Soviet must fight first on Uranus GT1: his opening window lists attacks and no moves', () => {
    const opening = ruleset.setup('operation-uranus');
    expect(ruleset.window(opening)?.id).toBe('T01/soviet');
    const soviet = ruleset.options(opening, side('soviet'));
    expect(soviet.filter((o) => o.moves !== undefined)).toEqual([]);
    expect(soviet.some((o) => (o.attacks ?? []).length > 0)).toBe(true);
  });

  it('Operation Blue: the German fights first on GT1 (5.4(2)), so his GT1 opening lists no moves', () => {
    const opening = ruleset.setup('operation-blue');
    expect(ruleset.window(opening)?.id).toBe('T01/german');
    expect(ruleset.options(opening, german).filter((o) => o.moves !== undefined)).toEqual([]);
  });

  it('Operation Blue: the Soviet opening lists moves while his once-per-game Move/Move is unused (5.5), none once used', () => {
    const opening = playEmptyUntil(ruleset, 'operation-blue', 'T01/soviet') as { oneTime: Record<string, string> };
    const withMoves = (s: unknown) => ruleset.options(s as never, side('soviet')).filter((o) => (o.moves ?? []).some((m) => m.hex !== o.hex)).length;
    expect(withMoves(opening)).toBeGreaterThan(0);
    expect(withMoves({ ...opening, oneTime: { ...opening.oneTime, soviet: 'movement-movement' } })).toBe(0);
  });
});
