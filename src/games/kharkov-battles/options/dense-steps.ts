import type { HexId } from '#kernel/ids';
import type { HexIndex } from '#kernel/map/hex-index';
import type { GameMap } from '#kernel/map/game-map';
import { isProhibited } from '#kernel/movement/path';
import { rowOf } from '../data/ids';
import type { MoveClass, TecMovement, Weather } from '../data/tec-movement';
import { CITY, DNEPR_RIVER, MAJOR_RIVER, TOWN } from '../rules/movement/features';
import type { Mover } from '../rules/movement/mover';
import type { MoveQueries } from '../rules/movement/queries';
import { EZOC_EXIT, OVERRUN_EXTRA } from '../rules/movement/step';
import { terrainCost, type RoadUse } from '../rules/movement/terrain-cost';

/*
 * The movement rules' step costs (rules/movement/step.ts tacticalStep and strategicStep)
 * asked by hex number, for the kernel's dense-hex search (reachable's `stepAt`): the terrain
 * part read from a table kept per map, Terrain Effects Chart, weather, class and road rate
 * (it never changes in a game), the position's part (EZOC, enemy units, Overrun targets,
 * the hexes near the enemy, interdiction) from typed arrays built once per position. A step
 * into Rubble or across a Pontoon bridge asks terrain-cost.ts itself. What a step costs here
 * is what step.ts answers; options-dense-steps.test.ts holds the two together.
 */

/** What reachable's stepAt answers for a prohibited step. */
export const PROHIBITED = -1;
/** The most neighbours a hex has. */
const SIDES = 6;
const UNKNOWN = -2;

interface TerrainTable {
  cost: Float64Array;
}

const tables = new WeakMap<HexIndex, WeakMap<TecMovement, Map<string, TerrainTable>>>();

/** The terrain table of a map, chart, weather, class and road rate: costs by `from * 6 + nth`, filled as asked. */
function terrainTable(index: HexIndex, tec: TecMovement, key: string): TerrainTable {
  let byTec = tables.get(index);
  if (!byTec) tables.set(index, (byTec = new WeakMap()));
  let byKey = byTec.get(tec);
  if (!byKey) byTec.set(tec, (byKey = new Map()));
  let t = byKey.get(key);
  if (!t) byKey.set(key, (t = { cost: new Float64Array(index.ids.length * SIDES).fill(UNKNOWN) }));
  return t;
}

/** The position's facts by hex number, from the moving side's point of view. */
export interface DensePosition {
  index: HexIndex;
  map: GameMap;
  tec: TecMovement;
  weather: Weather;
  q: MoveQueries;
  /** 1 where the hex is in an EZOC for movement (7.24). */
  zoc: Uint8Array;
  /** 1 where enemy units stand; 2 where they are an Overrun target (11.31). */
  enemy: Uint8Array;
  /** 1 in a town or city hex (11.33). */
  townOrCity: Uint8Array;
  /** 1 where a step may need terrain-cost.ts itself: Rubble entered (5.43). */
  rubble: Uint8Array;
  /** `from * 6 + nth` of the hexsides a Pontoon bridge marks (18.21). */
  pontoons: Set<number>;
  /** 1 where the hex is out of the scenario's play area (20.3, MoveQueries.inPlay). */
  outOfPlay: Uint8Array;
}

const staticFacts = new WeakMap<HexIndex, { townOrCity: Uint8Array; majorOrDnepr: Uint8Array }>();

/** The map's town and city hexes, and the Major or Dnepr River hexsides by `from * 6 + nth`. */
function mapFacts(index: HexIndex, map: GameMap) {
  let f = staticFacts.get(index);
  if (f) return f;
  const n = index.ids.length;
  const townOrCity = new Uint8Array(n);
  const majorOrDnepr = new Uint8Array(n * SIDES);
  for (let i = 0; i < n; i++) {
    const h = index.ids[i]!;
    if (map.hasFeature(h, CITY) || map.hasFeature(h, TOWN)) townOrCity[i] = 1;
    index.neighbours[i]!.forEach((j, nth) => {
      const side = map.hexsideFeatures(h, index.ids[j]!);
      if (side.includes(MAJOR_RIVER) || side.includes(DNEPR_RIVER)) majorOrDnepr[i * SIDES + nth] = 1;
    });
  }
  staticFacts.set(index, (f = { townOrCity, majorOrDnepr }));
  return f;
}

/** The position as the dense steps read it (`zoc` the EZOC field for the moving side, zoc/enemy-zoc.ts). */
export function densePosition(o: { index: HexIndex; map: GameMap; tec: TecMovement; weather: Weather; q: MoveQueries; zoc: Uint8Array; enemyHexes: Iterable<HexId>; rubble: readonly HexId[]; pontoons: readonly { hex: HexId; across: HexId }[] }): DensePosition {
  const { index, map, q } = o;
  const n = index.ids.length;
  const enemy = new Uint8Array(n);
  for (const h of o.enemyHexes) {
    const i = index.indexOf(h);
    if (i >= 0) enemy[i] = q.overrunTarget(h) ? 2 : 1;
  }
  const rubble = new Uint8Array(n);
  for (const h of o.rubble) {
    const i = index.indexOf(h);
    if (i >= 0) rubble[i] = 1;
  }
  const pontoons = new Set<number>();
  for (const p of o.pontoons) {
    const a = index.indexOf(p.hex);
    const b = index.indexOf(p.across);
    if (a < 0 || b < 0) continue;
    pontoons.add(a * SIDES + index.neighbours[a]!.indexOf(b));
    pontoons.add(b * SIDES + index.neighbours[b]!.indexOf(a));
  }
  const outOfPlay = new Uint8Array(n);
  if (q.inPlay) for (let i = 0; i < n; i++) if (!q.inPlay(index.ids[i]!)) outOfPlay[i] = 1;
  return { index, map, tec: o.tec, weather: o.weather, q, zoc: o.zoc, enemy, townOrCity: mapFacts(index, map).townOrCity, rubble, pontoons, outOfPlay };
}

