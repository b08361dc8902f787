import type { Absence } from '#db/schema';
import { deadlineAfter, pastAbsences } from './deadline-after';
import { timingOf } from './timing';

/**
 * The deadline of a window opened at `openedAt` that waits for `sides`, from the game's
 * timing options and declared absences (docs/deadlines.md), as ISO 8601.
 */
export function scheduledDeadline(
  openedAt: Date,
  sides: readonly string[],
  game: { options: Record<string, unknown>; absences: readonly Absence[] },
  defaultDeadlineHours: number,
): string {
  const timing = timingOf(game.options, defaultDeadlineHours);
  const plain = deadlineAfter(openedAt.getTime(), timing.deadlineHours, timing);
  return new Date(pastAbsences(plain, sides, game.absences, timing)).toISOString();
}
