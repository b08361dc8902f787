import { parse } from 'yaml';
import { BundleSchema, type Bundle } from '../../../src/games/campaign-to-stalingrad/data/schema';
import { generateMap } from '../map/generate';
import { MapSourceSchema } from '../map/source-schema';
import { friendlyEdges } from './edges';
import { compileScenario } from './scenario';
import { compileTables } from './tables';
import { compileUnits } from './units';

/** The sources, as text, that make one bundle. */
export interface BundleSources {
  mapSource: string;
  units: string;
  tables: string;
  scenarios: string[];
}

/** Compiles the sources into the bundle the title loads (pure: the caller reads and writes files). */
export function buildBundle(src: BundleSources, sourceHash: string): Bundle {
  const map = generateMap(MapSourceSchema.parse(parse(src.mapSource)));
  const units = compileUnits(parse(src.units));
  const tables = compileTables(parse(src.tables));
  const scenarios = src.scenarios.map((s) => compileScenario(parse(s), units, map));
  return BundleSchema.parse({ title: 'campaign-to-stalingrad', sourceHash, map, edges: friendlyEdges(map), units, tables, scenarios });
}
