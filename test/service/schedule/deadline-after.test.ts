import { describe, expect, it } from 'vitest';
import { deadlineAfter } from '#service/schedule/deadline-after';

const at = (iso: string) => new Date(iso).getTime();
const iso = (t: number) => new Date(t).toISOString();

describe('a window\'s deadline from its timing options', () => {
  it.each([
    // opened (UTC), hours, weekends, time zone, deadline (UTC), why
    ['2026-01-09T18:00:00.000Z', 72, 'count', 'UTC', '2026-01-12T18:00:00.000Z', 'counting weekends: plain hours'],
    ['2026-01-09T18:00:00.000Z', 72, 'count', 'Europe/Berlin', '2026-01-12T18:00:00.000Z', 'counting weekends, the time zone changes nothing'],
    ['2026-01-09T18:00:00.000Z', 72, 'skip', 'UTC', '2026-01-14T18:00:00.000Z', 'Friday evening: 6 h on Friday, the weekend skipped, 66 h from Monday'],
    ['2026-01-10T12:00:00.000Z', 24, 'skip', 'UTC', '2026-01-13T00:00:00.000Z', 'opened on a Saturday: the count starts Monday 00:00'],
    ['2026-01-09T23:30:00.000Z', 24, 'skip', 'UTC', '2026-01-12T23:30:00.000Z', 'Friday 23:30 UTC: half an hour counts before the weekend'],
    ['2026-01-09T23:30:00.000Z', 24, 'skip', 'Europe/Berlin', '2026-01-12T23:00:00.000Z', 'the same instant is Saturday 00:30 in Berlin: the count starts Monday 00:00 CET'],
    ['2026-01-12T03:00:00.000Z', 24, 'skip', 'America/New_York', '2026-01-13T05:00:00.000Z', 'Monday 03:00 UTC is Sunday 22:00 in New York'],
    ['2026-03-27T11:00:00.000Z', 24, 'skip', 'Europe/Berlin', '2026-03-30T10:00:00.000Z', 'the weekend of the change to summer time: Monday starts at 22:00 UTC'],
    ['2026-01-05T09:00:00.000Z', 8, 'skip', 'UTC', '2026-01-05T17:00:00.000Z', 'within one weekday'],
  ] as const)('%s + %i h, weekends %s, %s -> %s (%s)', (opened, hours, weekends, timeZone, deadline, _why) => {
    expect(iso(deadlineAfter(at(opened), hours, { weekends, timeZone }))).toBe(deadline);
  });
});
