import type { HexId } from '#kernel/ids';
import { cached } from '#kernel/memo/cached';
import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { friendlyEdge } from '../friendly-edge';
import { hexIndex, type HexIndex } from '#kernel/map/hex-index';
import { enemyOf, type Occupancy, type Placed } from '../occupancy';
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
  // one search per position and side (state, its Occupancy and the enemy's bonds never change); each caller gets its own copy
  const bySide = cached(cached(cached(cached(found, ctx, () => new WeakMap()), state, () => new WeakMap()), occ, () => new WeakMap()), enemyBonds, () => new Map<CtsSide, ReadonlySet<HexId>>());
  return new Set(cached(bySide, side, () => search(ctx, state, occ, side, enemyBonds)));
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
  majorCity: Uint8Array;
}

const nets = new WeakMap<CtsContext, RailNet>();

function railNet(ctx: CtsContext): RailNet {
  return cached(nets, ctx, () => {
    const index = hexIndex(ctx.map);
    const majorCity = new Uint8Array(index.ids.length);
    index.ids.forEach((h, i) => (majorCity[i] = ctx.map.hasFeature(h, 'major-city') ? 1 : 0));
    return { index, rail: index.ids.map((h) => railNeighbours(ctx, h).map(index.indexOf)), majorCity };
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
function search(ctx: CtsContext, state: CtsState, occ: Occupancy, side: CtsSide, enemyBonds: BondMap): Set<HexId> {
  const net = railNet(ctx);
  const { index } = net;
  const n = index.ids.length;
  const unrepaired = unrepairedFor(ctx, state, side);
  const enemyCombat = combatHexesOf(net, occ.stands(enemyOf(side)));
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
    if (judged[i] === 0) {
      const h = ids[i]!;
      const ok =
        state.control[h] === side &&
        !(unrepaired.size > 0 && unrepaired.has(h)) && // CtS 15.6
        !(i < n ? enemyCombat[i] === 1 : occ.some(h, enemyOf(side), (p) => !isNonCombat(p.spec))) &&
        !(side === 'axis' && (i < n ? net.majorCity[i] === 1 : true) && partisansCut(ctx, occ, h)); // CtS 15.7
      judged[i] = ok ? 1 : 2;
    }
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
  return new Set(queue.map((i) => ids[i]!));
}
