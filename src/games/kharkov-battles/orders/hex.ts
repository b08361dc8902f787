import { z } from 'zod';

/**
 * A hex in a turn file: its four digits ("3617"), or its label as printed with the map's
 * prefix ("KB3617" on the KB map, "KH3017" on the KH map): the first two digits the row,
 * counted northward, the last two the column, counted eastward. The prefix is written in
 * capitals here; the map's aliases read a label as its hex id when the orders are checked,
 * where a label of the other map is refused (it is not on the scenario's map).
 */
export const KbHexSchema = z
  .string()
  .regex(/^(?:[Kk][BbHh])?\d{4}$/, { message: 'a hex is four digits, or the printed label with its map prefix: 3617 or KB3617 (KH on the Second Kharkov map)' })
  .transform((s) => s.toUpperCase());
export type KbHexText = z.infer<typeof KbHexSchema>;

/** A hex as read, without its map prefix: "KB3617" and "3617" are one hex (a scenario has one map). */
export const bareHex = (h: string): string => h.replace(/^K[BH]/, '');

/** A unit, by its id in the scenario's order of battle ("ger-lah-1"). */
export const KbUnitSchema = z.string().min(1, { message: 'a unit id, e.g. ger-lah-1' }).max(64);

/**
 * A non-empty list whose items are each named once (by `key`); a repeat is an issue at its
 * index with `problem`'s message and code.
 */
function onceEach<T extends z.ZodType<string>>(item: T, key: (v: z.infer<T>) => string, problem: (v: z.infer<T>) => { message: string; params: Record<string, string> }) {
  return z
    .array(item)
    .min(1)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((v, i) => {
        const k = key(v);
        if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [i], ...problem(v) });
        seen.add(k);
      });
    });
}

/** A list of hexes entered in order, each once (a path never enters a hex twice). */
export const KbPathSchema = onceEach(KbHexSchema, bareHex, (h) => ({ message: `the path enters ${h} a second time`, params: { code: 'hex-repeated', rule: 'KB 10.0' } }));

/** Units named once each in a list. */
export const KbUnitListSchema = onceEach(KbUnitSchema, (u) => u, (u) => ({ message: `${u} is named twice`, params: { code: 'unit-repeated' } }));
