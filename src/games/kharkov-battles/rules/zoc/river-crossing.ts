import type { HexId } from '#kernel/ids';
import type { KbSide } from '../../data/ids';
import type { KbContext } from '../../state/context';
import { enemyOf, occupancy } from '../../state/occupancy';
import type { KbState } from '../../state/types';
import { zocSources } from './enemy-zoc';

/** A Major River on the hexside (bridged or not; a Dnepr hexside with a pontoon is one too, 18.21). */
const majorRiver = (ctx: KbContext, a: HexId, b: HexId): boolean => {
  const f = ctx.map.hexsideFeatures(a, b);
  return f.includes('major-river') || f.includes('dnepr-river');
};

/**
 * KB 7.26: the enemy stacks a unit of `side` stepping from `from` into the adjacent `to`
 * must attack in the following combat phase (and gets a Prepared Assault marker): when the
 * step crosses a Major River hexside, bridged or not, into an EMPTY hex, every enemy stack
 * whose ZOC reaches `to` (movement reading) from the same side of the river, that is, not
 * itself across a Major River hexside from `to`. Sorted; [] when there is no obligation.
 */
export function forcedRiverAttack(ctx: KbContext, state: KbState, side: KbSide, from: HexId, to: HexId): HexId[] {
  if (!majorRiver(ctx, from, to)) return [];
  if (occupancy(ctx, state).occupant(to) !== null) return [];
  return zocSources(ctx, state, enemyOf(side), to, 'movement').filter((e) => !majorRiver(ctx, e, to));
}
