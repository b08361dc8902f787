import { SOS_SCENARIOS, type SosScenarioId } from './scenarios';
import { turnPlan, type AutomaticEntry, type TurnEntry, type WindowEntry } from './windows';

/**
 * Where a game stands in the sequence of play: the turn and the entry of that turn's plan
 * (turnPlan) about to be carried out. Plain data; the same scenario and position always
 * give the same next step.
 */
export interface SequencePosition {
  turn: number;
  entry: number;
}

export const firstPosition = (scenario: SosScenarioId): SequencePosition => ({ turn: SOS_SCENARIOS[scenario].firstTurn, entry: 0 });

/** The entry at a position, or undefined for one the scenario does not have. */
export const entryAt = (scenario: SosScenarioId, pos: SequencePosition): TurnEntry | undefined => turnPlan(scenario, pos.turn)?.[pos.entry];

/** The position after this one: the next entry, the first of the next turn after phase 15 (SoS 4.1), or null when the last turn is over. */
export function nextPosition(scenario: SosScenarioId, pos: SequencePosition): SequencePosition | null {
  const plan = turnPlan(scenario, pos.turn);
  if (!plan) return null;
  if (pos.entry + 1 < plan.length) return { turn: pos.turn, entry: pos.entry + 1 };
  return pos.turn < SOS_SCENARIOS[scenario].lastTurn ? { turn: pos.turn + 1, entry: 0 } : null;
}

/** From a position, the server's steps to carry out and the window they lead to, or `window: null` when the scenario ends first. */
export function toNextWindow(
  scenario: SosScenarioId,
  from: SequencePosition | null,
): { automatic: (AutomaticEntry & { turn: number })[]; window: { entry: WindowEntry; at: SequencePosition } | null } {
  const automatic: (AutomaticEntry & { turn: number })[] = [];
  for (let pos = from; pos; pos = nextPosition(scenario, pos)) {
    const e = entryAt(scenario, pos);
    if (!e) break;
    if (e.kind === 'window') return { automatic, window: { entry: e, at: pos } };
    automatic.push({ ...e, turn: pos.turn });
  }
  return { automatic, window: null };
}
