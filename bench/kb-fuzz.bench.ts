import { kbFuzzTitle } from '../test/games/kharkov-battles/fuzz/kb-fuzz-title';
import { runFuzz } from '../test/fuzz/run-fuzz';
import type { Figure } from './support/figure';
import { round } from './support/stats';

/**
 * kb.fuzz.*: the random-legal-orders fuzzer (docs/fuzzer.md) playing one whole game of each
 * Kharkov Battles scenario (Second Kharkov 6 turns, Third Kharkov 6, 'Operation Star' 17) in
 * this process with the title's adapter (test/games/kharkov-battles/fuzz/), every invariant
 * checked after every step and one step in four adjudicated again for determinism. Always
 * the same games (seed "bench"), so runs compare. One run: the figures are the games'
 * totals, not medians.
 *
 * `kb.fuzz.steps-per-s.cold` is a first Second Kharkov game in a fresh process (seed
 * "bench/warm-up", V8 still compiling and optimising); the figures without `.cold` are the
 * three games of seed "bench" played after it, the steady state of a long-running process.
 */
export async function run(): Promise<Figure[]> {
  const cold = runFuzz({ title: kbFuzzTitle(), games: 1, seed: 'bench/warm-up', scenarios: ['second-kharkov'] }).summary;
  const scenarios = ['second-kharkov', 'third-kharkov', 'operation-star'];
  const { reports, summary } = runFuzz({ title: kbFuzzTitle(), games: 3, seed: 'bench', scenarios });
  const seconds = summary.ms / 1000;
  return [
    { name: 'kb.fuzz.steps-per-s', value: round(summary.steps / seconds), unit: 'steps/s' },
    { name: 'kb.fuzz.steps-per-s.cold', value: round(cold.steps / (cold.ms / 1000)), unit: 'steps/s' },
    { name: 'kb.fuzz.game.cold', value: Math.round(cold.ms), unit: 'ms' },
    { name: 'kb.fuzz.steps.cold', value: cold.steps, unit: 'count' },
    ...reports.map((r) => ({ name: `kb.fuzz.${r.scenario}.ms-per-step`, value: round(r.ms / Math.max(1, r.steps)), unit: 'ms' })),
    { name: 'kb.fuzz.games', value: Math.round(summary.ms), unit: 'ms' },
    { name: 'kb.fuzz.steps', value: summary.steps, unit: 'count' },
    { name: 'kb.fuzz.battles', value: summary.battles, unit: 'count' },
    { name: 'kb.fuzz.offered-checked', value: summary.offeredChecked, unit: 'count' },
    { name: 'kb.fuzz.violations', value: summary.violations.length + cold.violations.length, unit: 'count' },
    { name: 'kb.fuzz.disagreements', value: reports.reduce((n, r) => n + r.disagreements.length, 0), unit: 'count' },
  ];
}
