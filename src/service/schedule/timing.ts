import { z } from 'zod';
import { isTimeZone } from './zoned-time';

/** What happens when a deadline (and its grace period) passes without every final file (docs/deadlines.md). */
export const MISSED_ORDERS_POLICIES = ['wait', 'no-action', 'referee'] as const;
export type MissedOrdersPolicy = (typeof MISSED_ORDERS_POLICIES)[number];

/**
 * A game's timing options, `options.timing` at creation (docs/deadlines.md). Every field is
 * optional; `timingOf` fills the defaults.
 */
export const timingSchema = z.strictObject({
  deadlineHours: z.number().positive().max(24 * 90).optional().describe('Hours each decision window stays open'),
  weekends: z.enum(['count', 'skip']).optional().describe('"skip": Saturdays and Sundays in the game\'s time zone do not count'),
  timeZone: z.string().refine(isTimeZone, 'an IANA time zone, e.g. "Europe/Berlin"').optional(),
  remindBefore: z.array(z.number().positive().max(24 * 30)).max(6).optional().describe('Reminders, in hours before the deadline'),
  graceHours: z.number().min(0).max(24 * 14).optional().describe('Late files are still taken this long after the deadline'),
  missedOrders: z.enum(MISSED_ORDERS_POLICIES).optional(),
  afterAbsenceHours: z.number().min(0).max(24 * 14).optional().describe('A deadline that falls in an absence moves this long past its end'),
});

export interface Timing {
  deadlineHours: number;
  weekends: 'count' | 'skip';
  timeZone: string;
  /** Hours before the deadline, largest first. */
  remindBefore: number[];
  graceHours: number;
  missedOrders: MissedOrdersPolicy;
  afterAbsenceHours: number;
}

export const DEFAULT_REMIND_BEFORE = [24, 2];

/** The timing of a game from its stored options; anything missing (or a game older than timing) takes the defaults. */
export function timingOf(options: Record<string, unknown>, defaultDeadlineHours: number): Timing {
  const parsed = timingSchema.safeParse(options['timing'] ?? {});
  const t = parsed.success ? parsed.data : {};
  return {
    deadlineHours: t.deadlineHours ?? defaultDeadlineHours,
    weekends: t.weekends ?? 'count',
    timeZone: t.timeZone ?? 'UTC',
    remindBefore: [...new Set(t.remindBefore ?? DEFAULT_REMIND_BEFORE)].sort((a, b) => b - a),
    graceHours: t.graceHours ?? 0,
    missedOrders: t.missedOrders ?? 'no-action',
    afterAbsenceHours: t.afterAbsenceHours ?? 24,
  };
}
