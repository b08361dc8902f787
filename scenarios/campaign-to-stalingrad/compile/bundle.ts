import { parse } from 'yaml';
import { BundleSchema, type Bundle } from '../../../src/games/campaign-to-stalingrad/data/schema';
import { generateMap } from '../map/generate';
import { MapSourceSchema } from '../map/source-schema';
import { riverHexes } from '../map/named-river';
import { friendlyEdges } from './edges';
import { offMapBoxEdges } from './off-map-boxes';
import { compileScenario } from './scenario';
import { resolveExtends } from './extends';
import { compileTables } from './tables';
import { compileUnits } from './units';
import { compileAir, compileAirTables } from './air';
import { compileCaucasus } from './caucasus';
import { hexsideKey } from '../../../src/kernel/hex/hexside';
import { hexId, type HexId } from '../../../src/kernel/ids';
import { FERRY_ENGINE } from '../../../src/games/campaign-to-stalingrad/data/engine-bundle';

/** The sources, as text, that make one bundle. */
export interface BundleSources {
  mapSource: string;
  units: string;
  tables: string;
  scenarios: string[];
  /** air.yaml (23.1, 23.14); absent: no air units. */
  air?: string;
  /** caucasus.yaml (34.0); absent: no Caucasus Campaign Display. */
  caucasus?: string;
}

/** Compiles the sources into the bundle the title loads (pure: the caller reads and writes files). */
export function buildBundle(src: BundleSources, sourceHash: string): Bundle {
  const mapSource = MapSourceSchema.parse(parse(src.mapSource));
  const map = generateMap(mapSource);
  const don = riverHexes(mapSource, map, 'Don');
  const units = compileUnits(parse(src.units));
  const tables = compileTables(parse(src.tables));
  const air = src.air === undefined ? { units: [], reinforcements: {} } : compileAir(parse(src.air));
  const airTables = compileAirTables(parse(src.tables));
  // 37.1-37.2: a file that extends another (the Campaign Game) flies that scenario's Air Reinforcement Schedule unless it has its own
  const scenarios = resolveExtends(src.scenarios.map((s) => parse(s) as unknown)).map((doc) => {
    const s = compileScenario(doc, units, map, don);
    const base = (doc as { setupOf?: string }).setupOf;
    return { ...s, airReinforcements: air.reinforcements[s.id] ?? (base === undefined ? undefined : air.reinforcements[base]) ?? [] };
  });
  const edges = friendlyEdges(map);
  const crossingOf = (f: { between: readonly [string, string] }): string => hexsideKey(...(f.between.map((x) => map.aliases[x] ?? hexId(x)) as [HexId, HexId]));
  const ferryCrossings = mapSource.ferries.filter((f) => f.engine === undefined).map(crossingOf).sort();
  const laterEngines = [...new Set(mapSource.ferries.flatMap((f) => (f.engine === undefined ? [] : [f.engine])))].sort();
  const laterFerries = laterEngines.map((engine) => ({ engine, crossings: mapSource.ferries.filter((f) => f.engine === engine).map(crossingOf).sort() }));
  return BundleSchema.parse({
    title: 'campaign-to-stalingrad',
    sourceHash,
    map,
    ...(ferryCrossings.length > 0 ? { ferriesFrom: { engine: FERRY_ENGINE, crossings: ferryCrossings } } : {}),
    ...(laterFerries.length > 0 ? { laterFerries } : {}),
    edges,
    offMapBoxes: offMapBoxEdges(map, edges),
    units,
    airUnits: air.units,
    tables,
    airTables,
    ...(src.caucasus === undefined ? {} : { caucasusDisplay: compileCaucasus(parse(src.caucasus), map) }),
    scenarios,
  });
}
