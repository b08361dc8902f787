/**
 * The eight scenarios (SoS 2.31: "The game is divided into scenarios that are historical
 * situations at various times during the battle"; "Scenarios #1 (13 turns) and #2 (13 turns)
 * may be played separately or combined into Scenario #3, the full campaign game of 67
 * turns"). Their cards, set-up maps and orders of battle are not in the text. Every scenario
 * is dated on the campaign's calendar: its turns are the Turn Column Track's, from 13
 * September; #4 to #8 start later (their dates are chosen, docs/streets-of-stalingrad.md).
 * The first turn is 13 September 1942: the text does not say so, but the 13 September
 * movement restriction (8.03) is printed on the cards of #1 to #3 (digest 1.2, an
 * inference), and 67 days from it end on 18 November, the last day the EBBT's date DRMs
 * name (14.3).
 */
export const SOS_SCENARIO_IDS = ['scenario-1', 'scenario-2', 'scenario-3', 'scenario-4', 'scenario-5', 'scenario-6', 'scenario-7', 'scenario-8'] as const;
export type SosScenarioId = (typeof SOS_SCENARIO_IDS)[number];
/** A scenario card's number (2.31: "1S/1G, 2S/2G, etc."). */
export type SosScenarioNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface SosScenario {
  id: SosScenarioId;
  number: SosScenarioNumber;
  /** The campaign's turn number of the scenario's first turn (turn 1 is 13 September: the Turn Column Track's, 4.1). */
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
  // #4 to #8: reconstructed (docs/streets-of-stalingrad.md, "Scenarios #4 to #8"): the text states only that #4 has the
  // 273 NKVD Regiment enter on 4 October (16.84) and #6 the 79th Infantry Division on 20 and 28 October (3.6, 2.36 Ω).
  'scenario-4': { id: 'scenario-4', number: 4, firstTurn: 15, lastTurn: 25, firstDay: '1942-09-13', rule: 'SoS 2.31, 16.84' },
  'scenario-5': { id: 'scenario-5', number: 5, firstTurn: 26, lastTurn: 37, firstDay: '1942-09-13', rule: 'SoS 2.31, 3.6' },
  'scenario-6': { id: 'scenario-6', number: 6, firstTurn: 38, lastTurn: 50, firstDay: '1942-09-13', rule: 'SoS 2.31, 3.6, 2.36' },
  'scenario-7': { id: 'scenario-7', number: 7, firstTurn: 14, lastTurn: 26, firstDay: '1942-09-13', rule: 'SoS 2.31, 16.84' },
  'scenario-8': { id: 'scenario-8', number: 8, firstTurn: 60, lastTurn: 67, firstDay: '1942-09-13', rule: 'SoS 2.31, 16.84' },
};

/** A scenario by its card's number. */
export const scenarioOfNumber = (n: SosScenarioNumber): SosScenario => SOS_SCENARIOS[`scenario-${n}`];

/** SoS 16.84: "when you play scenarios #4 - #8, assume that all starting NKVD Regiments have already rolled to check their reliability". */
export const startingNkvdHasRolled = (scenario: SosScenarioId): boolean => SOS_SCENARIOS[scenario].number >= 4;

/** SoS 3.5, 15.52, 21.5, 2.32: the rules "earned only in the 67-turn campaign game Scenario #3" (its reinforcement divisions' and the 29th Division's VPs, the Stuka roll), and the campaign card's withdrawals and tank repair unit. */
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
