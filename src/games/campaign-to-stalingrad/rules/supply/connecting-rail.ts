import type { HexId } from '#kernel/ids';
import { cached } from '#kernel/memo/cached';
import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { friendlyEdge } from '../friendly-edge';
import { hexIndex, type HexIndex } from '#kernel/map/hex-index';
import { controlChange } from '../control';
import { enemyOf, occupancy, standsChange, type Occupancy, type Placed } from '../occupancy';
import { bondsOf } from '../zones-of-control';
import { isNonCombat } from '../unit-kind';
import { partisansCut } from './partisan-garrison';
import { unrepairedFor } from '../railroads/repair-state';
import { railNeighbours } from '../railroads/rail-links';

/**
 * CtS 15.5 Connecting Rail Hexes: the rail hexes joined to a friendly map edge by rail
 * through friendly-controlled, repaired (15.6) hexes free of enemy units, entering no enemy
 * Hex Bond and crossing no enemy Hexside Bond. For the Axis, a Major City without its
 * two-step garrison (15.7) is not connecting and cuts the line beyond it.
 */
export function connectingRailHexes(ctx: CtsContext, state: CtsState, occ: Occupancy, side: CtsSide, enemyBonds: BondMap): Set<HexId> {
  // each caller gets its own copy
  return new Set(connectingRailSet(ctx, state, occ, side, enemyBonds));
}

/**
 * connectingRailHexes without the copy: the set the search found, shared by every caller in
 * the position and by later positions the search would answer alike (unchangedSince), so
 * that what is worked out from it can be kept per set. Never written.
 */
export function connectingRailSet(ctx: CtsContext, state: CtsState, occ: Occupancy, side: CtsSide, enemyBonds: BondMap): ReadonlySet<HexId> {
  // one search per position and side (state, its Occupancy and the enemy's bonds never change)
  const bySide = cached(cached(cached(cached(found, ctx, () => new WeakMap()), state, () => new WeakMap()), occ, () => new WeakMap()), enemyBonds, () => new Map<CtsSide, ReadonlySet<HexId>>());
  return cached(bySide, side, () => unchangedSince(ctx, state, occ, side, enemyBonds) ?? searched(ctx, state, occ, side, enemyBonds));
}

/** A side's last search: the position's parts it read, the hexes it judged and reached (by hex number) and the bonds it asked, the base the next position's answer is proved from. */
interface Searched {
  found: ReadonlySet<HexId>;
  /** 0 not judged, 1 open, 2 closed. */
  judged: Uint8Array;
  /** 1 for a hex the search reached. */
  seen: Uint8Array;
  bonds: BondMap;
  control: CtsState['control'];
  stands: Record<CtsSide, ReadonlyMap<HexId, readonly Placed[]>>;
  edge: ReadonlySet<HexId>;
  /** The enemy's friendly edge: his bonds reach beyond it (6.9). */
  enemyEdge: ReadonlySet<HexId>;
  unrepaired: ReadonlySet<HexId>;
}

const latest = new WeakMap<CtsContext, Map<CtsSide, Searched>>();

/** How many patches back (occupancy.ts standsChange, control.ts controlChange) a side's last search is looked for. */
const CHANGES_BACK = 16;

/**
 * The search's answer when the position differs from that of the side's last search in
 * nothing the search would read differently. A hex's verdict (15.5-15.7) reads its
 * control, the enemy combat units in it and, for the Axis, its Axis garrison: it can
 * differ only in a hex whose control or stacks changed. A step asks the enemy bonds of
 * its two hexes, which can differ only next to a hex whose stack of either side changed
 * (a bond lies between two ZOC hexes two apart, 6.3, and is cancelled by units in its
 * hexes, 6.5). So every hex judged there is judged again here, and every step the last
 * search may have asked into or out of them is asked of both bond sets; when all answer
 * as before, the search takes the same steps to the same hexes in the same order.
 * Undefined when the last search is not near enough (more than a few patches back, or a
 * record made otherwise), read other edges or unrepaired rail, or something answers
 * otherwise.
 */
