import { z } from 'zod';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date reads YYYY-MM-DD')
  .refine((d) => {
    const t = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(t.getTime()) && t.toISOString().startsWith(d);
  }, 'no such date');

/** An absence request (HTTP body, CLI): whole days in the game's time zone, both included. */
export const absenceInputSchema = z.strictObject({
  side: z.string().min(1).max(40).optional().describe('The side away; the referee must name it, a side token may only name its own'),
  from: isoDate.describe('First day away (YYYY-MM-DD, in the game\'s time zone)'),
  until: isoDate.describe('Last day away (YYYY-MM-DD), at most 60 days after `from`'),
});

export const MAX_ABSENCE_DAYS = 60;
