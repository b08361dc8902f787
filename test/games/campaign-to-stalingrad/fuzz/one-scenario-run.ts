import type { GameReport } from '../../../fuzz/game-report';
import { runFuzz } from '../../../fuzz/run-fuzz';
import { formatSummary, type RunSummary } from '../../../fuzz/run-summary';
import { ctsFuzzTitle } from './cts-fuzz-title';

/** What one fuzz run of a scenario found, and its summary as text for a failing expectation. */
export interface ScenarioRun {
  reports: GameReport[];
  summary: RunSummary;
  why: () => string;
}

/** Fuzzes `games` games of one Campaign To Stalingrad scenario with random legal orders (docs/fuzzer.md). */
export function fuzzScenario(scenario: string, seed: string, games = 1): ScenarioRun {
  const { reports, summary } = runFuzz({ title: ctsFuzzTitle(), games, seed, scenarios: [scenario] });
  return { reports, summary, why: () => formatSummary(summary).join('\n') };
}
