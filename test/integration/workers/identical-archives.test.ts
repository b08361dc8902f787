import { withoutPageLinks } from '../../support/without-page-links';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rulesetFor } from '#games';
import { dosDistanceField } from '../../e2e/support/hex-distance';
import { playGame, type Seats, type WindowPlay } from '../../e2e/support/play-game';
import { overNetwork, UmpireApi } from '../../e2e/support/umpire-api';
import { serveNodeUmpire } from './support/node-umpire';
import { pdfObjects } from './support/pdf-objects';
import { startWranglerDev, type WranglerDev } from './support/wrangler';

/**
 * The same scripted game of Operation Blue (every window of game turn 1, both sides
 * moving and attacking) played over HTTP against the Node service (SQLite) and against
 * the Worker under `wrangler dev` (D1), each with the same standing clock and the same
 * entropy seed: the same game id and tokens, archives equal byte for byte, and PDF reports
 * with the same objects (their streams are deflated by different libraries).
 */
const SEED = 'node and worker, one game';
const CLOCK = '2026-03-02T08:00:00.000Z';
const ADMIN = 'identical-admin-0123456789abcdef';
const persist = mkdtempSync(join(tmpdir(), 'umpire-identical-'));
let node: Awaited<ReturnType<typeof serveNodeUmpire>>;
let dev: WranglerDev;

interface Played {
  url: string;
  game: Seats;
  plays: WindowPlay[];
}
const played: Record<'node' | 'worker', Played> = {} as never;

async function play(url: string): Promise<Played> {
  const api = new UmpireApi(overNetwork(url));
  const game = await api.createGame(ADMIN, 'drive-on-stalingrad/operation-blue', ['german', 'soviet']);
  const plays = await playGame({
    api,
    game,
    ruleset: rulesetFor('drive-on-stalingrad')!,
    distanceField: dosDistanceField,
    playWhile: (w) => w.turn <= 1,
    style: (w) => (w.index % 2 === 0 ? { entropy: `window ${w.index}` } : {}),
  });
  return { url, game, plays };
}

beforeAll(async () => {
  node = await serveNodeUmpire({ seed: SEED, clockIso: CLOCK, adminToken: ADMIN });
  dev = await startWranglerDev({
    dir: persist,
    vars: { UMPIRE_ADMIN_TOKEN: ADMIN, UMPIRE_TEST_CLOCK: CLOCK, UMPIRE_TEST_SEED: SEED },
  });
  played.node = await play(node.url);
  played.worker = await play(dev.url).catch((err: unknown) => {
    throw new Error(`${(err as Error).message}\nwrangler dev output:\n${dev.output().slice(-6000)}`);
  });
}, 600_000);

afterAll(async () => {
  await dev?.stop();
  await node?.close();
  rmSync(persist, { recursive: true, force: true });
});

async function bytes(url: string, token?: string): Promise<Uint8Array> {
  const res = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  const body = new Uint8Array(await res.arrayBuffer());
  expect(res.status, `${url}: ${Buffer.from(body.subarray(0, 500)).toString()}\n${dev.output().slice(-3000)}`).toBe(200);
  return body;
}

describe('one scripted game on Node and on the Worker', () => {
  test('creates the same game: id, tokens and dice commitment', () => {
    expect(withoutPageLinks(played.worker.game)).toEqual(withoutPageLinks(played.node.game));
    expect(played.node.plays.length).toBeGreaterThanOrEqual(2);
    expect(played.worker.plays.map((p) => [p.window, p.step])).toEqual(played.node.plays.map((p) => [p.window, p.step]));
  });

  test('gives archives equal byte for byte: the referee\'s, each side\'s and the public one', async () => {
    const { game } = played.node;
    const copies = [game.refereeToken, ...game.players.map((p) => p.token), undefined];
    for (const token of copies) {
      const a = await bytes(`${played.node.url}/api/games/${game.id}/archive`, token);
      const b = await bytes(`${played.worker.url}/api/games/${game.id}/archive`, token);
      expect(a.length).toBeGreaterThan(1000);
      expect(Buffer.from(b).equals(Buffer.from(a)), `archive for ${token ? 'a token' : 'the public'}`).toBe(true);
    }
  });

  test('gives the same PDF report of every step: the same objects, streams inflated', async () => {
    const { game, plays } = played.node;
    const german = game.players.find((p) => p.side === 'german')!.token;
    for (const { step } of plays) {
      const a = await bytes(`${played.node.url}/api/games/${game.id}/reports/${step}.pdf`, german);
      const b = await bytes(`${played.worker.url}/api/games/${game.id}/reports/${step}.pdf`, german);
      expect(new TextDecoder().decode(a.subarray(0, 5))).toBe('%PDF-');
      const [x, y] = [pdfObjects(a), pdfObjects(b)];
      expect(x.length, `step ${step}`).toBeGreaterThan(20);
      expect(y.length, `step ${step}`).toBe(x.length);
      expect(y.findIndex((o, i) => o !== x[i]), `step ${step}: the first object that differs`).toBe(-1);
    }
  });
});
