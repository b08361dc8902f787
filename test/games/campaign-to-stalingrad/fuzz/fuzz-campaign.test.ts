import { beforeAll, describe, expect, it } from 'vitest';
import { fuzzScenario, type ScenarioRun } from './one-scenario-run';

/**
 * The random-legal-orders fuzzer (docs/fuzzer.md) on Campaign To Stalingrad: one whole Campaign
 * Game (37.0), turns 1-62 (about 100 s). Known finding, open: with the seed `cts-campaign-npm-test`
 * a Soviet rifle division walks on turn 26 into 4548, held by the Oil Brigade alone (a non-combat
 * unit that never moves and does not stop enemy movement, rules/movement/step-cost.ts), and the
 * invariant "no hex holds units of both sides" fails (docs/campaign-to-stalingrad.md, Not done yet).
 */
let run: ScenarioRun;
beforeAll(() => {
  run = fuzzScenario('campaign', '2');
}, 3_600_000);

describe('fuzzing the Campaign Game with random legal orders', () => {
  it('plays from turn 1 to the count at the end of turn 62 (37.4), or to an automatic victory (37.5)', () => {
    expect(run.reports.map((r) => r.outcome.ended), run.why()).toEqual([true]);
    for (const r of run.reports) expect(r.outcome.reason).toMatch(/end of turn 62: .*CtS 37\.4|CtS 37\.5/);
  });
  it('finds no violation and no disagreement between options() and check()', () => {
    expect([run.summary.violations, run.reports.flatMap((r) => r.disagreements)], run.why()).toEqual([[], []]);
  });
});
