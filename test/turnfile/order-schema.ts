import { z } from 'zod';

/** A small title-like order schema for the turn-file tests: move and attack orders. */
const hex = z.string().regex(/^\d{4}$/, { error: 'a hex is four digits, e.g. 2725' });
const unit = z.string().regex(/^[a-z0-9-]+$/);

export const Move = z.strictObject({
  move: z.strictObject({
    unit,
    path: z
      .array(hex)
      .min(1)
      .refine((p) => new Set(p).size === p.length, { message: 'a path may not enter a hex twice', params: { rule: 'DoS 6.2' } }),
  }),
});

export const Attack = z.strictObject({
  attack: z.strictObject({
    target: hex,
    units: z.array(unit).min(1).max(3),
    kind: z.enum(['mobile', 'prepared']).default('mobile'),
  }),
});

export const order = z.union([Move, Attack]);
export const standing = z.strictObject({ retreat: z.enum(['auto', 'ask']), lossOrder: z.array(unit).optional() });
export const schemas = { order, standing };

export const envelope = (extra = ''): string =>
  `format: umpire-turn/1\ngame: g_7QH2\nside: german\nwindow: T03/german-combat\n${extra}`;
