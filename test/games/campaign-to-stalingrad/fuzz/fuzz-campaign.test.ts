import { beforeAll, describe, expect, it } from 'vitest';
import { fuzzScenario, type ScenarioRun } from './one-scenario-run';

/**
 * The random-legal-orders fuzzer (docs/fuzzer.md) on Campaign To Stalingrad: three whole
 * Campaign Games (37.0), turns 1-62, games 0-2 of the seed `2` (744 steps; 30 s at load 2-4,
 * 135 s at load 6-9). The seed `cts-campaign-npm-test` once walked a Soviet rifle division on
 * turn 26 into 4548, held by the Oil Brigade alone, and the hex held both sides' units; from
 * engine cts-6 an Oil Brigade caught alone leaves play (rules/special/oil-brigade.ts).
 */
const GAMES = 3;
let run: ScenarioRun;
beforeAll(() => {
  run = fuzzScenario('campaign', '2', GAMES);
}, 3_600_000);

describe('fuzzing the Campaign Game with random legal orders', () => {
  it('plays three games from turn 1 to the count at the end of turn 62 (37.4), or to an automatic victory (37.5), each with battles', () => {
    expect(run.reports.map((r) => r.outcome.ended), run.why()).toEqual(Array(GAMES).fill(true));
    for (const r of run.reports) expect(r.outcome.reason).toMatch(/end of turn 62: .*CtS 37\.4|CtS 37\.5/);
    expect(run.summary.gamesWithCombat, run.why()).toBe(GAMES);
  });
  it('finds no violation and no disagreement between options() and check()', () => {
    expect([run.summary.violations, run.reports.flatMap((r) => r.disagreements)], run.why()).toEqual([[], []]);
  });
});