function unchangedSince(ctx: CtsContext, state: CtsState, occ: Occupancy, side: CtsSide, enemyBonds: BondMap): ReadonlySet<HexId> | undefined {
  const base = latest.get(ctx)?.get(side);
  if (!base) return undefined;
  if (friendlyEdge(ctx, state, side) !== base.edge || friendlyEdge(ctx, state, enemyOf(side)) !== base.enemyEdge || unrepairedFor(ctx, state, side) !== base.unrepaired) return undefined;
  if (occ !== occupancy(ctx, state) || enemyBonds !== bondsOf(ctx, state, enemyOf(side), occ)) return undefined;
  const controlled = changedSince(state.control, base.control, controlChange);
  const axis = controlled && changedSince(occ.stands('axis'), base.stands.axis, standsChange);
  const soviet = axis && changedSince(occ.stands('soviet'), base.stands.soviet, standsChange);
  if (!controlled || !axis || !soviet) return undefined;
  const net = railNet(ctx);
  const { index } = net;
  const near = new Set<number>();
  const add = (h: HexId): boolean => {
    const i = index.indexOf(h);
    if (i < 0) return false;
    near.add(i);
    return true;
  };
  for (const h of controlled) if (!add(h)) return undefined;
  for (const stacks of [axis, soviet]) {
    for (const h of stacks) {
      if (!add(h)) return undefined;
      for (const n of ctx.map.adjacent(h)) add(n);
    }
  }
  const { judged, seen } = base;
  const open = opener(ctx, state, occ, side, net);
  const blocksAsBefore = (i: number, j: number): boolean => base.bonds.blocks(index.ids[i]!, index.ids[j]!) === enemyBonds.blocks(index.ids[i]!, index.ids[j]!);
  const edge = sortedEdge(base.edge);
  for (const i of near) {
    if (judged[i] === 0) continue;
    if ((open(i) ? 1 : 2) !== judged[i]) return undefined;
    // a friendly edge hex the search started from: 6.4, no enemy Hex Bond in it
    if (judged[i] === 1 && edge.includes(index.ids[i]!) && (base.bonds.hexBondsAt(index.ids[i]!).length === 0) !== (enemyBonds.hexBondsAt(index.ids[i]!).length === 0)) return undefined;
    // the steps out of a hex reached into an open one, and into an open one from a hex reached
    for (const j of net.rail[i]!) if (seen[i] === 1 && judged[j] === 1 && !blocksAsBefore(i, j)) return undefined;
    for (const j of net.railInto[i]!) if (seen[j] === 1 && judged[i] === 1 && !blocksAsBefore(j, i)) return undefined;
  }
  latest.get(ctx)!.set(side, { ...base, bonds: enemyBonds, control: state.control, stands: { axis: occ.stands('axis'), soviet: occ.stands('soviet') } });
  return base.found;
}

/** The hexes that may differ between `now` and `then`, following `changeOf` back a few records; undefined when `then` is not among them. */
function changedSince<T extends object>(now: T, then: T, changeOf: (x: T) => { from: T; hexes: Iterable<HexId> } | undefined): Set<HexId> | undefined {
  const hexes = new Set<HexId>();
  let at = now;
  for (let back = 0; at !== then; back++) {
    const change = back < CHANGES_BACK ? changeOf(at) : undefined;
    if (!change) return undefined;
    for (const h of change.hexes) hexes.add(h);
    at = change.from;
  }
  return hexes;
}

/** The search, kept as the side's last when it read the bonds bondsOf gives the position and only hexes on the map. */
function searched(ctx: CtsContext, state: CtsState, occ: Occupancy, side: CtsSide, enemyBonds: BondMap): ReadonlySet<HexId> {
  const { found, judged, seen, onMapOnly } = search(ctx, state, occ, side, enemyBonds);
  if (onMapOnly && occ === occupancy(ctx, state) && enemyBonds === bondsOf(ctx, state, enemyOf(side), occ)) {
    const bySide = cached(latest, ctx, () => new Map<CtsSide, Searched>());
    bySide.set(side, { found, judged, seen, bonds: enemyBonds, control: state.control, stands: { axis: occ.stands('axis'), soviet: occ.stands('soviet') }, edge: friendlyEdge(ctx, state, side), enemyEdge: friendlyEdge(ctx, state, enemyOf(side)), unrepaired: unrepairedFor(ctx, state, side) });
  }
  return found;
}

const found = new WeakMap<CtsContext, WeakMap<CtsState, WeakMap<Occupancy, WeakMap<BondMap, Map<CtsSide, ReadonlySet<HexId>>>>>>();

const sortedEdges = new WeakMap<ReadonlySet<HexId>, readonly HexId[]>();

/** A friendly edge's hexes in id order, sorted once per edge set (friendlyEdge hands out one set per edge position). */
function sortedEdge(edge: ReadonlySet<HexId>): readonly HexId[] {
  return cached(sortedEdges, edge, () => [...edge].sort());
}

/** The map's rail net by hex number (the map's HexIndex): each hex's rail neighbours in railNeighbours' order, and its Major Cities (15.7). */
interface RailNet {
  index: HexIndex;
  rail: readonly (readonly number[])[];
  /** Each hex's rail neighbours the other way: the hexes whose rail leads into it. */
  railInto: readonly (readonly number[])[];
  majorCity: Uint8Array;
}

const nets = new WeakMap<CtsContext, RailNet>();

