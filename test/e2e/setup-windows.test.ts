import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Archive } from '#archive/types';
import { verifyArchive } from '#archive/verify';
import { loadEnv } from '#config/env';
import { rulesetFor } from '#games';
import { startServer, type RunningServer } from '#node';
import { tempDir } from '../cli/support/run-cli';
import { dosDistanceField } from './support/hex-distance';
import { playGame, type Seats, type WindowPlay } from './support/play-game';
import { overNetwork, UmpireApi } from './support/umpire-api';

/**
 * A scripted game of Operation Blue created with the game option `setup: players`, over
 * HTTP: the Soviet and then the German set-up window (DoS 12.1), each with placements the
 * scripted player chooses from the template's options, then game turn 1. The archive
 * records the option and replays the set-up.
 */
const ADMIN = 'e2e-admin-token-0123456789abcdef';
const ruleset = rulesetFor('drive-on-stalingrad')!;
const tmp = tempDir();
const log: string[] = [];
let server: RunningServer;
let api: UmpireApi;
let game: Seats;
let plays: WindowPlay[];
let archive: Archive;

beforeAll(async () => {
  server = await startServer({ env: loadEnv({ UMPIRE_LOG: 'off' }), port: 0, host: '127.0.0.1', dbPath: join(tmp.dir, 'umpire.sqlite'), adminToken: ADMIN, print: () => {} });
  api = new UmpireApi(overNetwork(server.url));
  game = await api.createGame(ADMIN, 'drive-on-stalingrad/operation-blue', ['german', 'soviet'], { setup: 'players' });
  plays = await playGame({ api, game, ruleset, distanceField: dosDistanceField, playWhile: (w) => w.turn <= 1, log: (line) => log.push(line) });
  archive = await api.archive(game.id, game.refereeToken);
}, 180_000);

afterAll(async () => {
  await server?.close();
  tmp.remove();
});

describe('players set up Operation Blue (DoS 12.1) in a scripted game over HTTP', () => {
  test('the Soviet set-up window, then the German one, then game turn 1', () => {
    expect(plays.slice(0, 3).map((p) => p.window), log.join('\n')).toEqual(['T00/soviet-setup', 'T00/german-setup', 'T01/german']);
    expect(plays.every((p) => p.files.every((f) => f.dropped.length === 0)), log.join('\n')).toBe(true);
  });

  test('each side moved units away from the historical set-up, and the position shows it', () => {
    for (const [step, side] of [[1, 'soviet'], [2, 'german']] as const) {
      const placed = archive.steps[step - 1]!.events.find((e) => e.type === 'set-up')?.placed as { unit: string; hex: string }[];
      expect(placed.length, `${side} placements`).toBeGreaterThan(0);
      const shipped = ruleset.setup('operation-blue') as { units: Record<string, { hex: string }> };
      for (const p of placed) expect(shipped.units[p.unit]?.hex).not.toBe(p.hex);
    }
  });

  test('the archive records the option and replays the set-up', () => {
    expect(archive.game.options).toMatchObject({ setup: 'players' });
    const report = verifyArchive(archive, rulesetFor);
    expect(report, report.summary).toMatchObject({ ok: true, scope: 'full' });
  });
});
