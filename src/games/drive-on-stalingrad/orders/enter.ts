import { z } from 'zod';

/**
 * Reinforcements entering play (DoS 8.1-8.3, 8.5): `units` (a full stack at most per
 * entry hex and movement phase, 8.1) enter through the supply source `at`, paying its
 * entry cost from their movement allowance, then may move on along `path` with what is
 * left, at the slowest unit's rate (9.7). Only in the owner's movement phase, never
 * before the unit is due; delaying is allowed (8.1).
 */
export const EnterOrder = z
  .strictObject({
    enter: z.strictObject({
      units: z
        .array(z.string().min(1))
        .min(1)
        .describe('Reinforcements due this game turn or earlier, entering together (the template lists them).'),
      at: z.string().min(1).describe('The entry hex: a functioning supply source of your side on the right map (DoS 8.2, 8.3, 8.5).'),
      path: z
        .array(z.string().min(1))
        .optional()
        .describe('Hexes entered after the entry hex, with the movement allowance left (DoS 8.2, 8.3). Printed aliases are accepted.'),
    }),
  })
  .describe('Bring reinforcements into play in your movement phase (DoS 8.1).');
export type EnterOrder = z.infer<typeof EnterOrder>;
