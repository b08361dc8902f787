import type { Ruleset } from '../../kernel/engine/ruleset';
import type { GameRow } from '../../db/schema';

export type WindowFields = Pick<GameRow, 'windowId' | 'window' | 'windowOpenedAt' | 'deadline'>;

/** The games-row columns of the window a state is at, opened `now` with its deadline. */
export function windowFields(ruleset: Ruleset, state: unknown, now: Date, deadlineHours: number): WindowFields {
  const window = ruleset.window(state);
  if (!window) return { windowId: null, window: null, windowOpenedAt: null, deadline: null };
  return {
    windowId: window.id,
    window: { ...window, waitingFor: [...window.waitingFor], accepts: [...window.accepts] },
    windowOpenedAt: now.toISOString(),
    deadline: new Date(now.getTime() + deadlineHours * 3_600_000).toISOString(),
  };
}
