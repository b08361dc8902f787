import { z } from 'zod';

/**
 * A set-up placement in the players' set-up (DoS 12.1): `units` set up in `hex`. Only in
 * a set-up window; units the file does not place keep their hex of the shipped set-up.
 */
export const PlaceOrder = z
  .strictObject({
    place: z.strictObject({
      units: z.array(z.string().min(1)).min(1).describe('Units of your side that this set-up lets you place (the template lists them).'),
      hex: z.string().min(1).describe('Where they set up: a hex the set-up rules allow for each of them (DoS 12.1). Printed aliases are accepted.'),
    }),
  })
  .describe('Set units up in a hex, in a set-up window (DoS 12.1).');
export type PlaceOrder = z.infer<typeof PlaceOrder>;
