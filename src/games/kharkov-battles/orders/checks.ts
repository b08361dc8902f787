import { z as zod, type z } from 'zod';
import { bareHex } from './hex';

/**
 * For an object's own check (a `superRefine` across its fields): run it whenever the
 * fields it reads parsed, even if others did not, so a file's problems are all reported in
 * one answer (zod skips such checks after any issue by default). A field whose only
 * issues are other checks' (custom issues) still holds its parsed value.
 */
export const whenParsed =
  (...fields: string[]) =>
  (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !Array.isArray(payload.value) &&
    !payload.issues.some((i) => i.code !== 'custom' && (!i.path?.length || fields.includes(String(i.path[0]))));

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
