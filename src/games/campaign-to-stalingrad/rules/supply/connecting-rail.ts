import type { HexId } from '../../../../kernel/ids';
import { cached } from '../../../../kernel/memo/cached';
import type { BondMap } from '../../../../kernel/zoc/bond-map';
import type { CtsContext } from '../../data/context';
import type { CtsSide } from '../../data/schema';
import type { CtsState } from '../../state/types';
import { friendlyEdge } from '../friendly-edge';
import { enemyOf, type Occupancy } from '../occupancy';
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

function search(ctx: CtsContext, state: CtsState, occ: Occupancy, side: CtsSide, enemyBonds: BondMap): Set<HexId> {
  const enemy = enemyOf(side);
  const unrepaired = unrepairedFor(ctx, state, side);
  const open = (h: HexId): boolean =>
    state.control[h] === side &&
    !unrepaired.has(h) && // CtS 15.6
    !occ.some(h, enemy, (p) => !isNonCombat(p.spec)) && !(side === 'axis' && partisansCut(ctx, occ, h)); // CtS 15.7
  const railTo = (h: HexId): readonly HexId[] => (ctx.map.has(h) ? railNeighbours(ctx, h) : ctx.map.neighbours(h).filter((n) => ctx.map.hexside(h, n).some((f) => f.startsWith('rail-'))));
  const seen = new Set<HexId>();
  const queue: HexId[] = [];
  for (const e of sortedEdge(friendlyEdge(ctx, state, side))) {
    if (railTo(e).length > 0 && open(e) && enemyBonds.hexBondsAt(e).length === 0) {
      seen.add(e);
      queue.push(e);
    }
  }
  for (let next = 0; next < queue.length; next++) {
    const h = queue[next]!;
    for (const n of railTo(h)) {
      if (seen.has(n) || !open(n) || enemyBonds.blocks(h, n)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return seen;
}
