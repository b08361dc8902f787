import type { HexId } from '#kernel/ids';
import { cached } from '#kernel/memo/cached';
import type { AllowanceRules } from '#kernel/supply/allowance-trace';
import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import { friendlyEdge } from './friendly-edge';
import { enemyOf, type Occupancy, type Placed } from './occupancy';
import { isNonCombat } from './unit-kind';
import { isRailHex } from './railroads/rail-links';
import { gatesOfBonds, lineThroughCity } from './city/access-hexsides';

/**
 * CtS 9.1 Line of Communication: a path of any length that enters no enemy-occupied
 * hex (digest A22), crosses no impassable hexside, and enters or crosses no enemy ZOC
 * bond. For isolation (9.2) it also enters no enemy-controlled rail hex.
 */
export function locRules(ctx: CtsContext, state: CtsState, occ: Occupancy, side: CtsSide, enemyBonds: BondMap, forIsolation: boolean): AllowanceRules {
  const enemy = enemyOf(side);
  const isRail = (h: HexId): boolean => (ctx.map.has(h) ? isRailHex(ctx, h) : ctx.map.neighbours(h).some((n) => ctx.map.hexside(h, n).some((f) => f.startsWith('rail-'))));
  const combat = (p: Placed): boolean => !isNonCombat(p.spec);
  const gates = gatesOfBonds(enemyBonds); // 24.6 (4)
  return {
    neighbours: (h) => ctx.map.adjacent(h),
    step: (from, to) => {
      // CtS 24.6 (4): into, out of and through a Major City Battle hex only across Access Hexsides, its enemy units then no bar
      const city = lineThroughCity(gates, side, from, to);
      if (city === 'closed') return null;
      if (city !== 'open' && occ.some(to, enemy, combat)) return null;
      if (ctx.map.hexsideFeatures(from, to).includes('impassable')) return null;
      if (enemyBonds.blocks(from, to)) return null;
      if (forIsolation && city !== 'open' && state.control[to] === enemy && isRail(to)) return null; // 9.2, but for a city hex entered across the side's Access Hexside (24.6 (4))
      return [];
    },
    limits: [],
  };
}

/** CtS 9.2: a unit in `hex` is Isolated when no LOC reaches a friendly map edge hex. */
export function isIsolated(ctx: CtsContext, state: CtsState, occ: Occupancy, side: CtsSide, hex: HexId, enemyBonds: BondMap): boolean {
  // asked of many hexes and again of the same ones in one position: kept per position (state, Occupancy, enemy bonds)
  const here = cached(cached(cached(cached(cached(isolation, ctx, () => new WeakMap()), state, () => new WeakMap()), occ, () => new WeakMap()), enemyBonds, () => new Map()), side, () => ({
    rules: locRules(ctx, state, occ, side, enemyBonds, true),
    known: new Map<HexId, boolean>(),
  }));
  return cached(here.known, hex, () => isolatedNow(ctx, state, side, hex, here));
}

/** One position's isolation search, for one side: its LOC rules and the answers found so far (true: Isolated). */
interface IsolationSearch {
  rules: AllowanceRules;
  known: Map<HexId, boolean>;
}

const isolation = new WeakMap<CtsContext, WeakMap<CtsState, WeakMap<Occupancy, WeakMap<BondMap, Map<CtsSide, IsolationSearch>>>>>();

/**
 * CtS 9.2, as reachesAny with the isolation LOC of 9.1, one search per region rather than
 * per hex: `known` holds the answers already found in this position (true: Isolated). A LOC
 * from a hex runs on from every hex it enters, so every hex the search enters from an
 * Isolated hex is Isolated too, and every hex on the way from the start to an edge (or to a
 * hex known to reach one) is not; a hex known Isolated has no LOC through it, and is not
 * entered. Each step is judged only when the search takes it, the step toward the nearest
 * edge hex first (the order changes nothing but how soon a LOC is found): a unit with a
 * LOC costs about one judged step a hex of its way to the edge.
 */