function railNet(ctx: CtsContext): RailNet {
  return cached(nets, ctx, () => {
    const index = hexIndex(ctx.map);
    const majorCity = new Uint8Array(index.ids.length);
    index.ids.forEach((h, i) => (majorCity[i] = ctx.map.hasFeature(h, 'major-city') ? 1 : 0));
    const rail = index.ids.map((h) => railNeighbours(ctx, h).map(index.indexOf));
    const railInto: number[][] = index.ids.map(() => []);
    rail.forEach((js, i) => js.forEach((j) => j >= 0 && railInto[j]!.push(i)));
    return { index, rail, railInto, majorCity };
  });
}

/** By a side's stacks object (Occupancy.stands), the hex numbers holding a combat unit of that side: what blocks the other side's rail (15.5). */
const combatHexes = new WeakMap<ReadonlyMap<HexId, readonly Placed[]>, Uint8Array>();

function combatHexesOf(net: RailNet, stands: ReadonlyMap<HexId, readonly Placed[]>): Uint8Array {
  return cached(combatHexes, stands, () => {
    const out = new Uint8Array(net.index.ids.length);
    for (const [h, stack] of stands) {
      const i = net.index.indexOf(h);
      if (i >= 0 && stack.some((p) => !isNonCombat(p.spec))) out[i] = 1;
    }
    return out;
  });
}

/**
 * The search from the friendly edge, breadth first in the edge's id order, by hex number:
 * each hex's rail neighbours are read from the rail net and the enemy's combat hexes from a
 * table per stacks object; a hex is judged once. The hexes are found in the order a search
 * by id finds them (connecting-rail.reference.test.ts holds it to that search).
 */
function search(ctx: CtsContext, state: CtsState, occ: Occupancy, side: CtsSide, enemyBonds: BondMap): { found: Set<HexId>; judged: Uint8Array; seen: Uint8Array; onMapOnly: boolean } {
  const net = railNet(ctx);
  const { index } = net;
  const n = index.ids.length;
  const verdict = opener(ctx, state, occ, side, net);
  // a friendly edge hex off the map (none on the printed maps) takes a number after the map's
  let ids = index.ids;
  let rail = net.rail;
  const numberOf = (h: HexId): number => {
    const i = index.indexOf(h);
    if (i >= 0) return i;
    ids = [...ids, h];
    rail = [...rail, ctx.map.neighbours(h).filter((x) => ctx.map.hexside(h, x).some((f) => f.startsWith('rail-'))).map(index.indexOf)];
    return ids.length - 1;
  };
  const edge = sortedEdge(friendlyEdge(ctx, state, side)).map(numberOf);
  // 0 not judged yet, 1 open, 2 closed
  const judged = new Uint8Array(ids.length);
  const open = (i: number): boolean => {
    if (judged[i] === 0) judged[i] = verdict(i, ids[i]!) ? 1 : 2;
    return judged[i] === 1;
  };
  const seen = new Uint8Array(ids.length);
  const queue: number[] = [];
  for (const e of edge) {
    if (rail[e]!.length > 0 && open(e) && enemyBonds.hexBondsAt(ids[e]!).length === 0) {
      seen[e] = 1;
      queue.push(e);
    }
  }
  for (let next = 0; next < queue.length; next++) {
    const i = queue[next]!;
    for (const j of rail[i]!) {
      if (seen[j] === 1 || !open(j) || enemyBonds.blocks(ids[i]!, ids[j]!)) continue;
      seen[j] = 1;
      queue.push(j);
    }
  }
  return { found: new Set(queue.map((i) => ids[i]!)), judged, seen, onMapOnly: ids.length === n };
}

/**
 * CtS 15.5-15.7: whether a hex (its number, and its id) may carry a Connecting Rail line of
 * `side`: friendly-controlled, repaired, free of enemy combat units and, for the Axis, no
 * Major City short of its partisan garrison. A number past the map's is a friendly edge
 * hex off the map.
 */
function opener(ctx: CtsContext, state: CtsState, occ: Occupancy, side: CtsSide, net: RailNet): (i: number, h?: HexId) => boolean {
  const n = net.index.ids.length;
  const unrepaired = unrepairedFor(ctx, state, side);
  const enemyCombat = combatHexesOf(net, occ.stands(enemyOf(side)));
  return (i, h = net.index.ids[i]!) =>
    state.control[h] === side &&
    !(unrepaired.size > 0 && unrepaired.has(h)) && // CtS 15.6
    !(i < n ? enemyCombat[i] === 1 : occ.some(h, enemyOf(side), (p) => !isNonCombat(p.spec))) &&
    !(side === 'axis' && (i < n ? net.majorCity[i] === 1 : true) && partisansCut(ctx, occ, h)); // CtS 15.7
}
