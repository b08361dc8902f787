import { z } from 'zod';

/**
 * Commit the German aerial supply marker (DoS 7.6): it supplies German-side units in its
 * hex and the six around it for defense (attack and movement count as OOS), at once and
 * until the end of the game turn; one hex per game turn. Carried out where it stands in
 * the order list. During the Soviet player turn use the standing order `aerial`.
 */
export const AerialOrder = z
  .strictObject({
    aerial: z.strictObject({
      hex: z.string().min(1).describe('The hex to place the marker in (any hex of the map, DoS 7.6). Printed aliases are accepted.'),
    }),
  })
  .describe('Commit the German aerial supply marker (DoS 7.6).');
export type AerialOrder = z.infer<typeof AerialOrder>;
