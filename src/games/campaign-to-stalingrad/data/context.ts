import { createGrid, type Grid } from '#kernel/hex/grid';
import type { HexId } from '#kernel/ids';
import { createMap, type GameMap } from '#kernel/map/game-map';
import type { AirTables, AirUnitSpec, Bundle, CtsSide, Scenario, Tables, UnitSpec } from './schema';
import type { CaucasusDisplay } from './caucasus-display';
import { readingsOf, type CtsReadings } from './readings';
import { ENGINE_BEFORE_FERRIES } from './engine-bundle';

/**
 * Everything that does not change during a game: the map, the counters, the charts and
 * the scenarios. Built once per bundle; never part of the state.
 */
export interface CtsContext {
  readonly map: GameMap;
  /** The grid one hex wider than the map on every side, for bonds with a map edge (6.9). */
  readonly wideGrid: Grid;
  readonly units: ReadonlyMap<string, UnitSpec>;
  /** 23.1: air unit counters. */
  readonly airUnits: ReadonlyMap<string, AirUnitSpec>;
  /** 23.9, 23.15, 23.16: the air game's tables (null in a bundle without them: nothing flies). */
  readonly airTables: AirTables | null;
  /** 34.0 (Section III): the Caucasus Campaign Display (null in a bundle without it). */
  readonly caucasusDisplay: CaucasusDisplay | null;
  readonly tables: Tables;
  /** Friendly map edge hexes (8.0). */
  readonly edges: Readonly<Record<CtsSide, ReadonlySet<HexId>>>;
  /** 33.3: the edge hexes of each Off Map Box by side (none for a box without a map edge, or in a bundle without boxes). */
  readonly boxEdges: ReadonlyMap<string, ReadonlySet<HexId>>;
  readonly scenarios: ReadonlyMap<string, Scenario>;
  /** The readings of the rules that differ between engines (readings.ts). */
  readonly readings: CtsReadings;
}

/** The context of a bundle for a game of `engineVersion` (engines.ts); by default cts-2, as createCampaignToStalingrad. */
export function createContext(bundle: Bundle, engineVersion: string = ENGINE_BEFORE_FERRIES): CtsContext {
  const map = createMap(bundle.map);
  const g = bundle.map.grid;
  const wideGrid = createGrid({ ...g, firstRange: [g.firstRange[0] - 1, g.firstRange[1] + 1], secondRange: [g.secondRange[0] - 1, g.secondRange[1] + 1] });
  return {
    map,
    wideGrid,
    units: new Map(bundle.units.map((u) => [u.id, u])),
    airUnits: new Map((bundle.airUnits ?? []).map((u) => [u.id, u])),
    airTables: bundle.airTables ?? null,
    caucasusDisplay: bundle.caucasusDisplay ?? null,
    tables: bundle.tables,
    edges: { axis: new Set(bundle.edges.axis as HexId[]), soviet: new Set(bundle.edges.soviet as HexId[]) },
    boxEdges: new Map((bundle.offMapBoxes ?? []).map((b) => [boxEdgeKey(b.box, b.side), new Set(b.hexes as HexId[])])),
    scenarios: new Map(bundle.scenarios.map((s) => [s.id, s])),
    readings: readingsOf(engineVersion),
  };
}

/** The key of `boxEdges`: a box and the side whose units use its edge hexes. */
export const boxEdgeKey = (box: string, side: CtsSide): string => `${box}:${side}`;
