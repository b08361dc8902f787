import type { ScheduleMarkRow } from '#db/schema';

/**
 * The names of what the scheduler did for a window (schedule_marks), each tied to the
 * deadline it was about: a deadline that moves (an absence, a resume) gets its own.
 */
export const markNames = {
  reminder: (hoursBefore: number, deadline: string) => `remind-${hoursBefore}h@${deadline}`,
  notice: (kind: 'waiting' | 'missed-orders' | 'outage', deadline: string) => `${kind}@${deadline}`,
};

export function markRow(game: { id: string; windowId: string }, mark: string, at: string): ScheduleMarkRow {
  return { gameId: game.id, windowId: game.windowId, mark, at };
}