/** The terrain cost of the step, by number: the table's, or terrain-cost.ts's for Rubble and Pontoons. */
function terrainAt(p: DensePosition, cls: MoveClass, road: RoadUse): (from: number, nth: number) => number {
  const table = terrainTable(p.index, p.tec, `${p.weather}|${cls}|${road}`).cost;
  const { ids, neighbours } = p.index;
  const ask = (from: number, to: number, rubble: boolean, pontoon: boolean): number => {
    const v = terrainCost(p.map, ids[from]!, ids[to]!, { tec: p.tec, weather: p.weather, class: cls, road, rubble, pontoon });
    return isProhibited(v) ? PROHIBITED : v.cost;
  };
  return (from, nth) => {
    const k = from * SIDES + nth;
    const to = neighbours[from]![nth]!;
    const pontoon = p.pontoons.size > 0 && p.pontoons.has(k);
    if (p.rubble[to] === 1 || pontoon) return ask(from, to, p.rubble[to] === 1, pontoon);
    let c = table[k]!;
    if (c === UNKNOWN) table[k] = c = ask(from, to, false, false);
    return c;
  };
}

/**
 * KB 20.1: the step's rows by hex number, for a mover with a southernmost row (step.ts
 * southOfBound); null when it has none.
 */
function denseRows(p: DensePosition, mover: Mover): Uint8Array | null {
  if (mover.southernmostRow === undefined) return null;
  const rows = new Uint8Array(p.index.ids.length);
  p.index.ids.forEach((h, i) => (rows[i] = rowOf(h)));
  return rows;
}

/** KB 20.1: the step from `from` into `to` goes south of the mover's bound and not north (step.ts southOfBound). */
const southOf = (rows: Uint8Array | null, bound: number | undefined, from: number, to: number): boolean =>
  rows !== null && bound !== undefined && rows[to]! < bound && rows[to]! <= rows[from]!;

/** KB 10.2 with 7.22, 7.25, 10.51, 11.31-11.34, 20.1, 20.3: tacticalStep (step.ts) by hex number. */
export function denseTacticalStep(p: DensePosition, mover: Mover): (from: number, nth: number) => number {
  const terrain = terrainAt(p, mover.class, 'tactical');
  const majorOrDnepr = mapFacts(p.index, p.map).majorOrDnepr;
  const { zoc, enemy, townOrCity, pontoons, outOfPlay } = p;
  const mayOverrun = mover.multiStep && mover.supply === 'operational';
  const neighbours = p.index.neighbours;
  const rows = denseRows(p, mover);
  const bound = mover.southernmostRow;
  return (from, nth) => {
    const to = neighbours[from]![nth]!;
    if (outOfPlay[to] === 1) return PROHIBITED; // KB 20.3
    if (southOf(rows, bound, from, to)) return PROHIBITED; // KB 20.1
    let extra = 0;
    const e = enemy[to]!;
    if (e !== 0) {
      const k = from * SIDES + nth;
      if (e !== 2 || !mayOverrun || townOrCity[to] === 1 || majorOrDnepr[k] === 1 || (pontoons.size > 0 && pontoons.has(k))) return PROHIBITED;
      extra = OVERRUN_EXTRA;
    }
    const zocFrom = zoc[from] === 1;
    if (zocFrom && zoc[to] === 1) return PROHIBITED;
    const c = terrain(from, nth);
    if (c === PROHIBITED) return PROHIBITED;
    return c + (zocFrom ? EZOC_EXIT : 0) + extra;
  };
}

/** KB 10.3 with 10.32, 5.32, 20.1, 20.3: strategicStep (step.ts) by hex number; `near` 1 within two hexes of an enemy unit. */
export function denseStrategicStep(p: DensePosition, mover: Mover, near: Uint8Array, interdicted: Uint8Array): (from: number, nth: number) => number {
  const terrain = terrainAt(p, mover.class, 'strategic');
  const neighbours = p.index.neighbours;
  const soviet = mover.side === 'soviet';
  const outOfPlay = p.outOfPlay;
  const rows = denseRows(p, mover);
  const bound = mover.southernmostRow;
  return (from, nth) => {
    const to = neighbours[from]![nth]!;
    if (outOfPlay[to] === 1) return PROHIBITED; // KB 20.3
    if (southOf(rows, bound, from, to)) return PROHIBITED; // KB 20.1
    if (near[to] === 1) return PROHIBITED;
    if (soviet && interdicted[to] === 1) return PROHIBITED;
    return terrain(from, nth);
  };
}

/** The hexes of `hexes` by number, as a 0/1 array. */
export function denseSet(index: HexIndex, hexes: Iterable<HexId>): Uint8Array {
  const out = new Uint8Array(index.ids.length);
  for (const h of hexes) {
    const i = index.indexOf(h);
    if (i >= 0) out[i] = 1;
  }
  return out;
}
