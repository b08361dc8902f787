import { beforeAll, describe, expect, it } from 'vitest';
import type { GameReport } from '../../../fuzz/game-report';
import { runFuzz } from '../../../fuzz/run-fuzz';
import { formatSummary, type RunSummary } from '../../../fuzz/run-summary';
import { sosFuzzTitle } from './sos-fuzz-title';

/**
 * The fuzzer on a slice of the campaign (scenario #3): its first 17 turns, 13 to 29 September,
 * which hold the campaign's own orders: exchanges (20.1), withdrawals and the 29th Division's
 * keep (21.51-21.54), Herman's infiltration from 26 September (13.1) and the tank repair turns
 * (16.72). Every invariant is checked after every step (about a minute).
 */
const title = sosFuzzTitle();
let reports: GameReport[];
let summary: RunSummary;

beforeAll(() => {
  ({ reports, summary } = runFuzz({ title, games: 1, seed: 'sos-campaign-test-10', scenarios: ['scenario-3'], lastTurn: 17 }));
}, 900_000);

const why = () => formatSummary(summary).join('\n');

describe('fuzzing the first 17 turns of the Streets of Stalingrad campaign', () => {
  it('stops the game unended after turn 17', () => {
    expect(reports[0]).toMatchObject({ sliced: true, turn: 17, outcome: { ended: false } });
  });

  it('finds no violation and no disagreement between options() and check()', () => {
    expect(summary.violations, why()).toEqual([]);
    expect(reports.flatMap((r) => r.disagreements), why()).toEqual([]);
  });

  it('orders exchanges, withdrawals, an infiltration and a tank repair, and they are made (SoS 20.1, 21.51, 13.1, 16.72)', () => {
    for (const kind of ['consolidate', 'withdraw', 'infiltrate', 'repairTank']) expect(summary.orders[kind] ?? 0, `${kind}\n${why()}`).toBeGreaterThan(0);
    for (const type of ['units-exchanged', 'units-withdrawn', 'infiltration-attack']) expect(summary.notableEvents[type] ?? 0, `${type}\n${why()}`).toBeGreaterThan(0);
  });
});
