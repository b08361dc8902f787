import { cached } from '#kernel/memo/cached';
import type { HexId } from '#kernel/ids';
import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { interdictionFor, railStopIndex } from '../air/interdiction';
import { enemyOf, type Occupancy } from '../occupancy';
import { railHexes, railNeighbours } from '../railroads/rail-links';
import { checkStacking } from '../stacking';
import { isNonCombat } from '../unit-kind';
import { nkvdCityProblem } from './nkvd-city';
import { railLoad, usable } from './rail';

const openCache = new WeakMap<CtsState, Map<string, ReadonlySet<HexId>>>();

/**
 * CtS 15.1-15.4: where a unit may go by rail this phase, with the rail hexes it passes
 * (the shortest line to each): the same tests as a `rail` order (rail.ts), searched once
 * over the rail net; units that start from one hex are given the same (frozen) line
 * arrays. Empty when the unit may not start a rail move (not on a usable rail
 * hex away from the enemy, frozen, or the side's capacity is used up).
 */
export function railDestinations(ctx: CtsContext, state: CtsState, occ: Occupancy, enemyBonds: BondMap, unit: string): { hex: HexId; path: HexId[] }[] {
  const spec = ctx.units.get(unit);
  const u = state.units[unit];
  if (!spec || !u || u.where !== 'map' || u.hex === null) return [];
  return railDestinationsFrom(ctx, state, occ, enemyBonds, unit, u.hex);
}

/**
 * CtS 15.1-15.4: where a unit may go by rail from `start` this phase (its own hex, or for a
 * unit in an Off Map Box the rail hex it comes on by, 15.2 (1)), as railDestinations.
 */
export function railDestinationsFrom(ctx: CtsContext, state: CtsState, occ: Occupancy, enemyBonds: BondMap, unit: string, start: HexId): { hex: HexId; path: HexId[] }[] {
  const spec = ctx.units.get(unit);
  const u = state.units[unit];
  if (!spec || !u || u.frozen || isNonCombat(spec)) return [];
  const side = spec.side;
  const enemy = enemyOf(side);
  const cap = ctx.tables.rail[side]!;
  const use = state.railUse[side];
  const load = railLoad(ctx, unit);
  if (use.divisions + load.divisions > cap.divisions) return [];
  if (load.motorized && use.motorized + load.divisions > cap.motorized) return [];
  const bySide = cached(openCache, state, () => new Map<string, ReadonlySet<HexId>>());
  // the rail hexes a rail move may use this phase: friendly, repaired, not next to an enemy unit (15.1, 15.2)
  const open = cached(bySide, side, () => {
    const enemyNear = (h: HexId): boolean => occ.enemyIn(h, side) || ctx.map.adjacent(h).some((n) => occ.some(n, enemy, (p) => !isNonCombat(p.spec)));
    return new Set(railHexes(ctx).filter((h) => usable(ctx, state, side, h) && !enemyNear(h)));
  });
  if (!open.has(start)) return [];
  // the search depends on the start, the load (15.4 secondary lines) and the position, not on the unit: units alike share it
  const byStart = cached(cached(cached(lines, state, () => new WeakMap()), occ, () => new WeakMap()), enemyBonds, () => new Map<string, RailLine[]>());
  const reached = cached(byStart, `${side}|${start}|${load.divisions}`, () => {
    // breadth first over the rail net: each hex reached keeps its place in the queue, the place of the hex it was
    // reached from and its depth; its line (the line to that hex, one hex longer) is written out once, at its length
    const placeOf = new Map<HexId, number>([[start, 0]]);
    const queue: HexId[] = [start];
    const from: number[] = [-1];
    const depth: number[] = [0];
    for (let q = 0; q < queue.length; q++) {
      const h = queue[q]!;
      for (const n of railNeighbours(ctx, h)) {
        if (placeOf.has(n) || !open.has(n) || enemyBonds.blocks(h, n)) continue;
        if (ctx.map.hexsideFeatures(h, n).includes('rail-secondary') && (use.secondary[n] ?? 0) + load.divisions > cap.perSecondaryHex) continue;
        placeOf.set(n, queue.length);
        queue.push(n);
        from.push(q);
        depth.push(depth[q]! + 1);
      }
    }
    const lineTo = (q: number): HexId[] => {
      const path = new Array<HexId>(depth[q]!);
      for (let i = path.length - 1, at = q; i >= 0; i--, at = from[at]!) path[i] = queue[at]!;
      return path;
    };
    const interdiction = interdictionFor(ctx, state, side);
    const found: RailLine[] = [];
    for (const h of queue.slice(1).sort()) {
      const path = lineTo(placeOf.get(h)!);
      const stop = interdiction.interdicted.size === 0 ? null : railStopIndex(interdiction, start, path); // 23.10
      if (stop !== null && path.length - 1 > stop) continue;
      found.push({ hex: h, path: Object.freeze(path) as HexId[] }); // frozen: every unit from this start is given the same line
    }
    return found;
  });
  const out: { hex: HexId; path: HexId[] }[] = [];
  const alone = checkStacking(ctx, [spec]).ok; // 5.0: a hex without other friendly units, the unit alone
  for (const { hex: h, path } of reached) {
    if (nkvdCityProblem(ctx, spec, start, path)) continue; // 4.4.2
    const others = occ.some(h, side, (p) => p.spec.id !== unit);
    if (!(others ? checkStacking(ctx, [...occ.at(h, side).map((p) => p.spec).filter((s) => s.id !== unit), spec]).ok : alone)) continue;
    out.push({ hex: h, path });
  }
  return out;
}

/** A rail hex a rail move from some start reaches, with the rail hexes it passes. */
interface RailLine {
  hex: HexId;
  path: HexId[];
}

const lines = new WeakMap<CtsState, WeakMap<Occupancy, WeakMap<BondMap, Map<string, RailLine[]>>>>();
