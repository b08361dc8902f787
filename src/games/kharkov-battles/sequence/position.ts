import { KB_SCENARIOS, type KbScenarioId } from './scenarios';
import { turnPlan, type AutomaticEntry, type TurnEntry, type TurnPlanOptions, type WindowEntry } from './windows';

/**
 * Where a game stands in the sequence of play: the turn and the entry of that turn's plan
 * (turnPlan) about to be carried out. Plain data, kept in the game's state; the same
 * scenario, options and position always give the same next step.
 */
export interface SequencePosition {
  turn: number;
  entry: number;
}

/** The start of a scenario: the first entry of its first turn (KB 20.1-20.3). */
export const firstPosition = (scenario: KbScenarioId): SequencePosition => ({ turn: KB_SCENARIOS[scenario].firstTurn, entry: 0 });

/** The entry at a position, or undefined for one the scenario does not have. */
export function entryAt(scenario: KbScenarioId, pos: SequencePosition, options: TurnPlanOptions = {}): TurnEntry | undefined {
  return turnPlan(scenario, pos.turn, options)?.[pos.entry];
}

/** The position after this one: the next entry, the first of the next turn after the End Turn Phase, or null when the last turn is over. */
export function nextPosition(scenario: KbScenarioId, pos: SequencePosition, options: TurnPlanOptions = {}): SequencePosition | null {
  const plan = turnPlan(scenario, pos.turn, options);
  if (!plan) return null;
  if (pos.entry + 1 < plan.length) return { turn: pos.turn, entry: pos.entry + 1 };
  return pos.turn < KB_SCENARIOS[scenario].lastTurn ? { turn: pos.turn + 1, entry: 0 } : null;
}

/**
 * From a position, the server's steps to carry out and the window they lead to (with its
 * position), or `window: null` when the scenario ends first: what runs when a window
 * closes, up to the next one that needs a player.
 */
export function toNextWindow(
  scenario: KbScenarioId,
  from: SequencePosition | null,
  options: TurnPlanOptions = {},
): { automatic: (AutomaticEntry & { turn: number })[]; window: { entry: WindowEntry; at: SequencePosition } | null } {
  const automatic: (AutomaticEntry & { turn: number })[] = [];
  for (let pos = from; pos; pos = nextPosition(scenario, pos, options)) {
    const e = entryAt(scenario, pos, options);
    if (!e) break;
    if (e.kind === 'window') return { automatic, window: { entry: e, at: pos } };
    automatic.push({ ...e, turn: pos.turn });
  }
  return { automatic, window: null };
}
