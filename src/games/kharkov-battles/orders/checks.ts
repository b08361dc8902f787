import { z as zod, type z } from 'zod';
import { bareHex } from './hex';

/** A count of Air Points from 0 to `max`, refused above it with the rule that sets the limit (KB 5.21). */
export const airPoints = (max: number, message: string): z.ZodType<number> =>
  zod
    .number()
    .int()
    .min(0)
    .superRefine((v, ctx) => {
      if (v > max) ctx.addIssue({ code: 'custom', message: `${message}, found ${v}`, params: { code: 'out-of-range', rule: 'KB 5.21' } });
    });


/**
 * A list of entries each about one hex (`key` names it), refused when two are about the
 * same hex: which of them would apply is not for the server to guess.
 */
export const oneEntryAHex =
  <T extends Record<string, unknown>>(key: keyof T & string, rule: string) =>
  (entries: readonly T[], ctx: z.core.$RefinementCtx<readonly T[]>): void => {
    const seen = new Set<string>();
    entries.forEach((e, i) => {
      const h = bareHex(String(e[key]));
      if (seen.has(h)) ctx.addIssue({ code: 'custom', path: [i, key], message: `a second entry for ${String(e[key])}`, params: { code: 'hex-repeated', rule } });
      seen.add(h);
    });
  };

/** Hexes a standing order both prefers and avoids. */
export const notBothPreferredAndAvoided =
  (rule: string) =>
  (c: { prefer?: readonly string[] | undefined; avoid?: readonly string[] | undefined }, ctx: z.core.$RefinementCtx<unknown>): void => {
    const avoided = new Set((c.avoid ?? []).map(bareHex));
    (c.prefer ?? []).forEach((h, i) => {
      if (avoided.has(bareHex(h))) ctx.addIssue({ code: 'custom', path: ['prefer', i], message: `${h} is both preferred and avoided`, params: { code: 'prefer-and-avoid', rule } });
    });
  };
