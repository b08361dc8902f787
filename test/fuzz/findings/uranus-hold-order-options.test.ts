import { beforeAll, describe, expect, it } from 'vitest';
import { driveOnStalingrad } from '../../../src/games/drive-on-stalingrad';
import type { UnitOptions } from '../../../src/kernel/engine/ruleset';
import { side } from '../../../src/kernel/ids';
import { playEmptyUntil } from './close-empty';

/**
 * RULES FINDING (fuzzer, options/check disagreement), open: in Operation Uranus the hold
 * order (Festung Stalingrad, DoS Uranus U-9) is enforced by check() but not by options():
 * "what can this unit do now" lists destinations a 6A unit may not end its move in.
 * Found by `npx tsx scripts/fuzz.ts --scenario operation-uranus` (e.g. seed 7, game 1,
 * step 4, T01/german-movement: rom-20inf to 2611, "hold-order").
 * Reproduction: Operation Uranus, every window to T01/german-movement closed with no
 * orders; options(german) lists ger-79inf (in 2011) moving to 2216 and other hexes
 * farther from 2011, and check() refuses each of those moves alone with `hold-order`.
 * The `it.fails` test states what should hold; once options() applies U-9 it passes,
 * vitest reports the `fails` mark as wrong, and the mark (and the entry in
 * ../known-findings.ts) come out.
 */
const ruleset = driveOnStalingrad;
const german = side('german');
let state: unknown;
let unit: UnitOptions | undefined;

beforeAll(() => {
  state = playEmptyUntil(ruleset, 'operation-uranus', 'T01/german-movement');
  unit = ruleset.options(state as never, german).find((o) => o.unit === 'ger-79inf');
}, 120_000);

const refusedMoves = () =>
  (unit?.moves ?? [])
    .filter((m) => m.hex !== unit!.hex)
    .map((m) => ({ to: m.hex, issues: ruleset.check(state as never, { side: german, orders: [{ move: { unit: unit!.unit, path: m.path } }] }).map((i) => i.code) }))
    .filter((r) => r.issues.length > 0);

describe('FINDING: options() and the Uranus hold order (U-9)', () => {
  it('the position: ger-79inf stands in 2011 and options() lists moves for it', () => {
    expect(unit?.hex).toBe('2011');
    expect((unit?.moves ?? []).some((m) => m.hex === '2216')).toBe(true);
  });

  it.fails('every move options() lists for a 6A unit is accepted by check() on its own', () => {
    expect(refusedMoves()).toEqual([]);
  });
});
