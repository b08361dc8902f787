import type { HexId } from '#kernel/ids';
import { cached } from '#kernel/memo/cached';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { enemyOf, occupancy } from '../occupancy';
import { connectingRailHexes } from '../supply/connecting-rail';
import { bondsOf } from '../zones-of-control';
import { railheads } from './railheads';
import { unrepairedFor } from './repair-state';

/** What the players see of the railways: each side's railhead markers (15.5) and the rail hexes it has not repaired (15.6). */
export interface RailView {
  railheads: Record<CtsSide, HexId[]>;
  unrepaired: Record<CtsSide, HexId[]>;
}

const seen = new WeakMap<CtsContext, WeakMap<CtsState, RailView>>();

/**
 * Worked out once per state (a state is never changed in place): every view of a position
 * (each side's, the public's) shows the same markers. Each caller gets lists of its own.
 */
export function railView(ctx: CtsContext, state: CtsState): RailView {
  const v = cached(cached(seen, ctx, () => new WeakMap()), state, () => railViewOf(ctx, state));
  return {
    railheads: { axis: [...v.railheads.axis], soviet: [...v.railheads.soviet] },
    unrepaired: { axis: [...v.unrepaired.axis], soviet: [...v.unrepaired.soviet] },
  };
}

function railViewOf(ctx: CtsContext, state: CtsState): RailView {
  const occ = occupancy(ctx, state);
  const heads = (side: CtsSide): HexId[] => railheads(ctx, connectingRailHexes(ctx, state, occ, side, bondsOf(ctx, state, enemyOf(side), occ)));
  return {
    railheads: { axis: heads('axis'), soviet: heads('soviet') },
    unrepaired: { axis: [...unrepairedFor(ctx, state, 'axis')].sort(), soviet: [...unrepairedFor(ctx, state, 'soviet')].sort() },
  };
}
