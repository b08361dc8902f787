import { stats, type Stats } from './stats';

export interface MeasureOptions {
  /** Untimed runs first (JIT, caches). */
  warmup: number;
  /** Timed runs wanted. */
  runs: number;
  /** Stop after this many milliseconds of timed runs, once at least `minRuns` are done. */
  maxMs?: number;
  minRuns?: number;
}

/** Times `fn` (milliseconds per call) after a warm-up: every sample and their statistics. */
export async function measure(fn: () => unknown, opts: MeasureOptions): Promise<Stats & { samples: number[] }> {
  for (let i = 0; i < opts.warmup; i++) await fn();
  const samples: number[] = [];
  const started = performance.now();
  const minRuns = opts.minRuns ?? 3;
  for (let i = 0; i < opts.runs; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
    if (opts.maxMs !== undefined && samples.length >= minRuns && performance.now() - started > opts.maxMs) break;
  }
  return { ...stats(samples), samples };
}
