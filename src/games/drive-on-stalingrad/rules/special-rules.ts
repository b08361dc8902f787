import type { DosContext } from '../data/context';
import { scenarioOf } from '../data/context';
import type { SpecialRule } from '../data/schema';
import type { DosState } from '../state/types';

/**
 * Whether one of the scenario-only rules holds in this game (ScenarioData.specialRules;
 * digest §2.2: Operation Blue has all of them, Operation Uranus none unless its data says so).
 */
export function hasSpecialRule(ctx: DosContext, state: Pick<DosState, 'scenario'>, rule: SpecialRule): boolean {
  return scenarioOf(ctx, state.scenario).data.specialRules?.includes(rule) ?? false;
}
