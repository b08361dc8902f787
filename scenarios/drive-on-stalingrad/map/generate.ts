import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { createGrid } from '../../../src/kernel/hex/grid';
import type { HexId } from '../../../src/kernel/ids';
import type { HexData, MapData } from '../../../src/kernel/map/types';
import { Draft } from './draft';
import { traceLines } from './hexside-layer';
import { createPlane } from './plane';
import { preview } from './preview';
import { createProjection, type PlacedPlace } from './projection';
import { armyAreas, markBeyondDon, markForts, markORing, markVolga, startLineRegions, type StartLineRegions } from './regions';
import { MapSource } from './source-schema';
import { markCoasts, paintTerrain } from './terrain-layer';

/** Scenario regions the map source defines (start lines, German army areas). */
export interface MapRegions {
  startLines: Record<string, StartLineRegions>;
  /** Operation Blue army set-up areas (12.1). */
  armyAreas: Record<string, HexId[]>;
}

export interface GeneratedMap {
  map: MapData;
  regions: MapRegions;
  places: PlacedPlace[];
  /** Affine fit quality at the cited hexes, hex widths (root mean square). */
  rms: number;
  warnings: string[];
}

export const SOURCE_PATH = join(dirname(fileURLToPath(import.meta.url)), 'source.yaml');

/** source.yaml text -> the map (DoS 7.1 data) and its scenario regions. Pure: no I/O. */
export function generateMap(sourceText: string): GeneratedMap {
  const source = MapSource.parse(parse(sourceText));
  const grid = createGrid(source.grid);
  const plane = createPlane(grid);
  const proj = createProjection(source, plane);
  const draft = new Draft();
  paintTerrain(draft, source, plane, proj);
  traceLines(draft, source, plane, proj);
  markVolga(draft, source, plane);
  markForts(draft, source, plane, proj);
  markORing(draft, source, plane, proj);
  markBeyondDon(draft, source, plane);
  markCoasts(draft, plane);

  const startLines: Record<string, StartLineRegions> = {};
  for (const id of Object.keys(source.startLines).sort()) startLines[id] = startLineRegions(draft, source, plane, proj, id);
  const blue = startLines['operation-blue'];
  const areas = blue ? armyAreas(source, plane, blue.german) : {};

  const hexes: Record<string, HexData> = {};
  for (const h of plane.hexes) {
    const d = draft.hex(h);
    const out: HexData = { terrain: d.terrain };
    if (d.name) out.name = d.name;
    if (d.features.size > 0) out.features = [...d.features].sort();
    out.section = d.section;
    if (d.coast) out.coast = d.coast;
    hexes[h] = out;
  }
  const hexsides: Record<string, string[]> = {};
  for (const key of [...draft.sides.keys()].sort()) hexsides[key] = [...draft.sides.get(key)!].sort();
  for (const [alias, target] of Object.entries(source.aliases)) {
    if (!hexes[target]) throw new Error(`alias ${alias} names ${target}, not a hex`);
    if (hexes[alias]) throw new Error(`alias ${alias} is itself a hex of the map`);
  }
  const map: MapData = {
    provenance: source.provenance,
    note: source.note,
    grid: source.grid,
    hexes,
    hexsides,
    aliases: Object.fromEntries(Object.entries(source.aliases).sort()) as Record<string, HexId>,
  };
  return { map, regions: { startLines, armyAreas: areas }, places: proj.places, rms: proj.rms, warnings: draft.warnings };
}

function main(): void {
  const out = generateMap(readFileSync(SOURCE_PATH, 'utf8'));
  const file = join(dirname(SOURCE_PATH), '..', 'dist', 'map.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(out.map)}\n`);
  const blue = out.regions.startLines['operation-blue'];
  console.log(preview(out.map, new Set(blue?.startLine ?? [])));
  console.log(`affine rms at cited hexes: ${out.rms.toFixed(2)} hex widths`);
  for (const p of out.places) console.log(`  ${p.hex} ${p.name} (${p.how}, ${p.residual.toFixed(2)})`);
  for (const w of out.warnings) console.log(`warning: ${w}`);
  console.log(`wrote ${file}: ${Object.keys(out.map.hexes).length} hexes, ${Object.keys(out.map.hexsides).length} hexsides`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
