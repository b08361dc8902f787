import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { CityMapSourceSchema, type CityMap, type CityMapSource } from '#games/streets-of-stalingrad/data/city-map';
import { compileCityMap } from '../../../scenarios/streets-of-stalingrad/compile/city-map';
import { losMap } from './los-fixture';

export const CITY_MAP_YAML = fileURLToPath(new URL('../../../scenarios/streets-of-stalingrad/map/city.yaml', import.meta.url));

export const rawCityMap = (): Record<string, unknown> => parse(readFileSync(CITY_MAP_YAML, 'utf8')) as Record<string, unknown>;

export const citySource = (): CityMapSource => CityMapSourceSchema.parse(rawCityMap());

/** The compiled city map; throws with every problem when the file does not compile. */
export function cityMap(): CityMap {
  const r = compileCityMap(citySource(), losMap());
  if (!r.ok) throw new Error(r.problems.map((p) => `${p.code} at ${p.path}: ${p.message}`).join('\n'));
  return r.map;
}
