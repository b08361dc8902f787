import type { HexId } from '#kernel/ids';
import type { StepVerdict } from '#kernel/movement/path';
import { cached } from '#kernel/memo/cached';
import { hexIndex } from '#kernel/map/hex-index';
import type { DosContext } from '../data/context';
import type { WeatherState } from '../data/schema';
import type { MoveClass } from '../state/units';
import { GERMAN, type DosSide } from '../state/sides';
import { isManychHexside } from './manych-flood';
import type { TerrainConditions } from './terrain-conditions';

/** Terrains no ground unit enters (DoS 9.19): only Soviet sea movement, not modelled here. */
const WATER = new Set(['lake', 'reservoir', 'sea']);

const prohibited = (code: string, message: string, rule: string): StepVerdict => ({
  prohibited: true,
  code,
  message,
  rule,
});

/**
 * What a unit of one movement class and side pays to enter `to` from the adjacent `from`
 * (normal weather unless `conditions` say otherwise: the weather's costs replace the
 * chart's and its per-hex extra is added, 10.0 reconstructed; the flooded Manych is
 * impassable, 9.32): the hex's natural terrain plus every hexside extra (DoS 9.21), read
 * from the Terrain Effects Chart in the data (9.9-9.16, 12.6). Man-made features cost
 * nothing (9.20). Prohibitions: water hexes and hexsides (9.19), mech units into
 * mountains (9.13), blocked mountain hexsides (9.13), the German side across the Volga
 * (9.16); the Soviet crosses the Volga for +0 (9.16).
 */
export function enterCost(ctx: DosContext, cls: MoveClass, side: DosSide, from: HexId, to: HexId, conditions: TerrainConditions = {}): StepVerdict {
  const terrain = ctx.map.hex(to)?.terrain;
  if (terrain === undefined) return prohibited('off-map', `${to} is not on the map`, 'DoS 9.22');
  if (WATER.has(terrain)) return prohibited('water', `${to} is ${terrain}: no ground movement`, 'DoS 9.19');
  const row = conditions.weather?.cost?.[terrain] ?? ctx.tables.terrain.cost[terrain];
  if (!row) return prohibited('unknown-terrain', `no movement cost for terrain "${terrain}" in ${to}`, 'DoS 12.6');
  const base = row[cls];
  if (base === null) {
    return cls === 'mech' && terrain === 'mountain'
      ? prohibited('mech-mountain', `mechanized units may not enter mountain hex ${to}`, 'DoS 9.13')
      : prohibited('prohibited-terrain', `${to} (${terrain}) may not be entered by this unit`, 'DoS 9.9');
  }
  let total = base + (conditions.weather?.extra?.[cls] ?? 0);
  const sideFeatures = ctx.map.hexside(from, to);
  if (conditions.manychFlooded && isManychHexside(sideFeatures)) {
    return prohibited('manych-flooded', `the Manych is flooded this game turn: no crossing ${from}/${to}`, 'DoS 9.32');
  }
  for (const f of sideFeatures) {
    const extra = hexsideExtra(ctx, f, cls, side, from, to, conditions);
    if (typeof extra !== 'number') return extra;
    total += extra;
  }
  return { cost: total };
}

/** Verdicts by the hex left, then the hex entered. */
type EdgeCosts = Map<HexId, Map<HexId, StepVerdict>>;
const edgeCaches = new WeakMap<DosContext, Map<WeatherState | null, Map<string, EdgeCosts>>>();

/**
 * enterCost for one movement class, side and set of conditions, each answer remembered
 * per context: it reads only the map, the chart and the conditions, which do not change
 * during a game (the weather state is the chart's own object). The verdicts are shared:
 * read only.
 */
