/**
 * Builds dist/kharkov-battles.json from the sources in this folder: the maps
 * (map/geography.yaml, map/kb.yaml, map/kh.yaml, drawn on the way), the counters
 * (units.yaml), the Strength Chits (chits.yaml), the Turn Record Tracks (trt.yaml), each
 * scenario's forces (operation-star.yaml, second-kharkov.yaml, third-kharkov.yaml) and the
 * charts (tables.yaml).
 *   npx tsx scenarios/kharkov-battles/build.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildBundle } from './compile/bundle';
import { BUNDLE_PATH, SCENARIO_DIR } from './compile/map-paths';
import { readSources } from './compile/paths';
import { compactJson } from '../compile/compact-json';
import { sourceHash } from '../compile/source-hash';

function main(): void {
  const bundle = buildBundle(readSources(), sourceHash(SCENARIO_DIR));
  mkdirSync(join(SCENARIO_DIR, 'dist'), { recursive: true });
  writeFileSync(BUNDLE_PATH, `${compactJson(bundle)}\n`);
  console.log(`wrote ${BUNDLE_PATH}`);
  for (const m of Object.values(bundle.maps)) {
    console.log(`  ${m.id}: ${Object.keys(m.map.hexes).length} hexes, ${Object.keys(m.map.hexsides).length} hexsides, ${m.vpHexes.length} VP hexes, ${m.entryAreas.length} entry areas`);
  }
  console.log(`  ${bundle.counters.units.length} counters, ${bundle.chits.chits.length} Strength Chits`);
  for (const s of Object.values(bundle.scenarios)) {
    console.log(`  ${s.scenario}: ${s.setup.length} set up, ${s.reinforcements.reduce((n, r) => n + r.units.length, 0)} arriving, turns ${s.firstTurn}-${s.lastTurn}`);
  }
  console.log(`  sourceHash ${bundle.sourceHash}`);
}

main();
