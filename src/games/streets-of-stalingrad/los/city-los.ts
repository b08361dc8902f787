import type { HexId } from '#kernel/ids';
import type { DrawnFeature, FeatureKind } from '#kernel/los/features';
import { judgeLos, type LosPurpose, type LosVerdict } from '#kernel/los/judge';
import { createLosTerrain, pairKey, type LosTerrain, type LosTerrainData } from '#kernel/los/model';
import { inchesToHexUnits, RULEBOOK_TOLERANCE_INCHES } from '#kernel/los/tolerance';
import type { CityMap } from '../data/city-map';
import type { Tec } from '../data/tec';

/**
 * The printed width of a hex across the flats, in inches, as the LOS examples map measures
 * it (scenarios/streets-of-stalingrad/map/los-examples.yaml `hexWidthInches`): turns 9.34's
 * 1/16 inch into drawing units.
 */
export const CITY_HEX_WIDTH_INCHES = 0.9;

/** The hexside features the kernel's line of sight reads (the Volga's solid blue side is no LOS feature). */
const LOS_HEXSIDE_KINDS: ReadonlySet<string> = new Set<FeatureKind>(['tartar-wall', 'balka', 'railroad-cut', 'embankment', 'cliff']);

/**
 * The kernel's line-of-sight terrain (kernel/los/model.ts) of the compiled city map: each
 * terrain the TEC says `blocksLos: always` (city, industrial/fortified, suburb, forest,
 * strong point; 9.33 #1-#5) is a whole-hex area in its hex; hill tops and slopes come from
 * the map's relief (9.33 #8, 9.38); the features drawn along hexsides (the Tartar Wall,
 * 9.33 #7; balkas, cuts and embankments, which never block). A cliff or Wall that the TEC
 * says blocks only "across" the feature (9.33 #6, #7) blocks where the map draws it along a
 * hexside; a hex that only holds it as terrain draws no line, so it does not block.
 */
export function cityLosTerrainData(map: CityMap, tec: Tec): LosTerrainData {
  const hexes: Record<string, { features?: readonly DrawnFeature[]; relief?: 'hill-top' | 'slope-top' | 'slope' }> = {};
  for (const h of map.hexes) {
    const features: DrawnFeature[] = h.terrain.filter((t) => tec.terrain[t]?.blocksLos === 'always').map((t) => ({ kind: t as FeatureKind, shape: 'area' }));
    if (features.length === 0 && !h.relief) continue;
    hexes[h.id] = { ...(features.length ? { features } : {}), ...(h.relief ? { relief: h.relief } : {}) };
  }
  const hexsides: Record<string, FeatureKind[]> = {};
  for (const [key, side] of Object.entries(map.hexsides)) {
    const kinds = side.features.filter((f) => LOS_HEXSIDE_KINDS.has(f)) as FeatureKind[];
    if (kinds.length) hexsides[key] = kinds;
  }
  return { grid: map.grid.spec, tolerance: inchesToHexUnits(RULEBOOK_TOLERANCE_INCHES, CITY_HEX_WIDTH_INCHES), hexes, hexsides };
}

/** Line of sight on the city map, each pair judged once. */
export interface CityLos {
  readonly terrain: LosTerrain;
  /** SoS 9.3: the verdict from one hex to another, memoised by the pair (the judge is symmetric, 9.31 play note). */
  judge(from: HexId, to: HexId, purpose?: LosPurpose): LosVerdict;
  /** SoS 9.3: the two hexes see each other for direct fire. */
  sees(from: HexId, to: HexId): boolean;
}

/** The city map's line of sight (kernel/los/judge.ts over cityLosTerrainData), memoised per pair and purpose. */
export function createCityLos(map: CityMap, tec: Tec): CityLos {
  // SoS 9.32: only terrain blocks LOS: the judge reads the map and the TEC, never the units
  const terrain = createLosTerrain(cityLosTerrainData(map, tec));
  const memo = new Map<string, LosVerdict>();
  const judge = (from: HexId, to: HexId, purpose: LosPurpose = 'fire'): LosVerdict => {
    const key = `${purpose}|${pairKey(from, to)}`;
    let v = memo.get(key);
    if (!v) {
      v = judgeLos(terrain, from, to, purpose);
      memo.set(key, v);
    }
    return v;
  };
  return { terrain, judge, sees: (from, to) => judge(from, to).clear };
}
