import { dosFuzzTitle } from '../test/fuzz/dos/dos-fuzz-title';
import { runFuzz } from '../test/fuzz/run-fuzz';
import type { Figure } from './support/figure';
import { round } from './support/stats';

/**
 * fuzz.*: the random-legal-orders fuzzer (docs/fuzzer.md) playing two whole games in this
 * process, one of Operation Blue (all 11 game turns) and one of Operation Uranus (6), with
 * every invariant checked after every step and one step in four adjudicated again for
 * determinism. Always the same two games (seed "bench"), so runs compare. One run: a game takes
 * seconds to minutes; the figures are the run's totals, not medians.
 */
export async function run(): Promise<Figure[]> {
  const { reports, summary } = runFuzz({ title: dosFuzzTitle(), games: 2, seed: 'bench', scenarios: ['operation-blue', 'operation-uranus'] });
  const seconds = summary.ms / 1000;
  const perStep = reports.map((r) => r.ms / Math.max(1, r.steps));
  return [
    { name: 'fuzz.games-per-s', value: round(summary.games / seconds), unit: 'games/s' },
    { name: 'fuzz.steps-per-s', value: round(summary.steps / seconds), unit: 'steps/s' },
    ...reports.map((r, i) => ({ name: `fuzz.${r.scenario}.ms-per-step`, value: round(perStep[i]!), unit: 'ms' })),
    { name: 'fuzz.games', value: summary.games, unit: 'count' },
    { name: 'fuzz.steps', value: summary.steps, unit: 'count' },
    { name: 'fuzz.battles', value: summary.battles, unit: 'count' },
    { name: 'fuzz.offered-checked', value: summary.offeredChecked, unit: 'count' },
    { name: 'fuzz.violations', value: summary.violations.length, unit: 'count' },
  ];
}
