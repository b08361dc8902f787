import { z } from 'zod';

/**
 * Soviet Black Sea movement in Operation Blue (DoS 9.18): a non-mechanized unit that
 * began the movement phase in a friendly port town sails to another friendly port town,
 * pays the landing hex's entry cost and may move on along `path` with the MP left.
 */
export const SeaMoveOrder = z
  .strictObject({
    sea: z.strictObject({
      unit: z.string().min(1).describe('The unit that sails: Soviet, non-mechanized, in a port town since the phase began (DoS 9.18).'),
      to: z.string().min(1).describe('The friendly-controlled port town it lands in (Novorossisk 3933, Tuapse 4329, Sochi 4626).'),
      path: z.array(z.string().min(1)).optional().describe('Hexes entered after landing, in order (normal movement, DoS 9.18). Absent = it stays in the port.'),
    }),
  })
  .describe('Soviet sea movement between Black Sea port towns (DoS 9.18).');
export type SeaMoveOrder = z.infer<typeof SeaMoveOrder>;
