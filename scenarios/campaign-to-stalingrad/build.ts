/**
 * Builds dist/campaign-to-stalingrad.json (and dist/printed-hexes.json, its map.aliases) from the sources in this folder (map/source.yaml,
 * units.yaml, tables.yaml, air.yaml, caucasus.yaml, fall-blau.yaml, operation-uranus.yaml), drawing the map on the way.
 *   npx tsx scenarios/campaign-to-stalingrad/build.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildBundle } from './compile/bundle';
import { compactJson } from '../compile/compact-json';
import { BUNDLE_PATH, PRINTED_HEXES_PATH, SCENARIO_DIR, SCENARIO_FILES } from './compile/paths';
import { sourceHash } from '../compile/source-hash';

function main(): void {
  const read = (f: string): string => readFileSync(join(SCENARIO_DIR, f), 'utf8');
  const bundle = buildBundle(
    { mapSource: read('map/source.yaml'), units: read('units.yaml'), tables: read('tables.yaml'), scenarios: SCENARIO_FILES.map(read), air: read('air.yaml'), caucasus: read('caucasus.yaml') },
    sourceHash(SCENARIO_DIR),
  );
  mkdirSync(join(SCENARIO_DIR, 'dist'), { recursive: true });
  writeFileSync(BUNDLE_PATH, `${compactJson(bundle)}\n`);
  writeFileSync(PRINTED_HEXES_PATH, `${compactJson(bundle.map.aliases)}\n`);
  console.log(`wrote ${BUNDLE_PATH}, ${PRINTED_HEXES_PATH}`);
  console.log(`  ${Object.keys(bundle.map.hexes).length} hexes, ${Object.keys(bundle.map.hexsides).length} hexsides, ${bundle.units.length} units`);
  for (const s of bundle.scenarios) console.log(`  ${s.id}: ${s.setup.length} units set up, ${s.reinforcements.length} reinforcement groups`);
  console.log(`  sourceHash ${bundle.sourceHash}`);
}

main();
