/**
 * Builds dist/streets-of-stalingrad.json from the sources in this folder: the city map
 * (map/city.yaml, with the LOS examples of map/los-examples.yaml laid over it), the tables
 * (tables.yaml, the TEC among them), the counters (counters.yaml) and the set-up maps of
 * scenarios #1 and #2 (setup.yaml), each compiled and checked.
 *   npx tsx scenarios/streets-of-stalingrad/build.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compactJson } from '../compile/compact-json';
import { sourceHash } from '../compile/source-hash';
import { BUNDLE_PATH, buildSosBundle, readSources, SCENARIO_DIR } from './compile/bundle';

function main(): void {
  const bundle = buildSosBundle(readSources(), sourceHash(SCENARIO_DIR));
  mkdirSync(join(SCENARIO_DIR, 'dist'), { recursive: true });
  writeFileSync(BUNDLE_PATH, `${compactJson(bundle)}\n`);
  console.log(`wrote ${BUNDLE_PATH}`);
  console.log(`  ${bundle.city.hexes.length} hexes, ${Object.keys(bundle.city.hexsides).length} featured hexsides, ${bundle.counters.counters.length} counters`);
  for (const n of [1, 2, 3] as const) console.log(`  scenario #${n}: ${bundle.setup.scenarios[n].placement.soviet.length} Soviet and ${bundle.setup.scenarios[n].placement.german.length} German units set up`);
  console.log(`  sourceHash ${bundle.sourceHash}`);
}

main();
