import { beforeAll, describe, expect, it } from 'vitest';
import { KB_SCENARIOS } from '#games/kharkov-battles/sequence/scenarios';
import type { KbScenarioId } from '#games/kharkov-battles/data/ids';
import type { GameReport } from '../../../fuzz/game-report';
import { runFuzz } from '../../../fuzz/run-fuzz';
import { formatSummary, type RunSummary } from '../../../fuzz/run-summary';
import { isKbKnownFinding } from './kb-known-findings';
import { kbFuzzTitle } from './kb-fuzz-title';

/**
 * The random-legal-orders fuzzer (docs/fuzzer.md) on Kharkov Battles: 21 whole games, seven
 * of each scenario (Second Kharkov, Third Kharkov and 'Operation Star' in turn), each to its
 * end, with every invariant checked after every step: about 900 steps, 100 s on the shared
 * 2-core machine. Other seeds: `npx tsx scripts/fuzz.ts --title kharkov-battles --games 20`.
 */
const GAMES = 21;
const title = kbFuzzTitle();
const scenarios: KbScenarioId[] = ['second-kharkov', 'third-kharkov', 'operation-star'];
let reports: GameReport[];
let summary: RunSummary;

beforeAll(() => {
  ({ reports, summary } = runFuzz({ title, games: GAMES, seed: 'kb-npm-test', scenarios }));
}, 900_000);

const why = () => formatSummary(summary).join('\n');

describe('fuzzing Kharkov Battles with random legal orders', () => {
  it('plays every game to its end, by the scenario\'s last turn, with a reason (KB 20.1-20.3)', () => {
    expect(reports.filter((r) => r.outcome.ended)).toHaveLength(GAMES);
    expect(reports.map((r) => r.scenario)).toEqual(Array.from({ length: GAMES }, (_, i) => scenarios[i % 3]));
    for (const r of reports) {
      expect(r.outcome, why()).toMatchObject({ ended: true });
      expect(r.outcome.reason).toBeTruthy();
      expect(r.turn).toBeLessThanOrEqual(KB_SCENARIOS[r.scenario as KbScenarioId].lastTurn);
    }
  });

  it('finds no violation: steps, hexes, stacking after movement, chits, supply states, ownership, leaks, purity, replay', () => {
    expect(summary.violations, why()).toEqual([]);
  });

  it('finds no disagreement between options() and check() beyond the known findings', () => {
    expect(reports.flatMap((r) => r.disagreements.filter((d) => !isKbKnownFinding(d))), why()).toEqual([]);
    expect(summary.offeredChecked).toBeGreaterThan(50);
  });

  it('fights Prepared and Mobile Assaults, with several results of the tables', () => {
    for (const r of reports) expect(r.battles.length, why()).toBeGreaterThan(0);
    expect(summary.byKind['prepared-assault'] ?? 0, why()).toBeGreaterThan(0);
    expect(summary.byKind['mobile-assault'] ?? 0, why()).toBeGreaterThan(0);
    expect(Object.keys(summary.byResult).length, why()).toBeGreaterThanOrEqual(5);
  });

  it('gives orders of every window: preparation, moves, assaults, overruns, attacks, and standing orders', () => {
    for (const kind of ['move', 'assault', 'overrun', 'attack', 'reinforce']) expect(summary.orders[kind] ?? 0, `${kind}\n${why()}`).toBeGreaterThan(0);
    expect(summary.standingFiles).toBeGreaterThan(0);
  });
});
