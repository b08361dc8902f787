import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildServer, type ChildServer } from './support/child-server';
import type { Figure } from './support/figure';
import { drive, type LoadOptions, type LoadResult } from './support/load';
import { round, stats } from './support/stats';
import { draftSender, germanOpeningDraft } from './support/turn-draft';

/**
 * http.turns.umpire: turn-file submissions per second through the real Node server over
 * loopback (drafts of the German opening window of Operation Blue, each with new entropy
 * so each is checked and stored as a new version); http.turns.baseline: a bare hono +
 * better-sqlite3 endpoint that stores the same bodies, with the same client in the same
 * run. Each server runs in its own process on 127.0.0.1; rounds alternate between them.
 */
const ADMIN = 'bench-http-admin-0123456789abcdef';
const CLIENTS = 4;
const WARMUP: LoadOptions = { clients: CLIENTS, maxRequests: 200, maxMs: 1500 };
const ROUND: LoadOptions = { clients: CLIENTS, maxRequests: 2000, maxMs: 2000 };
const ROUNDS = 5;

export async function run(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-bench-'));
  const servers: ChildServer[] = [];
  try {
    const [umpire, baseline] = await Promise.all([startChildServer('umpire', dir, ADMIN), startChildServer('baseline', dir, ADMIN)]);
    servers.push(umpire, baseline);
    const draft = await germanOpeningDraft(umpire.url, ADMIN);
    const post = draftSender(draft);
    const sendUmpire = post(umpire.url);
    const sendBaseline = post(baseline.url);

    const warmups = [check(await drive(sendUmpire, WARMUP), 'umpire warm-up'), check(await drive(sendBaseline, WARMUP), 'baseline warm-up')];
    const u: LoadResult[] = [];
    const b: LoadResult[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      u.push(check(await drive(sendUmpire, ROUND), 'umpire'));
      b.push(check(await drive(sendBaseline, ROUND), 'baseline'));
    }
    const umpireRate = stats(u.map((r) => r.perSecond));
    const baselineRate = stats(b.map((r) => r.perSecond));
    const p90 = (rs: LoadResult[]) => stats(rs.map((r) => r.latency.p90)).median;
    return [
      { name: 'http.turns.umpire', value: round(umpireRate.median), unit: 'req/s' },
      { name: 'http.turns.umpire.min', value: round(umpireRate.min), unit: 'req/s' },
      { name: 'http.turns.umpire.max', value: round(umpireRate.max), unit: 'req/s' },
      { name: 'http.turns.umpire.latency.p90', value: round(p90(u)), unit: 'ms' },
      { name: 'http.turns.baseline', value: round(baselineRate.median), unit: 'req/s' },
      { name: 'http.turns.baseline.min', value: round(baselineRate.min), unit: 'req/s' },
      { name: 'http.turns.baseline.max', value: round(baselineRate.max), unit: 'req/s' },
      { name: 'http.turns.baseline.latency.p90', value: round(p90(b)), unit: 'ms' },
      { name: 'http.turns.ratio', value: round(umpireRate.median / baselineRate.median, 3), unit: 'ratio' },
      { name: 'http.turns.requests', value: [...warmups, ...u, ...b].reduce((sum, r) => sum + r.requests, 0), unit: 'count' },
      { name: 'http.turns.body', value: Buffer.byteLength(draft.body), unit: 'bytes' },
    ];
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(dir, { recursive: true, force: true });
  }
}

function check(r: LoadResult, what: string): LoadResult {
  const first = r.failures[0];
  if (first) throw new Error(`${what}: ${r.failures.length} of ${r.requests} requests failed, first ${first.status} ${first.body.slice(0, 300)}`);
  return r;
}