export function enterCostFor(ctx: DosContext, cls: MoveClass, side: DosSide, conditions: TerrainConditions): (from: HexId, to: HexId) => StepVerdict {
  const byWeather = cached(edgeCaches, ctx, () => new Map<WeatherState | null, Map<string, EdgeCosts>>());
  const weather = conditions.weather ?? null;
  const perWeather = cached(byWeather, weather, () => new Map<string, EdgeCosts>());
  const edges = cached(perWeather, `${cls}|${side}|${conditions.manychFlooded === true}`, (): EdgeCosts => new Map());
  return (from, to) => {
    let out = edges.get(from);
    if (out === undefined) edges.set(from, (out = new Map()));
    let v = out.get(to);
    if (v === undefined) out.set(to, (v = enterCost(ctx, cls, side, from, to, conditions)));
    return v;
  };
}

/** Step costs by `hex number * 6 + the neighbour's place` (hexIndex): `asked` marks the steps judged so far, `cost` their cost or PROHIBITED. */
interface StepCodes {
  asked: Uint8Array;
  cost: Float64Array;
}
const codeCaches = new WeakMap<DosContext, Map<WeatherState | null, Map<string, StepCodes>>>();

/** What a prohibited step costs in enterCostAt (as the kernel's reachable reads it). */
export const PROHIBITED = -1;

/**
 * enterCostFor asked by hex number: `at(k, nth)` is the cost of the step from the map's hex
 * number k (hexIndex) to its nth neighbour, or PROHIBITED; the same verdicts as enterCostFor's
 * (read from it, each step once per context, class, side and conditions).
 */
export function enterCostAt(ctx: DosContext, cls: MoveClass, side: DosSide, conditions: TerrainConditions): (k: number, nth: number) => number {
  const byWeather = cached(codeCaches, ctx, () => new Map<WeatherState | null, Map<string, StepCodes>>());
  const perWeather = cached(byWeather, conditions.weather ?? null, () => new Map<string, StepCodes>());
  const { ids, neighbours } = hexIndex(ctx.map);
  const codes = cached(perWeather, `${cls}|${side}|${conditions.manychFlooded === true}`, (): StepCodes => ({
    asked: new Uint8Array(ids.length * 6),
    cost: new Float64Array(ids.length * 6),
  }));
  const terrain = enterCostFor(ctx, cls, side, conditions);
  return (k, nth) => {
    const e = k * 6 + nth;
    if (codes.asked[e] === 1) return codes.cost[e]!;
    const v = terrain(ids[k]!, ids[neighbours[k]![nth]!]!);
    const c = 'cost' in v ? v.cost : PROHIBITED;
    codes.cost[e] = c;
    codes.asked[e] = 1;
    return c;
  };
}

function hexsideExtra(
  ctx: DosContext,
  feature: string,
  cls: MoveClass,
  side: DosSide,
  from: HexId,
  to: HexId,
  conditions: TerrainConditions = {},
): number | StepVerdict {
  const side_ = `${from}/${to}`;
  if (feature === 'blocked') return prohibited('blocked-hexside', `no unit may cross the blocked mountain hexside ${side_}`, 'DoS 9.13');
  if (feature === 'lake' || feature === 'sea') {
    return prohibited('water-hexside', `no ground movement across the ${feature} hexside ${side_}`, 'DoS 9.19');
  }
  if (feature === 'volga') {
    return side === GERMAN
      ? prohibited('volga', `German-side units may never cross the Volga (${side_})`, 'DoS 9.16')
      : 0;
  }
  const row = conditions.weather?.hexsideCost?.[feature] ?? ctx.tables.terrain.hexsideCost[feature];
  if (!row) return 0; // a feature the chart does not price, e.g. the O-Ring (9.20)
  const extra = cls === 'mech' ? row.mech : row.nonMech;
  if (extra === null) return prohibited('prohibited-hexside', `this unit may not cross the ${feature} hexside ${side_}`, 'DoS 9.9');
  return extra;
}

/** True when the hexside carries any non-Volga river (DoS 9.16, 11.19). */
export const isRiverHexside = (features: string[]): boolean => features.includes('river') || features.includes('manych');
