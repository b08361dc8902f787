import type { Ruleset } from '#kernel/engine/ruleset';
import type { Absence, GameRow } from '#db/schema';
import { scheduledDeadline } from '../schedule/scheduled-deadline';

export type WindowFields = Pick<GameRow, 'windowId' | 'window' | 'windowOpenedAt' | 'deadline'>;

/**
 * The games-row columns of the window a state is at, opened `now` with its deadline: from
 * the game's timing options and absences when `game` is given (docs/deadlines.md).
 */
export function windowFields(
  ruleset: Ruleset,
  state: unknown,
  now: Date,
  deadlineHours: number,
  game: { options: Record<string, unknown>; absences: readonly Absence[] } = { options: {}, absences: [] },
): WindowFields {
  const window = ruleset.window(state);
  if (!window) return { windowId: null, window: null, windowOpenedAt: null, deadline: null };
  return {
    windowId: window.id,
    window: { ...window, waitingFor: [...window.waitingFor], accepts: [...window.accepts] },
    windowOpenedAt: now.toISOString(),
    deadline: scheduledDeadline(now, window.waitingFor.map(String), game, deadlineHours),
  };
}
