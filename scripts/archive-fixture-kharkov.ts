import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Archive } from '#archive/types';
import type { CreatedGame } from '#service/types';
import { BENCH_ADMIN, playedArchive } from '../bench/support/in-process-referee';
import { playKbGame } from '../test/e2e/support/kb-player';

/**
 * `tsx scripts/archive-fixture-kharkov.ts TAG`: writes the referee's archive of an 'Operation
 * Star' game of Kharkov Battles (KB 20.1) played for its first windows by the scripted players
 * of the e2e suite (test/e2e/support/kb-player.ts), then ended by the referee, to
 * test/archive/fixtures/operation-star-first-windows-TAG.archive.json.gz (not
 * `<scenario>-<engine>`: the benches read that name as a complete game). Written once by an
 * engine and committed, so that every later engine must keep verifying it (test/archive/fixtures.test.ts);
 * rerun only to add a fixture under a new name, never to overwrite one.
 */
const WINDOWS = 4;
const dir = join(import.meta.dirname, '../test/archive/fixtures');
const tag = process.argv[2]; // the engine version, e.g. kb-1
if (!tag) throw new Error('usage: tsx scripts/archive-fixture-kharkov.ts TAG (names the file operation-star-first-windows-TAG.archive.json.gz)');
const { archive } = await playedArchive('fixture operation star', async ({ request }) => {
  const created = await request('/api/games', { token: BENCH_ADMIN, json: { scenario: 'kharkov-battles/operation-star', players: [{ side: 'axis' }, { side: 'soviet' }] } });
  const game = (await created.json()) as CreatedGame;
  const token = (side: string): string => game.players.find((p) => p.side === side)!.token;
  await playKbGame(request, { id: game.id, token }, { maxWindows: WINDOWS, keepEdges: true });
  const ended = await request(`/api/games/${game.id}/referee/end`, { token: game.refereeToken, json: { reason: 'the fixture stops after its first windows' } });
  if (ended.status !== 200) throw new Error(`the referee could not end the game: ${ended.status} ${await ended.text()}`);
  return (await (await request(`/api/games/${game.id}/archive`, { token: game.refereeToken })).json()) as Archive;
});
const file = join(dir, `operation-star-first-windows-${tag}.archive.json.gz`);
writeFileSync(file, gzipSync(JSON.stringify(archive), { level: 9 }));
process.stdout.write(`${file}: ${archive.steps.length} steps, engine ${archive.game.engineVersion ?? '?'}\n`);
