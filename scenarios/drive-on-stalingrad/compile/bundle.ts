import { DataBundle } from '../../../src/games/drive-on-stalingrad/data/schema';
import { generateMap } from '../map/generate';
import { compileScenario } from './scenario';
import { compileTables } from './tables';
import { compileUnits } from './units';

export interface BundleSources {
  mapSource: string;
  units: string;
  tables: string;
  /** Scenario YAML texts, in bundle order. */
  scenarios: string[];
}

/** The source texts -> the DataBundle the title loads. Pure: the caller reads and writes files. */
export function buildBundle(src: BundleSources, sourceHash: string): DataBundle {
  const generated = generateMap(src.mapSource);
  if (generated.warnings.length > 0) throw new Error(`map warnings:\n${generated.warnings.join('\n')}`);
  const units = compileUnits(src.units);
  return DataBundle.parse({
    title: 'drive-on-stalingrad',
    sourceHash,
    map: generated.map,
    units,
    scenarios: src.scenarios.map((s) => compileScenario(s, generated.map, generated.regions, units)),
    tables: compileTables(src.tables),
  });
}
