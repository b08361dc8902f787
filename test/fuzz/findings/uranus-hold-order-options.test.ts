import { beforeAll, describe, expect, it } from 'vitest';
import { driveOnStalingrad } from '#games/drive-on-stalingrad';
import type { UnitOptions } from '#kernel/engine/ruleset';
import { side } from '#kernel/ids';
import { armyUnits } from '../../games/drive-on-stalingrad/uranus/uranus-game';
import { playEmptyUntil } from './close-empty';

/**
 * RULES FINDING (fuzzer, options/check disagreement), fixed: in Operation Uranus the hold
 * order (Festung Stalingrad, DoS Uranus U-9) was enforced by check() but not by options():
 * "what can this unit do now" listed destinations a 6A unit may not end its move in.
 * Found by `npx tsx scripts/fuzz.ts --scenario operation-uranus` (seed 7, game 1, step 4,
 * T01/german-movement: rom-20inf to 2611, "hold-order"). Both now ask the same rule
 * (scenario-rules/uranus/hold-order.ts, holdOrderAllows).
 * Position: Operation Uranus, every window to T01/german-movement closed with no orders.
 */
const ruleset = driveOnStalingrad;
const german = side('german');
const sixthArmy = new Set(armyUnits('6A'));
let state: unknown;
let options: UnitOptions[];

beforeAll(() => {
  state = playEmptyUntil(ruleset, 'operation-uranus', 'T01/german-movement');
  options = ruleset.options(state as never, german);
}, 120_000);

const moveAlone = (unit: string, path: string[]) => ruleset.check(state as never, { side: german, orders: [{ move: { unit, path } }] }).map((i) => i.code);
const listedMoves = (o: UnitOptions) => (o.moves ?? []).filter((m) => m.hex !== o.hex);

describe('FINDING (fixed): options() and the Uranus hold order (U-9)', () => {
  it('the position: check() refuses ger-79inf (6A, in Stalingrad 2011) a move to 2216, and options() does not list it', () => {
    const unit = options.find((o) => o.unit === 'ger-79inf')!;
    expect(unit.hex).toBe('2011');
    expect(moveAlone('ger-79inf', ['2111', '2112', '2113', '2214', '2215', '2216'])).toContain('hold-order');
    expect(listedMoves(unit).map((m) => m.hex)).not.toContain('2216');
  });

  it('every move options() lists for a 6A unit is accepted by check() on its own, and some are listed', () => {
    const listed = options.filter((o) => sixthArmy.has(o.unit)).flatMap((o) => listedMoves(o).map((m) => ({ unit: o.unit, to: m.hex, path: m.path })));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.map((m) => ({ ...m, issues: moveAlone(m.unit, m.path) })).filter((r) => r.issues.length > 0)).toEqual([]);
  });
});
