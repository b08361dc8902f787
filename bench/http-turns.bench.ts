import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rulesetFor } from '../src/games';
import type { Side } from '../src/kernel/ids';
import { fillTemplate } from '../test/e2e/support/fill-template';
import { dosDistanceField } from '../test/e2e/support/hex-distance';
import { scriptedOrders } from '../test/e2e/support/scripted-player';
import { overNetwork, UmpireApi } from '../test/e2e/support/umpire-api';
import { startChildServer, type ChildServer } from './support/child-server';
import type { Figure } from './support/figure';
import { drive, type LoadOptions, type LoadResult } from './support/load';
import { round, stats } from './support/stats';

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
const PLACEHOLDER = 'bench-entropy-00000000';

export async function run(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-bench-'));
  const servers: ChildServer[] = [];
  try {
    const [umpire, baseline] = await Promise.all([startChildServer('umpire', dir, ADMIN), startChildServer('baseline', dir, ADMIN)]);
    servers.push(umpire, baseline);
    const { gameId, token, body } = await draftFile(umpire.url);
    let n = 0;
    const nextBody = () => body.replace(PLACEHOLDER, `bench-entropy-${String(++n).padStart(8, '0')}`);
    const post = (url: string) => async () => {
      const res = await fetch(`${url}/api/games/${gameId}/turns`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
        body: nextBody(),
      });
      return { status: res.status, body: await res.text() };
    };
    const sendUmpire = post(umpire.url);
    const sendBaseline = post(baseline.url);

    check(await drive(sendUmpire, WARMUP), 'umpire warm-up');
    check(await drive(sendBaseline, WARMUP), 'baseline warm-up');
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
      { name: 'http.turns.requests', value: n, unit: 'count' },
      { name: 'http.turns.body', value: Buffer.byteLength(body), unit: 'bytes' },
    ];
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A game on the server and a draft for its open window: the scripted player's attacks, entropy to vary. */
async function draftFile(url: string): Promise<{ gameId: string; token: string; body: string }> {
  const api = new UmpireApi(overNetwork(url));
  const ruleset = rulesetFor('drive-on-stalingrad')!;
  const game = await api.createGame(ADMIN, 'drive-on-stalingrad/operation-blue', ['german', 'soviet']);
  const token = game.players.find((p) => p.side === 'german')!.token;
  const state = await api.view(game.id, game.refereeToken);
  const window = ruleset.window(state)!;
  const enemy = ruleset.options(state, 'soviet' as Side).map((u) => u.hex as string);
  const orders = scriptedOrders({ accepts: window.accepts, options: ruleset.options(state, 'german' as Side), enemyDistance: dosDistanceField(enemy) });
  const body = fillTemplate(await api.template(game.id, token), { orders, final: false, entropy: PLACEHOLDER });
  return { gameId: game.id, token, body };
}

function check(r: LoadResult, what: string): LoadResult {
  const first = r.failures[0];
  if (first) throw new Error(`${what}: ${r.failures.length} of ${r.requests} requests failed, first ${first.status} ${first.body.slice(0, 300)}`);
  return r;
}