function isolatedNow(ctx: CtsContext, state: CtsState, side: CtsSide, hex: HexId, { rules, known }: IsolationSearch): boolean {
  const edge = friendlyEdge(ctx, state, side);
  if (edge.has(hex)) return false;
  const nearestLast = neighboursNearestLast(ctx, edge);
  /** Every hex entered, with the hex it was entered from (the start: itself). */
  const cameFrom = new Map<HexId, HexId>([[hex, hex]]);
  /** The steps still to try, as (froms[i], tos[i]); the last is tried next. */
  const froms: HexId[] = [];
  const tos: HexId[] = [];
  const offer = (from: HexId): void => {
    for (const to of nearestLast(from)) {
      froms.push(from);
      tos.push(to);
    }
  };
  offer(hex);
  while (tos.length > 0) {
    const to = tos.pop()!;
    const from = froms.pop()!;
    if (cameFrom.has(to)) continue;
    const isolated = known.get(to);
    if (isolated === true || rules.step(from, to) === null) continue;
    if (isolated === false || edge.has(to)) {
      known.set(to, false);
      for (let h = from; ; h = cameFrom.get(h)!) {
        known.set(h, false);
        if (h === hex) break;
      }
      return false;
    }
    cameFrom.set(to, from);
    offer(to);
  }
  for (const h of cameFrom.keys()) known.set(h, true);
  return true;
}

const nearestLasts = new WeakMap<CtsContext, WeakMap<ReadonlySet<HexId>, Map<HexId, readonly HexId[]>>>();

/** A hex's neighbours, the nearest to `edge` (towardEdge) last: one list per hex and edge position. */
function neighboursNearestLast(ctx: CtsContext, edge: ReadonlySet<HexId>): (h: HexId) => readonly HexId[] {
  const byHex = cached(cached(nearestLasts, ctx, () => new WeakMap()), edge, () => new Map());
  const toward = towardEdge(ctx, edge);
  const far = (h: HexId): number => toward.get(h) ?? Number.MAX_SAFE_INTEGER;
  return (h) => cached(byHex, h, () => [...ctx.map.adjacent(h)].sort((a, b) => far(b) - far(a)));
}

/** CtS 8.0, 35.8: whether a LOC (not the isolation kind) joins a hex to a friendly map edge. */
export function hasLocToEdge(ctx: CtsContext, state: CtsState, occ: Occupancy, side: CtsSide, hex: HexId, enemyBonds: BondMap): boolean {
  return reachesAny(locRules(ctx, state, occ, side, enemyBonds, false), hex, friendlyEdge(ctx, state, side), towardEdge(ctx, friendlyEdge(ctx, state, side)));
}

/** CtS 9.1, 8.2: whether a LOC joins a hex to any of `targets` (the west map edge for 8.2). */
export function hasLocTo(ctx: CtsContext, state: CtsState, occ: Occupancy, side: CtsSide, hex: HexId, enemyBonds: BondMap, targets: ReadonlySet<HexId>): boolean {
  return reachesAny(locRules(ctx, state, occ, side, enemyBonds, false), hex, targets);
}

/**
 * CtS 9.1: a LOC has any length and no allowances, so whether one reaches `targets` is
 * plain reachability; the search stops at the first target hex it enters. With `toward`
 * (each hex's distance over the map to the nearest target), the hexes nearest the targets
 * are searched first: the answer is the same whatever the order, and a LOC that exists is
 * found without wandering over the map.
 */
function reachesAny(rules: AllowanceRules, start: HexId, targets: ReadonlySet<HexId>, toward?: ReadonlyMap<HexId, number>): boolean {
  if (targets.has(start)) return true;
  const seen = new Set<HexId>([start]);
  const stack: HexId[] = [start];
  const far = (h: HexId): number => toward?.get(h) ?? Infinity;
  while (stack.length > 0) {
    const from = stack.pop()!;
    const at = stack.length;
    for (const to of rules.neighbours(from)) {
      if (seen.has(to) || rules.step(from, to) === null) continue;
      if (targets.has(to)) return true;
      seen.add(to);
      stack.push(to);
    }
    // the nearest last, to be searched next
    if (toward && stack.length - at > 1) {
      const added = stack.splice(at).sort((a, b) => far(b) - far(a));
      stack.push(...added);
    }
  }
  return false;
}

const towardEdges = new WeakMap<CtsContext, WeakMap<ReadonlySet<HexId>, ReadonlyMap<HexId, number>>>();

/** Every map hex's distance, in steps between neighbouring map hexes, to the nearest hex of `edge` (a friendly edge set, one object per edge position). */
function towardEdge(ctx: CtsContext, edge: ReadonlySet<HexId>): ReadonlyMap<HexId, number> {
  return cached(cached(towardEdges, ctx, () => new WeakMap()), edge, () => {
    const out = new Map<HexId, number>();
    const queue: HexId[] = [];
    for (const h of edge) {
      out.set(h, 0);
      queue.push(h);
    }
    for (let i = 0; i < queue.length; i++) {
      const h = queue[i]!;
      const d = out.get(h)! + 1;
      for (const n of ctx.map.adjacent(h)) {
        if (out.has(n)) continue;
        out.set(n, d);
        queue.push(n);
      }
    }
    return out;
  });
}
