import { dayOfTurn, type SosScenarioId } from '../sequence/scenarios';

/** SoS 13.1: "In every Soviet Exploit Attack Phase beginning with the 26 September turn" (turn 14 of the campaign). */
export function infiltrationBegun(scenario: SosScenarioId, turn: number): boolean {
  const at = dayOfTurn(scenario, turn);
  return at.month > 9 || at.day >= 26;
}
