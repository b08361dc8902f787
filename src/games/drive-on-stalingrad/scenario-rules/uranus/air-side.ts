import type { DosContext } from '../../data/context';
import { scenarioOf } from '../../data/context';
import { hasSpecialRule } from '../../rules/special-rules';
import { GERMAN, type DosSide } from '../../state/sides';
import type { DosState } from '../../state/types';

/**
 * The side that has the two ground-support aircraft (DoS 11.25: never both sides in one
 * game turn): the scenario's `airSide` (Operation Uranus: the Soviet, U-7), else the
 * German where the scenario has the Operation Blue planes, else nobody.
 */
export function airSideOf(ctx: DosContext, state: Pick<DosState, 'scenario'>): DosSide | null {
  const side = scenarioOf(ctx, state.scenario).data.airSide;
  if (side) return side;
  return hasSpecialRule(ctx, state, 'ground-support-aircraft') ? GERMAN : null;
}
