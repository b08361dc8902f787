/**
 * Builds dist/kharkov-battles.json from the sources in this folder (map/geography.yaml,
 * map/kb.yaml, map/kh.yaml), drawing the maps on the way.
 *   npx tsx scenarios/kharkov-battles/build.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildBundle } from './compile/bundle';
import { BUNDLE_PATH, MAP_FILES, SCENARIO_DIR } from './compile/map-paths';
import { compactJson } from '../compile/compact-json';
import { sourceHash } from '../compile/source-hash';

function main(): void {
  const read = (f: string): string => readFileSync(join(SCENARIO_DIR, f), 'utf8');
  const bundle = buildBundle({ geography: read(MAP_FILES.geography), KB: read(MAP_FILES.KB), KH: read(MAP_FILES.KH) }, sourceHash(SCENARIO_DIR));
  mkdirSync(join(SCENARIO_DIR, 'dist'), { recursive: true });
  writeFileSync(BUNDLE_PATH, `${compactJson(bundle)}\n`);
  console.log(`wrote ${BUNDLE_PATH}`);
  for (const m of Object.values(bundle.maps)) {
    console.log(`  ${m.id}: ${Object.keys(m.map.hexes).length} hexes, ${Object.keys(m.map.hexsides).length} hexsides, ${m.vpHexes.length} VP hexes, ${m.entryAreas.length} entry areas`);
  }
  console.log(`  sourceHash ${bundle.sourceHash}`);
}

main();
