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
 */
export async function run(): Promise<Figure[]> {
  const { reports, summary } = runFuzz({ title: ctsFuzzTitle(), games: 1, seed: 'bench', scenarios: ['fall-blau'] });
  const seconds = summary.ms / 1000;
  const report = reports[0]!;
  return [
    { name: 'cts.fuzz.steps-per-s', value: round(summary.steps / seconds), unit: 'steps/s' },
    { name: 'cts.fuzz.fall-blau.ms-per-step', value: round(report.ms / Math.max(1, report.steps)), unit: 'ms' },
    { name: 'cts.fuzz.game', value: Math.round(summary.ms), unit: 'ms' },
    { name: 'cts.fuzz.steps', value: summary.steps, unit: 'count' },
    { name: 'cts.fuzz.battles', value: summary.battles, unit: 'count' },
    { name: 'cts.fuzz.offered-checked', value: summary.offeredChecked, unit: 'count' },
    { name: 'cts.fuzz.violations', value: summary.violations.length, unit: 'count' },
    { name: 'cts.fuzz.disagreements', value: reports.reduce((n, r) => n + r.disagreements.length, 0), unit: 'count' },
  ];
}
