import { beforeAll, describe, expect, it } from 'vitest';
import type { GameReport } from '../../../fuzz/game-report';
import { runFuzz } from '../../../fuzz/run-fuzz';
import { formatSummary, type RunSummary } from '../../../fuzz/run-summary';
import { ctsFuzzTitle } from './cts-fuzz-title';

/** The random-legal-orders fuzzer (docs/fuzzer.md) on Campaign To Stalingrad: one whole game of Operation Uranus (36.0), turns 49-62. */
const title = ctsFuzzTitle();
let reports: GameReport[];
let summary: RunSummary;

beforeAll(() => {
  ({ reports, summary } = runFuzz({ title, games: 1, seed: 'cts-uranus-npm-test', scenarios: ['operation-uranus'] }));
}, 1_800_000);

const why = () => formatSummary(summary).join('\n');

describe('fuzzing Operation Uranus with random legal orders', () => {
  it('plays from the Soviet Combat Phase of turn 49 to the victory determination at the end of turn 62 (36.8)', () => {
    for (const r of reports) {
      expect(r.outcome, why()).toMatchObject({ ended: true });
      expect(r.outcome.reason).toMatch(/end of turn 62: .*CtS 36\.8/);
    }
  });
  it('finds no violation and no disagreement between options() and check()', () => {
    expect(summary.violations, why()).toEqual([]);
    expect(reports.flatMap((r) => r.disagreements), why()).toEqual([]);
  });
});
