import { beforeAll, describe, expect, it } from 'vitest';
import type { GameReport } from '../../../fuzz/game-report';
import { runFuzz } from '../../../fuzz/run-fuzz';
import { formatSummary, type RunSummary } from '../../../fuzz/run-summary';
import { ctsFuzzTitle } from './cts-fuzz-title';

/** The random-legal-orders fuzzer (docs/fuzzer.md) on Campaign To Stalingrad: one whole game of Fall Blau. */
const title = ctsFuzzTitle();
let reports: GameReport[];
let summary: RunSummary;

beforeAll(() => {
  ({ reports, summary } = runFuzz({ title, games: 1, seed: 'cts-npm-test', scenarios: ['fall-blau'] }));
}, 900_000);

const why = () => formatSummary(summary).join('\n');

describe('fuzzing Campaign To Stalingrad with random legal orders', () => {
  it('plays the game to its end, with a winner and a reason', () => {
    for (const r of reports) {
      expect(r.outcome, why()).toMatchObject({ ended: true });
      expect(r.outcome.winner).toBeDefined();
      expect(r.outcome.reason).toMatch(/CtS 35\.8/);
    }
  });
  it('finds no violation: stacking, sides, steps, air, Air HQs, Depots, leaks, purity, replay', () => {
    expect(summary.violations, why()).toEqual([]);
  });
  it('finds no disagreement between options() and check()', () => {
    expect(reports.flatMap((r) => r.disagreements), why()).toEqual([]);
  });
  it('fights, with several results of the table', () => {
    for (const r of reports) expect(r.battles.length, why()).toBeGreaterThan(0);
    expect(Object.keys(summary.byResult).length, why()).toBeGreaterThanOrEqual(4);
  });
  it('gives orders of many kinds: the Air Segment, entries, replacement counters, Bombardment, repairs, and standing orders', () => {
    for (const kind of ['move', 'attack', 'air', 'enter', 'replacement', 'bombard', 'repair']) expect(summary.orders[kind] ?? 0, `${kind}\n${why()}`).toBeGreaterThan(0);
    expect(summary.standingFiles).toBeGreaterThan(0);
  });
});
