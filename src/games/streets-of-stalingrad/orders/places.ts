import { z } from 'zod';

/**
 * A hex in a turn file: its four printed digits, column then row ("0531" is Pavlov's House,
 * "1039" the hill top of Mamayev Kurgan, SoS 18.18, 14.25). The map's three sections share
 * one numbering (2.17).
 */
export const SosHexSchema = z.string().regex(/^\d{4}$/, { message: 'a hex is its four printed digits, e.g. 0531' });

/**
 * An off-map box: the Soviet East Bank boxes of the Northern, Central and Southern Sectors
 * (2.14: `EB-N`, `EB-C`, `EB-S`) and the four German off-map boxes (2.15: `GB-1` to `GB-4`,
 * numbered from south to north as the map sections are laid).
 */
export const SOS_BOXES = ['EB-N', 'EB-C', 'EB-S', 'GB-1', 'GB-2', 'GB-3', 'GB-4'] as const;
export const SosBoxSchema = z.enum(SOS_BOXES, { message: `a box is one of ${SOS_BOXES.join(', ')}` });
export const isBox = (p: string): boolean => (SOS_BOXES as readonly string[]).includes(p);

/** A place a unit may be in or move to: a hex or a box. */
export const SosPlaceSchema = z.union([SosHexSchema, SosBoxSchema], { message: 'a hex (four digits, e.g. 0531) or a box (EB-N, EB-C, EB-S, GB-1 to GB-4)' });

export const SosUnitSchema = z.string().min(1, { message: 'a unit id, e.g. sov-13gd-42-1' }).max(64);

/** Units named once each in a non-empty list. */
export const SosUnitListSchema = z
  .array(SosUnitSchema)
  .min(1, { message: 'at least one unit' })
  .superRefine((units, ctx) => {
    const seen = new Set<string>();
    units.forEach((u, i) => {
      if (seen.has(u)) ctx.addIssue({ code: 'custom', path: [i], message: `${u} is named twice`, params: { code: 'unit-repeated' } });
      seen.add(u);
    });
  });

/**
 * A path, hex by hex, as the server executes it (SoS 8.0, 11.4: each hex entered is a
 * moment the other side may fire): every place entered in order, the start excluded. A
 * step stays in its hex never; a hex may be entered again later in the path.
 */
export const SosPathSchema = z
  .array(SosPlaceSchema)
  .min(1, { message: 'a path enters at least one hex' })
  .superRefine((path, ctx) => {
    path.forEach((p, i) => {
      if (i > 0 && path[i - 1] === p) ctx.addIssue({ code: 'custom', path: [i], message: `step ${i + 1} stays in ${p}: each step enters the next hex`, params: { code: 'step-in-place', rule: 'SoS 8.0' } });
    });
  });

/** A list of entries each about one hex (`key` names it): two about the same hex are refused. */
export const oneEntryAHex =
  (key: string, rule: string) =>
  (entries: readonly Record<string, unknown>[], ctx: z.core.$RefinementCtx): void => {
    const seen = new Set<unknown>();
    entries.forEach((e, i) => {
      if (seen.has(e[key])) ctx.addIssue({ code: 'custom', path: [i, key], message: `${String(e[key])} has two entries; one a hex`, params: { code: 'hex-repeated', rule } });
      seen.add(e[key]);
    });
  };
