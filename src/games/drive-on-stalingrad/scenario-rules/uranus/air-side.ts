import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import { hasSpecialRule } from '#games/drive-on-stalingrad/rules/special-rules';
import { GERMAN, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';

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
