import type { HexId } from '#kernel/ids';
import { DNEPR_RIVER, MAJOR_RIVER } from './features';
import type { MoveContext } from './step';

const IMPASSABLE = 'impassable';

/**
 * KB 7.26: a unit that crosses a Major River hexside, bridged or not (a Pontoon bridge marks
 * one, 18.21), into an empty hex in the EZOC of an enemy unit adjacent to that hex on the same
 * side of the river must attack that unit in the following combat phase (it gets a
 * 'Prepared Assault' marker). The enemy hexes it must attack; none when the step is no such
 * crossing. "The same side": the enemy's hexside with the hex entered is no Major or Dnepr
 * River, and no Impassable hexside blocks its ZOC (7.15).
 */
export function riverAttackTargets(ctx: MoveContext, from: HexId, to: HexId): HexId[] {
  const { map, q } = ctx;
  const side = map.hexsideFeatures(from, to);
  if (!side.includes(MAJOR_RIVER) && !q.pontoon(from, to)) return [];
  if (q.friendlyOccupied(to) || q.enemyOccupied(to)) return [];
  return map.adjacent(to).filter((n) => {
    if (!q.enemyOccupied(n) || !q.exertsZoc(n)) return false;
    const between = map.hexsideFeatures(n, to);
    return !between.includes(MAJOR_RIVER) && !between.includes(DNEPR_RIVER) && !between.includes(IMPASSABLE) && !q.pontoon(n, to);
  });
}
