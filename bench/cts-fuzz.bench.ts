import { ctsFuzzTitle } from '../test/games/campaign-to-stalingrad/fuzz/cts-fuzz-title';
import { runFuzz } from '../test/fuzz/run-fuzz';
import type { Figure } from './support/figure';
import { round } from './support/stats';

/**
 * cts.fuzz.*: the random-legal-orders fuzzer (docs/fuzzer.md) playing one whole Fall Blau
 * game (all 15 turns) in this process with Campaign To Stalingrad's adapter
 * (test/games/campaign-to-stalingrad/fuzz/), every invariant checked after every step and
 * one step in four adjudicated again for determinism. Always the same game (seed "bench"), so runs
 * compare. One run: the figures are the game's totals, not medians.
 *
 * `cts.fuzz.steps-per-s.cold` is a first game in a fresh process (seed "bench/warm-up", V8
 * still compiling and optimising); the figures without `.cold` are the game of seed "bench"
 * played after it, the steady state of a long-running process. The warm-up game is another
 * game of the same scenario (other orders from its first window on), so what it leaves in a
 * cache keyed by content is not the measured game's own positions.
 */
export async function run(): Promise<Figure[]> {
  const cold = runFuzz({ title: ctsFuzzTitle(), games: 1, seed: 'bench/warm-up', scenarios: ['fall-blau'] }).summary;
  const { reports, summary } = runFuzz({ title: ctsFuzzTitle(), games: 1, seed: 'bench', scenarios: ['fall-blau'] });
  const seconds = summary.ms / 1000;
  const report = reports[0]!;
  return [
    { name: 'cts.fuzz.steps-per-s', value: round(summary.steps / seconds), unit: 'steps/s' },
    { name: 'cts.fuzz.steps-per-s.cold', value: round(cold.steps / (cold.ms / 1000)), unit: 'steps/s' },
    { name: 'cts.fuzz.game.cold', value: Math.round(cold.ms), unit: 'ms' },
    { name: 'cts.fuzz.steps.cold', value: cold.steps, unit: 'count' },
    { name: 'cts.fuzz.violations.cold', value: cold.violations.length, unit: 'count' },
    { name: 'cts.fuzz.fall-blau.ms-per-step', value: round(report.ms / Math.max(1, report.steps)), unit: 'ms' },
    { name: 'cts.fuzz.game', value: Math.round(summary.ms), unit: 'ms' },
    { name: 'cts.fuzz.steps', value: summary.steps, unit: 'count' },
    { name: 'cts.fuzz.battles', value: summary.battles, unit: 'count' },
    { name: 'cts.fuzz.offered-checked', value: summary.offeredChecked, unit: 'count' },
    { name: 'cts.fuzz.violations', value: summary.violations.length, unit: 'count' },
    { name: 'cts.fuzz.disagreements', value: reports.reduce((n, r) => n + r.disagreements.length, 0), unit: 'count' },
  ];
}
