import type { HexId } from '#kernel/ids';
import type { GameMap } from '#kernel/map/game-map';

/**
 * What a Kharkov Battles supply line asks of the printed map (KB 8.11, 9.31): which sides
 * it may cross, where it may never go, and where the roads run. Read from MapData by
 * `geographyOf` with the feature names the map declares; a map written with other names
 * passes its own.
 */
export interface SupplyGeography {
  readonly map: GameMap;
  /** KB 8.11: no trace through prohibited hexes (and none out of the play area, KB 20.3). */
  closedHex(h: HexId): boolean;
  /**
   * How a line crosses the side between adjacent hexes, before any Pontoon (KB 8.11):
   * `open`; `major` = an unbridged Major River (only as the first hexside crossed);
   * `dnepr` = an unbridged Dnepr (only by a Pontoon); `never` = impassable.
   */
  crossing(a: HexId, b: HexId): Crossing;
  /** KB 9.31: a road runs across the side, so a road trace may step from a to b. */
  roadAlong(a: HexId, b: HexId, side: 'axis' | 'soviet'): boolean;
}

export type Crossing = 'open' | 'major' | 'dnepr' | 'never';

/** The feature names a map uses for what supply reads (hexside features, hex terrains). */
export interface SupplyFeatureNames {
  majorRiver: readonly string[];
  dnepr: readonly string[];
  impassable: readonly string[];
  /** The marks of a road or railroad bridge across a river side (KB 8.11). */
  bridge: readonly string[];
  /** Roads a road trace follows (KB 9.31). */
  road: readonly string[];
  /** KB 20.2: grey Supply Roads, which only the Soviet player may trace along. */
  sovietOnlyRoad: readonly string[];
  /** Hex terrains a line never enters. */
  prohibitedTerrain: readonly string[];
}

/**
 * The names the KB and KH maps print their hexsides with (data/map.ts KB_HEXSIDE_FEATURES):
 * the map marks a bridge wherever a road, Supply Road or railroad crosses a river
 * ("road-bridge", "rail-bridge"), so a bridge is read from those marks (KB 8.11).
 */
export const KB_SUPPLY_FEATURES: SupplyFeatureNames = {
  majorRiver: ['major-river'],
  dnepr: ['dnepr-river'],
  impassable: ['impassable'],
  bridge: ['road-bridge', 'rail-bridge'],
  road: ['road'],
  sovietOnlyRoad: ['supply-road'],
  prohibitedTerrain: ['prohibited'],
};

export interface GeographyOptions {
  names?: SupplyFeatureNames;
  /** KB 20.3: hexes of the map that are out of play in this scenario. */
  inPlay?: (h: HexId) => boolean;
}

const has = (features: readonly string[], names: readonly string[]): boolean => names.some((n) => features.includes(n));

export function geographyOf(map: GameMap, opts: GeographyOptions = {}): SupplyGeography {
  const names = opts.names ?? KB_SUPPLY_FEATURES;
  const inPlay = opts.inPlay ?? (() => true);
  return {
    map,
    closedHex: (h) => !inPlay(h) || names.prohibitedTerrain.includes(map.hex(h)?.terrain ?? ''),
    crossing(a, b) {
      const f = map.hexsideFeatures(a, b);
      if (has(f, names.impassable)) return 'never';
      const bridged = has(f, names.bridge);
      if (has(f, names.dnepr)) return bridged ? 'open' : 'dnepr';
      if (has(f, names.majorRiver)) return bridged ? 'open' : 'major';
      return 'open';
    },
    roadAlong(a, b, side) {
      const f = map.hexsideFeatures(a, b);
      return has(f, names.road) || (side === 'soviet' && has(f, names.sovietOnlyRoad));
    },
  };
}
