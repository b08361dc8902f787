import { dosFuzzTitle } from '../test/fuzz/dos/dos-fuzz-title';
import { runFuzz } from '../test/fuzz/run-fuzz';
import type { Figure } from './support/figure';
import { round } from './support/stats';

/**
 * fuzz.*: the random-legal-orders fuzzer (docs/fuzzer.md) playing two whole games in this
 * process, one of Operation Blue (all 11 game turns) and one of Operation Uranus (6), with
 * every invariant checked after every step and one step in four adjudicated again for
 * determinism. Always the same two games (seed "bench"), so runs compare. The two games are
 * played twice: the first time in a fresh process (`.cold`: much of it V8 optimising the
 * rules), the second, the same games again, is the measured steady state. The figures are
 * each run's totals, not medians.
 */
export async function run(): Promise<Figure[]> {
  const play = () => runFuzz({ title: dosFuzzTitle(), games: 2, seed: 'bench', scenarios: ['operation-blue', 'operation-uranus'] });
  const cold = play().summary;
  const { reports, summary } = play();
  if (summary.steps !== cold.steps) throw new Error(`the fuzzer's games differ between runs: ${cold.steps} then ${summary.steps} steps`);
  const seconds = summary.ms / 1000;
  const perStep = reports.map((r) => r.ms / Math.max(1, r.steps));
  return [
    { name: 'fuzz.games-per-s', value: round(summary.games / seconds), unit: 'games/s' },
    { name: 'fuzz.steps-per-s', value: round(summary.steps / seconds), unit: 'steps/s' },
    { name: 'fuzz.steps-per-s.cold', value: round(cold.steps / (cold.ms / 1000)), unit: 'steps/s' },
    ...reports.map((r, i) => ({ name: `fuzz.${r.scenario}.ms-per-step`, value: round(perStep[i]!), unit: 'ms' })),
    { name: 'fuzz.games', value: summary.games, unit: 'count' },
    { name: 'fuzz.steps', value: summary.steps, unit: 'count' },
    { name: 'fuzz.battles', value: summary.battles, unit: 'count' },
    { name: 'fuzz.offered-checked', value: summary.offeredChecked, unit: 'count' },
    { name: 'fuzz.violations', value: summary.violations.length, unit: 'count' },
  ];
}
