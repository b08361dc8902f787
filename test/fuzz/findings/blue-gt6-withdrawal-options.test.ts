import { beforeAll, describe, expect, it } from 'vitest';
import { driveOnStalingrad } from '#games/drive-on-stalingrad';
import { side } from '#kernel/ids';
import { playEmptyUntil } from './close-empty';

/**
 * RULES FINDING (fuzzer, options/check disagreement), fixed: in the German opening window
 * of Operation Blue GT6 the withdrawal (DoS 8.7) is carried out before anything else, and
 * a file with no `withdraw` order gets the default (the weakest eligible units). options()
 * listed moves and attacks for the units that default takes out, and check() refused each
 * of them alone with `not-on-map` ("withdrawn from play, DoS 8.7"). Found by
 * `npx tsx scripts/fuzz.ts --games 200 --seed 1` (8 times in 100 Blue games, e.g. game
 * 20, step 21, T06/german: ger-88inf attacking 0528). options() now lists the position
 * after the default withdrawal (withdrawal.ts, afterDefaultWithdrawal, the withdrawal
 * check() makes): the units it takes carry a note and no moves or attacks.
 * Position: Operation Blue, every window to T06/german closed with no orders.
 */
const ruleset = driveOnStalingrad;
const german = side('german');
let state: unknown;

beforeAll(() => {
  state = playEmptyUntil(ruleset, 'operation-blue', 'T06/german');
}, 120_000);

const attackAlone = (unit: string, target: string) => ruleset.check(state as never, { side: german, orders: [{ attack: { target, units: [unit] } }] });

describe('FINDING (fixed): options() and the default GT6 withdrawal (DoS 8.7)', () => {
  it('the position: the window takes a withdrawal, and the default takes ger-11pz', () => {
    expect(ruleset.window(state as never)?.accepts).toContain('withdraw');
    expect(attackAlone('ger-11pz', '0331').map((i) => i.code)).toEqual(['not-on-map']);
    const unit = ruleset.options(state as never, german).find((o) => o.unit === 'ger-11pz')!;
    expect(unit.attacks).toEqual([]);
    expect(unit.notes?.join(' ')).toMatch(/default withdrawal.*DoS 8\.7/);
  });

  it('every attack options() lists is accepted by check() on its own', () => {
    const refused = ruleset
      .options(state as never, german)
      .flatMap((o) => (o.attacks ?? []).map((a) => ({ unit: o.unit, target: a.target, issues: attackAlone(o.unit, a.target).map((i) => i.code) })))
      .filter((r) => r.issues.length > 0);
    expect(refused).toEqual([]);
  });
});
