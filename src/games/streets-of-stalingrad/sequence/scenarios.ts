/**
 * The scenarios whose length the rulebook states (SoS 2.31: "Scenarios #1 (13 turns) and
 * #2 (13 turns) may be played separately or combined into Scenario #3, the full campaign
 * game of 67 turns"). Their cards, set-up maps and orders of battle are not in the text.
 * The first turn is 13 September 1942: the text does not say so, but the 13 September
 * movement restriction (8.03) is printed on the cards of #1 to #3 (digest 1.2, an
 * inference), and 67 days from it end on 18 November, the last day the EBBT's date DRMs
 * name (14.3).
 */
export type SosScenarioId = 'scenario-1' | 'scenario-2' | 'scenario-3';
export const SOS_SCENARIO_IDS: readonly SosScenarioId[] = ['scenario-1', 'scenario-2', 'scenario-3'];

export interface SosScenario {
  id: SosScenarioId;
  number: number;
  firstTurn: number;
  lastTurn: number;
  /** The calendar day of turn 1, as YYYY-MM-DD; turn n is n - 1 days later (4.1: a turn is 24 hours). */
  firstDay: string;
  rule: string;
}

export const SOS_SCENARIOS: Readonly<Record<SosScenarioId, SosScenario>> = {
  'scenario-1': { id: 'scenario-1', number: 1, firstTurn: 1, lastTurn: 13, firstDay: '1942-09-13', rule: 'SoS 2.31, 2.34' },
  'scenario-2': { id: 'scenario-2', number: 2, firstTurn: 1, lastTurn: 13, firstDay: '1942-09-13', rule: 'SoS 2.31, 2.35' },
  'scenario-3': { id: 'scenario-3', number: 3, firstTurn: 1, lastTurn: 67, firstDay: '1942-09-13', rule: 'SoS 2.31, 3.5' },
};

/** SoS 3.5, 15.52, 21.5, 2.32: the rules "earned only in the 67-turn campaign game Scenario #3" (its reinforcement divisions' and the 29th Division's VPs, the Stuka roll, withdrawals, consolidation). */
export const isCampaign = (scenario: SosScenarioId): boolean => scenario === 'scenario-3';

/** The day of the month (September 1942 onward) a turn of a scenario is played on, e.g. turn 8 of #1 is 20 September. */
export function dayOfTurn(scenario: SosScenarioId, turn: number): { month: 9 | 10 | 11; day: number } {
  const first = Number(SOS_SCENARIOS[scenario].firstDay.slice(8));
  let day = first + turn - 1; // 13 September + (turn - 1) days (4.1)
  if (day <= 30) return { month: 9, day };
  day -= 30;
  if (day <= 31) return { month: 10, day };
  return { month: 11, day: day - 31 };
}

/** The scenarios the text names but does not give enough of to be played, and why. */
export const SOS_UNAVAILABLE_SCENARIOS: readonly { number: number; why: string; rule: string }[] = [
  { number: 4, why: 'only the 273 NKVD Regiment entering on 4 October is in the text', rule: 'SoS 16.84' },
  { number: 5, why: 'not in the text', rule: 'SoS 16.84' },
  { number: 6, why: 'only the 79th Infantry Division reinforcements and an erratum are in the text', rule: 'SoS 3.6, 2.36' },
  { number: 7, why: 'not in the text', rule: 'SoS 16.84' },
  { number: 8, why: 'not in the text', rule: 'SoS 16.84' },
];
