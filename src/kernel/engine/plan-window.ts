import { side as asSide, windowId as asWindowId } from '#kernel/ids';
import type { DecisionWindow } from './ruleset';

/** A window as a title's turn plan lists it: its id, the side it waits for, the order kinds it takes, and this turn's notes. */
export interface PlannedWindow {
  /** `T{nn}/{name}`. */
  id: string;
  side: string;
  accepts: readonly string[];
  /** What differs this turn (a scenario's special rule, a date), told after the window's own description. */
  notes: readonly string[];
}

/**
 * A window of a turn plan as the service opens it, waiting for its one side; `what` says in
 * plain words, with rule numbers, what the window decides, and this turn's notes follow it.
 */
export function plannedDecisionWindow(entry: PlannedWindow, turn: number, what: string): DecisionWindow {
  const notes = entry.notes.length > 0 ? `. This turn: ${entry.notes.join('; ')}` : '';
  return {
    id: asWindowId(entry.id),
    turn,
    waitingFor: [asSide(entry.side)],
    accepts: [...entry.accepts],
    description: `${what}${notes}`,
  };
}
