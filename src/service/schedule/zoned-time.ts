/**
 * Wall-clock arithmetic in an IANA time zone with Intl only (Node and Workers alike): the
 * local date and weekday of an instant, and the instant a local day starts.
 */
export interface LocalDay {
  year: number;
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, f);
  }
  return f;
}

export function isTimeZone(name: string): boolean {
  try {
    formatIn(name);
    return true;
  } catch {
    return false;
  }
}

function wallClock(t: number, timeZone: string) {
  const parts = Object.fromEntries(formatIn(timeZone).formatToParts(new Date(t)).map((p) => [p.type, p.value]));
  const n = (k: string) => Number(parts[k]);
  return { year: n('year'), month: n('month'), day: n('day'), hour: n('hour'), minute: n('minute'), second: n('second'), weekday: WEEKDAYS.indexOf(parts['weekday']!) };
}

/** How far the zone's wall clock is ahead of UTC at instant `t`, in ms. */
function offsetAt(t: number, timeZone: string): number {
  const w = wallClock(t, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(t / 1000) * 1000;
}

/** The local date and weekday of instant `t`. */
export function localDay(t: number, timeZone: string): LocalDay {
  const w = wallClock(t, timeZone);
  return { year: w.year, month: w.month, day: w.day, weekday: w.weekday };
}

/** The instant local midnight starts day year-month-day (days past the month's end roll over). */
export function startOfLocalDay(year: number, month: number, day: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day);
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

/** The instant the local day after the one holding `t` starts. */
export function nextLocalMidnight(t: number, timeZone: string): number {
  const d = localDay(t, timeZone);
  return startOfLocalDay(d.year, d.month, d.day + 1, timeZone);
}

/** "2026-03-07" → the instant that day starts in the zone. */
export function startOfDate(date: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return startOfLocalDay(y, m, d, timeZone);
}
