import { stats, type Stats } from './stats';

export interface LoadOptions {
  /** Clients sending at the same time, each one request after another. */
  clients: number;
  /** Stop after this many requests in all … */
  maxRequests: number;
  /** … or after this many milliseconds, whichever comes first. */
  maxMs: number;
}

export interface LoadResult {
  requests: number;
  ms: number;
  perSecond: number;
  latency: Stats;
  /** Answers other than 200. */
  failures: { status: number; body: string }[];
}

/** Sends requests from a few concurrent clients and measures throughput and latency. */
export async function drive(send: () => Promise<{ status: number; body: string }>, opts: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const failures: { status: number; body: string }[] = [];
  let started = 0;
  const t0 = performance.now();
  const deadline = t0 + opts.maxMs;
  const client = async () => {
    while (started < opts.maxRequests && performance.now() < deadline) {
      started++;
      const t = performance.now();
      const answer = await send();
      latencies.push(performance.now() - t);
      if (answer.status !== 200) failures.push(answer);
    }
  };
  await Promise.all(Array.from({ length: opts.clients }, client));
  const ms = performance.now() - t0;
  return { requests: latencies.length, ms, perSecond: (latencies.length * 1000) / ms, latency: stats(latencies), failures };
}
