import { z } from 'zod';
import { REPLACEMENT_KINDS } from './replacements';

/** A month-day of 1942, as tables.ts reads one (kept here: tables.ts imports this file). */
const MonthDaySchema = z.string().regex(/^(09|10|11)-(0[1-9]|[12]\d|3[01])$/, 'a date is MM-DD, September to November 1942');

/**
 * The units one withdrawal names, by what is printed on them: the flag on the back (21.54:
 * "Only units identified on their backs as belonging to the division are counted"), or the
 * battalion or regiment of the front; `exceptRegiment` leaves out a regiment that has a later
 * date of its own (3.7: the 29th Division's artillery regiment).
 */
export const WithdrawnUnitsSchema = z
  .object({
    flag: z.string().min(1).optional(),
    regiment: z.string().min(1).optional(),
    battalion: z.string().min(1).optional(),
    exceptRegiment: z.string().min(1).optional(),
  })
  .strict()
  .refine((u) => u.flag || u.regiment || u.battalion, { message: 'a withdrawal names its units by flag, regiment or battalion' });
export type WithdrawnUnits = z.infer<typeof WithdrawnUnitsSchema>;

/**
 * SoS 21.5, 21.51-21.53: one "W" of the Turn Column Track and card 3G: the date, the units, the
 * minimum number (21.52; `all`: every one of them in play), the earliest date they may go
 * (3.5: the 29th ten days early), the latest when they may be kept at a VP cost (21.54),
 * the types that may stand in for a missing unit (21.53: "the same or similar type"; absent:
 * the same type only) and the replacement points that may be paid for one instead.
 */
/** What names a withdrawal or its VP: an id the turn file may quote, a name and the rule. */
const Entry = { id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/), name: z.string().min(1), rule: z.string().regex(/^SoS \d/) };

export const WithdrawalSchema = z
  .object({
    ...Entry,
    date: MonthDaySchema,
    from: MonthDaySchema.optional(),
    keptUntil: MonthDaySchema.optional(),
    units: WithdrawnUnitsSchema,
    minimum: z.union([z.number().int().min(1), z.literal('all')]),
    /** Counter types (data/counters.ts COUNTER_TYPES; the compile step checks them). */
    substitutes: z.array(z.string().min(1)).min(1).optional(),
    points: z.object({ kind: z.enum(REPLACEMENT_KINDS), perUnit: z.number().int().min(1) }).strict().optional(),
    note: z.string().min(1),
  })
  .strict();
export type SosWithdrawal = z.infer<typeof WithdrawalSchema>;

/**
 * SoS 3.2, 3.5, 3.7, 21.54: the VP a formation's withdrawal earns or costs at the end: `early`
 * when every one of its units has gone by that date, `kept` (once) when any withdrawal of
 * `withdrawals` was kept beyond its date.
 */
export const WithdrawalVpSchema = z
  .object({
    ...Entry,
    units: WithdrawnUnitsSchema,
    early: z.object({ by: MonthDaySchema, vp: z.number().int().min(1) }).strict(),
    kept: z.object({ vp: z.number().int().max(-1), withdrawals: z.array(z.string().min(1)).min(1) }).strict(),
  })
  .strict();
export type SosWithdrawalVp = z.infer<typeof WithdrawalVpSchema>;

export const WithdrawalsSchema = z
  .object({
    provenance: z.enum(['transcribed', 'reconstructed']),
    note: z.string().min(1),
    rule: z.string().regex(/^SoS \d/),
    schedule: z.array(WithdrawalSchema),
    vp: z.array(WithdrawalVpSchema),
  })
  .strict();
export type SosWithdrawals = z.infer<typeof WithdrawalsSchema>;

/** What a withdrawal reads of a counter: its back's flag and its front's regiment and battalion. */
interface Printed {
  back: { mark: string; flag?: string };
  formation: { regiment?: string; battalion?: string };
}

/** Whether the counter is one of the units a withdrawal names (21.54: by the flag on its back). */
export function namesUnit(u: WithdrawnUnits, c: Printed): boolean {
  if (u.flag !== undefined && (c.back.mark !== 'flag' || c.back.flag !== u.flag)) return false;
  if (u.regiment !== undefined && c.formation.regiment !== u.regiment) return false;
  if (u.battalion !== undefined && c.formation.battalion !== u.battalion) return false;
  return u.exceptRegiment === undefined || c.formation.regiment !== u.exceptRegiment;
}
