import type { HexId } from '#kernel/ids';
import type { CtsContext } from '../../data/context';
import type { UnitSpec } from '../../data/schema';
import type { CtsState } from '../../state/types';
import { playsSection } from '../sections';

/** CtS 28.0: a Soviet Artillery Division. */
export const isArtilleryDivision = (spec: Pick<UnitSpec, 'type'>): boolean => spec.type === 'artillery';

/**
 * CtS 28.1: "An Artillery Division does not have to be adjacent to an enemy unit for it to
 * attack (although it can be). An Artillery Division can add its Combat Factor to an Attack
 * if it is adjacent to a friendly unit which is involved in the attack." True when the
 * division at `at` joins the attack from next to (or stacked with) one of `attackerHexes`
 * that is itself next to a target; only in a game that plays Section II.
 */
export function artilleryJoinsAttack(ctx: CtsContext, state: CtsState, spec: UnitSpec, at: HexId, attackerHexes: readonly HexId[], targets: readonly HexId[]): boolean {
  if (!isArtilleryDivision(spec) || !playsSection(ctx, state, 2)) return false;
  const nextTo = (a: HexId, b: HexId): boolean => ctx.map.grid.direction(a, b) !== null;
  return attackerHexes.some((h) => (h === at || nextTo(at, h)) && targets.some((t) => ctx.map.has(t) && nextTo(h, t)));
}
