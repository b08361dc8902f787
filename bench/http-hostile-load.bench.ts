import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { overNetwork, UmpireApi } from '../test/e2e/support/umpire-api';
import { startChildServer, type ChildServer } from './support/child-server';
import type { Figure } from './support/figure';
import { round } from './support/stats';

/**
 * http.health-under-hostile-load: how long `GET /health` takes while the real Node server
 * (its own process, 127.0.0.1) is sent hostile turn files. 8 clients post 250 KB files to
 * a real game, one after another, for a few seconds: files without credentials, with a
 * wrong bearer token, with a wrong `auth.token` or a forged `auth.signature`, nested
 * 124,000 deep, full of aliases, or a long flat list of orders. They run in a worker
 * thread (bench/support/hostile-clients.mjs), so that sending them does not delay the one
 * more client that meanwhile asks `/health` every 5 ms. The figure is the 99th percentile
 * of those answers.
 */
const ADMIN = 'bench-hostile-admin-0123456789abcdef';
const CLIENTS = 8;
const WARMUP_MS = 1000;
const LOAD_MS = 4000;
const HEALTH_EVERY_MS = 5;
const BODY_BYTES = 250 * 1000;

interface Hostile {
  body: string;
  bearer?: string;
}

export async function run(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-bench-'));
  let server: ChildServer | undefined;
  try {
    server = await startChildServer('umpire', dir, ADMIN);
    const url = server.url;
    const api = new UmpireApi(overNetwork(url));
    const game = await api.createGame(ADMIN, 'drive-on-stalingrad/operation-blue', ['german', 'soviet']);
    const files = hostileFiles(game.id);

    const attackers = new Worker(new URL('./support/hostile-clients.mjs', import.meta.url), {
      workerData: { url, gameId: game.id, files, clients: CLIENTS },
    });
    const report = new Promise<{ posted: number; statuses: Record<string, number>; accepted: number }>((ok, fail) => {
      attackers.once('message', ok);
      attackers.once('error', fail);
    });
    const health = async (ms: number): Promise<number[]> => {
      const latencies: number[] = [];
      const until = performance.now() + ms;
      while (performance.now() < until) {
        const t = performance.now();
        const res = await fetch(`${url}/health`);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`/health answered ${res.status}`);
        latencies.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
      }
      return latencies;
    };

    await health(WARMUP_MS);
    const latencies = await health(LOAD_MS);
    attackers.postMessage('stop');
    const { posted, accepted } = await report;
    await attackers.terminate();
    if (accepted > 0) throw new Error(`${accepted} hostile files were accepted`);

    const sorted = [...latencies].sort((a, b) => a - b);
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
    return [
      { name: 'http.health-under-hostile-load.p99', value: round(pct(0.99)), unit: 'ms' },
      { name: 'http.health-under-hostile-load.p50', value: round(pct(0.5)), unit: 'ms' },
      { name: 'http.health-under-hostile-load.max', value: round(sorted[sorted.length - 1]!), unit: 'ms' },
      { name: 'http.health-under-hostile-load.health-requests', value: latencies.length, unit: 'count' },
      { name: 'http.health-under-hostile-load.hostile-requests', value: posted, unit: 'count' },
    ];
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Hostile turn files of about 250 KB each, for one real game. */
function hostileFiles(gameId: string): Hostile[] {
  const head = (auth = '') => `format: umpire-turn/1\ngame: ${gameId}\nside: german\nwindow: T01/german-combat\n${auth}`;
  const pad = (text: string) => {
    const missing = BODY_BYTES - Buffer.byteLength(text);
    return missing > 0 ? `${text}${'#'.repeat(Math.max(0, missing - 1))}\n` : text;
  };
  const deep = (auth: string) => {
    const n = Math.floor((BODY_BYTES - 200) / 2);
    return `${head(auth)}orders: ${'['.repeat(n)}${']'.repeat(n)}\n`;
  };
  const aliases = (auth: string) => {
    const anchor = 'anchor: &a { move: { unit: ger-1, path: ["2726", "2727", "2728"] } }\n';
    const n = Math.floor((BODY_BYTES - 300) / 4);
    return `${anchor}${head(auth)}orders: [${Array.from({ length: n }, () => '*a').join(',')}]\n`;
  };
  const flat = (auth: string) => {
    const order = '  - move: { unit: ger-1, path: ["2726", "2727"] }\n';
    const n = Math.floor((BODY_BYTES - 300) / order.length);
    return `${head(auth)}orders:\n${order.repeat(n)}`;
  };
  const strings = (auth: string) => `${head(auth)}entropy: "${'x'.repeat(BODY_BYTES - 300)}"\norders: []\n`;
  const token = 'auth: { token: "not-a-token-of-this-game" }\n';
  const signature = `auth: { signature: "hmac-sha256:${'0'.repeat(64)}" }\n`;
  return [
    { body: pad(deep('')) },
    { body: pad(aliases('')) },
    { body: pad(flat('')) },
    { body: pad(flat(token)) },
    { body: pad(flat(signature)) },
    { body: pad(aliases(signature)) },
    { body: pad(deep('')), bearer: 'wrong-bearer-token-0123456789' },
    { body: pad(flat('')), bearer: 'wrong-bearer-token-0123456789' },
    { body: pad(strings(token)) },
  ];
}
