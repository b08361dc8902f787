import type { Absence } from '#db/schema';
import type { Timing } from './timing';
import { localDay, nextLocalMidnight, startOfDate } from './zoned-time';

const HOUR = 3_600_000;
const MAX_ABSENCE_MOVES = 50;

/**
 * The deadline of a window opened at `openedAt`: `hours` later, or, when weekends are
 * skipped, `hours` of weekday time later (Saturdays and Sundays in the game's time zone,
 * from local midnight to local midnight, do not count).
 */
export function deadlineAfter(openedAt: number, hours: number, timing: Pick<Timing, 'weekends' | 'timeZone'>): number {
  if (timing.weekends === 'count') return openedAt + hours * HOUR;
  let left = hours * HOUR;
  let t = openedAt;
  for (;;) {
    const dayEnd = nextLocalMidnight(t, timing.timeZone);
    const weekday = localDay(t, timing.timeZone).weekday;
    if (weekday !== 0 && weekday !== 6) {
      if (dayEnd - t >= left) return t + left;
      left -= dayEnd - t;
    }
    t = dayEnd;
  }
}

/**
 * Moves a deadline that falls in an absence of one of `sides` to `afterAbsenceHours` past
 * the absence's end (counted like the deadline, weekends skipped or not), again while the
 * moved deadline falls in another absence.
 */
export function pastAbsences(deadline: number, sides: readonly string[], absences: readonly Absence[], timing: Timing): number {
  let d = deadline;
  for (let n = 0; n < MAX_ABSENCE_MOVES; n++) {
    const hit = absences.find((a) => sides.includes(a.side) && startOfDate(a.from, timing.timeZone) <= d && d < endOf(a, timing.timeZone));
    if (!hit) return d;
    d = deadlineAfter(endOf(hit, timing.timeZone), timing.afterAbsenceHours, timing);
  }
  return d;
}

/** The instant an absence ends: the start of the day after `until`. */
export function endOf(a: Pick<Absence, 'until'>, timeZone: string): number {
  return nextLocalMidnight(startOfDate(a.until, timeZone), timeZone);
}
