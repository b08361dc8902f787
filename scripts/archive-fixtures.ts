import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fullFallBlauArchive } from '../bench/cts-replay-full-fall-blau.bench';
import { fullUranusArchive } from '../bench/cts-replay-full-uranus.bench';
import { fullBlueArchive } from '../bench/dos-replay-full-blue.bench';
import { fullCampaignArchive } from '../bench/cts-replay-full-campaign.bench';

/**
 * `tsx scripts/archive-fixtures.ts TAG [GAME...]`: writes the referee's archives of the four complete
 * scripted games (Operation Blue, Fall Blau, Campaign To Stalingrad's Operation Uranus and Campaign Game) to test/archive/fixtures/*.json.gz. They were
 * written once by an earlier engine and are committed so that every later engine must keep
 * verifying them (test/archive/fixtures.test.ts); rerun only to add a fixture under a new name,
 * never to overwrite one. GAME (`operation-blue`, `fall-blau`, `operation-uranus`, `campaign`) limits it to those games, for a
 * tag that names one title's engine (e.g. `cts-3`).
 */
const dir = join(import.meta.dirname, '../test/archive/fixtures');
const tag = process.argv[2]; // the engine version, e.g. dos-2
if (!tag) throw new Error('usage: tsx scripts/archive-fixtures.ts TAG [GAME...] (names the files <game>-TAG.archive.json.gz)');
const only = process.argv.slice(3);
const games = [['operation-blue', fullBlueArchive], ['fall-blau', fullFallBlauArchive], ['operation-uranus', fullUranusArchive], ['campaign', fullCampaignArchive]] as const;
for (const name of only) if (!games.some(([n]) => n === name)) throw new Error(`unknown game ${name}: one of ${games.map(([n]) => n).join(', ')}`);
for (const [name, build] of games.filter(([n]) => only.length === 0 || only.includes(n))) {
  const { archive } = await build();
  const file = join(dir, `${name}-${tag}.archive.json.gz`);
  writeFileSync(file, gzipSync(JSON.stringify(archive), { level: 9 }));
  process.stdout.write(`${file}: ${archive.steps.length} steps, engine ${archive.game.engineVersion ?? '?'}\n`);
}
