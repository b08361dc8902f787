import { z } from 'zod';

/**
 * The German Operation Blue withdrawal (DoS 8.7), given in the German opening window of
 * the withdrawal turn (GT6): two German panzer divisions, one German infantry division
 * with a printed combat factor of 7 or more, and Gross Deutschland (or, when it is not
 * available, two other German motorized infantry divisions), all in overland supply.
 * Requirements the list leaves open are filled by the default: the weakest eligible
 * units, lowest id first (digest §6 A6).
 */
export const WithdrawOrder = z
  .strictObject({
    withdraw: z.strictObject({
      units: z.array(z.string().min(1)).min(1).describe('The units withdrawn; the default completes what is missing.'),
    }),
  })
  .describe('Choose the units of the GT6 withdrawal (DoS 8.7).');
export type WithdrawOrder = z.infer<typeof WithdrawOrder>;
