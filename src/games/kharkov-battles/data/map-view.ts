import type { HexId } from '#kernel/ids';
import { createMap, type GameMap } from '#kernel/map/game-map';
import { rowOf, type KbScenarioId, type KbSide } from './ids';
import type { EntryArea, KbMap, PlayArea } from './map';

/** A river hexside's kind (TEC): Minor (12.32), Major (12.31, 7.31), Dnepr (7.15, 12.36). */
export type RiverKind = 'minor' | 'major' | 'dnepr';

/**
 * One compiled map as the rules read it: the kernel map, plus the questions the rules
 * ask of the printed map (what is in play, who owned a hex at the start, the supply
 * sources, what a hexside carries). Pontoon bridges (18.2) and Rubble (5.4) are game
 * state, not map data: the rules add them on top of these answers.
 */
export interface KbMapView {
  readonly data: KbMap;
  readonly map: GameMap;
  /** The scenario's play area; the whole map unless the scenario limits it (20.3). */
  playArea(s: KbScenarioId): PlayArea;
  /** 20.3: the hex is on the map and in the scenario's rows. */
  inPlay(s: KbScenarioId, h: HexId): boolean;
  /** 2.3: who owns the hex at the start of the scenario. */
  startOwner(s: KbScenarioId, h: HexId): KbSide;
  /** 8.2: the side's supply sources in the scenario. */
  isSupplySource(s: KbScenarioId, side: KbSide, h: HexId): boolean;
  /** The river on the hexside between two adjacent hexes, if any. */
  river(a: HexId, b: HexId): RiverKind | null;
  /** A road or railroad bridge on the hexside (10.43, 8.11, 12.83, 12.84). */
  bridged(a: HexId, b: HexId): boolean;
  /** A white road crosses the hexside (10.22, 9.31); KH's grey Supply Roads are not white roads (20.2). */
  road(a: HexId, b: HexId): boolean;
  /** A grey Supply Road crosses the hexside (KH, 20.2). */
  supplyRoad(a: HexId, b: HexId): boolean;
  /** The hex has a city (7.14, 12.45, 12.5) or a town (12.34). */
  place(h: HexId): 'city' | 'town' | null;
  entryArea(id: string): EntryArea | undefined;
}

export function createMapView(data: KbMap): KbMapView {
  const map = createMap(data.map);
  const areas = new Map(data.playAreas.map((p) => [p.scenario, p]));
  const soviet = new Map(data.startLines.map((l) => [l.scenario, new Set<string>(l.soviet)]));
  const sources = new Map(data.playAreas.map((p) => [p.scenario, { axis: new Set<string>(p.supply.axis), soviet: new Set<string>(p.supply.soviet) }]));
  const playArea = (s: KbScenarioId): PlayArea => {
    const p = areas.get(s);
    if (!p) throw new Error(`the ${data.id} map has no play area for scenario "${s}"`);
    return p;
  };
  const has = (a: HexId, b: HexId, f: string): boolean => map.hexsideFeatures(a, b).includes(f);
  return {
    data,
    map,
    playArea,
    inPlay(s, h) {
      const [lo, hi] = playArea(s).rows;
      const row = rowOf(h);
      return map.has(h) && row >= lo && row <= hi;
    },
    startOwner(s, h) {
      const line = soviet.get(s);
      if (!line) throw new Error(`the ${data.id} map has no start line for scenario "${s}"`);
      return line.has(h) ? 'soviet' : 'axis';
    },
    isSupplySource(s, side, h) {
      playArea(s);
      return sources.get(s)![side].has(h);
    },
    river(a, b) {
      const f = map.hexsideFeatures(a, b);
      return f.includes('dnepr-river') ? 'dnepr' : f.includes('major-river') ? 'major' : f.includes('minor-river') ? 'minor' : null;
    },
    bridged: (a, b) => has(a, b, 'road-bridge') || has(a, b, 'rail-bridge'),
    road: (a, b) => has(a, b, 'road'),
    supplyRoad: (a, b) => has(a, b, 'supply-road'),
    place: (h) => (map.hasFeature(h, 'city') ? 'city' : map.hasFeature(h, 'town') ? 'town' : null),
    entryArea: (id) => data.entryAreas.find((a) => a.id === id),
  };
}
