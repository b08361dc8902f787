import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { SosBundle } from '../../../src/games/streets-of-stalingrad/data/bundle';
import { CityMapSourceSchema } from '../../../src/games/streets-of-stalingrad/data/city-map';
import { SosLosMapSchema } from '../../../src/games/streets-of-stalingrad/data/los-map';
import { SetupSourceSchema } from '../../../src/games/streets-of-stalingrad/data/setup';
import { setupToData } from '../../../src/games/streets-of-stalingrad/data/setup-data';
import { compileCityMap } from './city-map';
import { compileSosCounters } from './counters';
import { compileSosSetup } from './setup';
import { compileSosTables } from './tables';
import { withdrawalProblems } from './withdrawals';

/** scenarios/streets-of-stalingrad/ */
export const SCENARIO_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The generated bundle the title loads. */
export const BUNDLE_PATH = join(SCENARIO_DIR, 'dist', 'streets-of-stalingrad.json');

/** The source files of the bundle, relative to SCENARIO_DIR. */
export const SOURCE_FILES = { city: 'map/city.yaml', los: 'map/los-examples.yaml', tables: 'tables.yaml', counters: 'counters.yaml', setup: 'setup.yaml' } as const;

export type BundleSources = Record<keyof typeof SOURCE_FILES, string>;

/** The bundle's sources as they are on disk (build.ts and the bundle test read them the same way). */
export function readSources(): BundleSources {
  const read = (f: string): string => readFileSync(join(SCENARIO_DIR, f), 'utf8');
  return { city: read(SOURCE_FILES.city), los: read(SOURCE_FILES.los), tables: read(SOURCE_FILES.tables), counters: read(SOURCE_FILES.counters), setup: read(SOURCE_FILES.setup) };
}

/**
 * The bundle from its sources, each compiled and checked by its own compile step (the city
 * map with the LOS examples laid over it, the tables and the TEC, the counters with the
 * orders of battle, the set-up maps against all three); throws with every problem.
 */
export function buildSosBundle(src: BundleSources, sourceHash: string): SosBundle {
  const city = compileCityMap(CityMapSourceSchema.parse(parse(src.city)), SosLosMapSchema.parse(parse(src.los)));
  if (!city.ok) throw new Error(`map/city.yaml: ${city.problems.map((p) => `${p.code} at ${p.path}: ${p.message}`).join('; ')}`);
  const tables = compileSosTables(parse(src.tables));
  const counters = compileSosCounters(parse(src.counters));
  // SoS 21.51-21.54: the withdrawals name the campaign's counters
  const withdrawn = withdrawalProblems(tables, counters.counters);
  if (withdrawn.length > 0) throw new Error(`tables.yaml: ${withdrawn.join('; ')}`);
  const setup = compileSosSetup(SetupSourceSchema.parse(parse(src.setup)), city.map, counters.counters, tables.stacking);
  if (!setup.ok) throw new Error(`setup.yaml: ${setup.problems.map((p) => `${p.code} at ${p.path}: ${p.message}`).join('; ')}`);
  return { title: 'streets-of-stalingrad', sourceHash, city: city.data, tables, counters, setup: setupToData(setup.setup) };
}
