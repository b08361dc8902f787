import { parse } from 'yaml';
import { KbBundleSchema, type KbBundle } from '../../../src/games/kharkov-battles/data/bundle';
import { KbScenarioIdSchema, type KbScenarioId } from '../../../src/games/kharkov-battles/data/ids';
import type { ScenarioForces } from '../../../src/games/kharkov-battles/data/setup';
import { compileChits } from './chits';
import { joinProblems } from './join';
import { compileMap } from './map';
import { compileScenarioForces } from './setup';
import { compileTables } from './tables';
import { compileTrts } from './trt';
import { compileUnits } from './units';

/** The sources, as text, that make one bundle (the files are named in compile/paths.ts). */
export interface BundleSources {
  geography: string;
  KB: string;
  KH: string;
  units: string;
  chits: string;
  trt: string;
  scenarios: Record<KbScenarioId, string>;
  tables: string;
}

/**
 * Compiles the sources into the bundle the title loads (pure: the caller reads and writes
 * files). Each part is checked by its own compile function; then the scenarios'
 * references into the maps (compile/join.ts). Throws on the first part that fails, or
 * once listing every broken reference.
 */
export function buildBundle(src: BundleSources, sourceHash: string): KbBundle {
  const maps = { KB: compileMap(src.geography, src.KB), KH: compileMap(src.geography, src.KH) };
  const counters = compileUnits(src.units);
  const scenarios = Object.fromEntries(KbScenarioIdSchema.options.map((s) => [s, compileScenarioForces(src.scenarios[s], counters.units)])) as Record<KbScenarioId, ScenarioForces>;
  for (const s of KbScenarioIdSchema.options) {
    if (scenarios[s].scenario !== s) throw new Error(`${s}: the file says it is scenario "${scenarios[s].scenario}"`);
  }
  const problems = joinProblems(maps, scenarios);
  if (problems.length > 0) throw new Error(problems.join('; '));
  return KbBundleSchema.parse({
    title: 'kharkov-battles',
    sourceHash,
    maps,
    counters,
    chits: compileChits(src.chits),
    trts: compileTrts(src.trt),
    scenarios,
    tables: compileTables(parse(src.tables)),
  });
}
