import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KbScenarioIdSchema, type KbScenarioId } from '../../../src/games/kharkov-battles/data/ids';
import type { BundleSources } from './bundle';
import { MAP_FILES, SCENARIO_DIR } from './map-paths';
import { SCENARIO_FORCES_FILES } from './setup';

/** Every source file of the bundle, relative to scenarios/kharkov-battles/. */
export const SOURCE_FILES = {
  ...MAP_FILES,
  units: 'units.yaml',
  chits: 'chits.yaml',
  trt: 'trt.yaml',
  tables: 'tables.yaml',
} as const;

/** The bundle's sources as they are on disk (build.ts and the bundle test read them the same way). */
export function readSources(): BundleSources {
  const read = (f: string): string => readFileSync(join(SCENARIO_DIR, f), 'utf8');
  const scenarios = Object.fromEntries(KbScenarioIdSchema.options.map((s) => [s, read(SCENARIO_FORCES_FILES[s])])) as Record<KbScenarioId, string>;
  return {
    geography: read(SOURCE_FILES.geography),
    KB: read(SOURCE_FILES.KB),
    KH: read(SOURCE_FILES.KH),
    units: read(SOURCE_FILES.units),
    chits: read(SOURCE_FILES.chits),
    trt: read(SOURCE_FILES.trt),
    scenarios,
    tables: read(SOURCE_FILES.tables),
  };
}
