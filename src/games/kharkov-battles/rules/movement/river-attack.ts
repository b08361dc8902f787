import type { HexId } from '#kernel/ids';
import { DNEPR_RIVER, MAJOR_RIVER } from './features';
import type { MoveContext } from './step';

const IMPASSABLE = 'impassable';

/**
 * KB 7.26: a unit that crosses a Major River hexside, bridged or not (a Pontoon bridge marks
 * one, 18.21), into an empty hex in the EZOC of an enemy unit adjacent to that hex on the same
 * side of the river must attack that unit in the following combat phase (it gets a
 * 'Prepared Assault' marker). The enemy hexes it must attack; none when the step is no such
 * crossing.
 */
export function riverAttackTargets(ctx: MoveContext, from: HexId, to: HexId): HexId[] {
  const { map, q } = ctx;
  const side = map.hexsideFeatures(from, to);
  if (!side.includes(MAJOR_RIVER) && !q.pontoon(from, to)) return [];
  if (q.friendlyOccupied(to) || q.enemyOccupied(to)) return [];
  return map.adjacent(to).filter((n) => q.enemyOccupied(n) && q.exertsZoc(n) && sameSideOfRiver(map.hexsideFeatures(n, to), q.pontoon(n, to)));
}

/**
 * KB 7.26: "an enemy unit adjacent to the same side of the river as the hex to be entered":
 * the hexside between the enemy's hex and the crosser's is no Major or Dnepr River, bridged or
 * not (a Pontoon Bridge marks one, 18.21), and no Impassable hexside blocks its ZOC (7.15).
 * The Movement Phase marks the crosser by it; the Combat window binds it by it
 * (windows/combat/obligations.ts).
 */
export function sameSideOfRiver(hexside: readonly string[], pontoon: boolean): boolean {
  return !hexside.includes(MAJOR_RIVER) && !hexside.includes(DNEPR_RIVER) && !hexside.includes(IMPASSABLE) && !pontoon;
}
