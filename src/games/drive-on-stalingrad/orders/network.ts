import { z } from 'zod';

/**
 * Add one town or city to your supply network with a supply marker (DoS 7.14), at the
 * very start of your player turn: in the player turn's opening window only, one per
 * player turn (both sheets together). It takes effect before the window's other orders.
 */
export const NetworkOrder = z
  .strictObject({
    network: z.strictObject({
      add: z
        .string()
        .min(1)
        .describe('The town or city to add: friendly-held, with a supply line of 7 hexes or less to your functioning network (DoS 7.14). Printed aliases are accepted.'),
    }),
  })
  .describe('Add an intermediate supply source to your network (DoS 7.14).');
export type NetworkOrder = z.infer<typeof NetworkOrder>;
