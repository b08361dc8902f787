import { beforeAll, describe, expect, it } from 'vitest';
import { dosFuzzTitle } from './dos/dos-fuzz-title';
import type { GameReport } from './game-report';
import { isKnownFinding } from './known-findings';
import { runFuzz } from './run-fuzz';
import { formatSummary, type RunSummary } from './run-summary';

/**
 * The random-legal-orders fuzzer with a small count (docs/fuzzer.md; the large run is
 * `npx tsx scripts/fuzz.ts --games 200`): three whole games, Operation Uranus, Operation
 * Blue, Operation Uranus, each to its end, with every invariant checked after every step.
 */
const title = dosFuzzTitle();
const scenarios = ['operation-uranus', 'operation-blue'];
let reports: GameReport[];
let summary: RunSummary;

beforeAll(() => {
  ({ reports, summary } = runFuzz({ title, games: 3, seed: 'npm-test', scenarios }));
}, 900_000);

const why = () => formatSummary(summary).join('\n');

describe('fuzzing Drive on Stalingrad with random legal orders', () => {
  it('plays every game to its end, with a winner and a reason', () => {
    expect(reports.map((r) => r.scenario)).toEqual(['operation-uranus', 'operation-blue', 'operation-uranus']);
    for (const r of reports) {
      expect(r.outcome, why()).toMatchObject({ ended: true });
      expect(r.outcome.winner).toBeDefined();
      expect(r.outcome.reason).toBeTruthy();
      expect(r.turn).toBeLessThanOrEqual(title.ruleset.scenarios.find((s) => s.id === r.scenario)!.turns);
    }
  });

  it('finds no violation: stacking, sides, steps, statuses, leaks, purity, replay', () => {
    expect(summary.violations, why()).toEqual([]);
  });

  it('finds no disagreement between options() and check() beyond the known findings', () => {
    const unknown = reports.flatMap((r) => r.disagreements.filter((d) => !isKnownFinding(d)));
    expect(unknown, why()).toEqual([]);
    expect(summary.offeredChecked).toBeGreaterThan(50);
  });

  it('fights in every game, prepared and mobile assaults, with several results of the table', () => {
    for (const r of reports) expect(r.battles.length, why()).toBeGreaterThan(0);
    expect(Object.keys(summary.byResult).length, why()).toBeGreaterThanOrEqual(4);
    expect(summary.rolled).toBeGreaterThan(0);
  });

  it('gives orders of many kinds, and standing orders', () => {
    for (const kind of ['attack', 'move', 'enter', 'declare']) expect(summary.orders[kind] ?? 0, `${kind}\n${why()}`).toBeGreaterThan(0);
    expect(summary.standingFiles).toBeGreaterThan(0);
  });
});
