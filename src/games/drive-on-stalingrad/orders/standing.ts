import { z } from 'zod';

/**
 * Standing orders (design.md): the choices a side makes during the opponent's phases,
 * kept in the state and replaced by the next file that carries `standing`.
 */
export const RetreatPreference = z.enum(['stack-together', 'best-terrain', 'away-from-enemy']);
export type RetreatPreference = z.infer<typeof RetreatPreference>;

export const LossPolicy = z.enum(['fewest-factors', 'strongest-first']);
export type LossPolicy = z.infer<typeof LossPolicy>;

export const StandingOrders = z
  .strictObject({
    retreat: z
      .strictObject({
        prefer: z
          .array(RetreatPreference)
          .optional()
          .describe(
            'How to choose among retreat hexes that are equally close to supply (DoS 11.33), in order; default: stack-together, best-terrain, away-from-enemy, then the lowest hex id.',
          ),
        hexes: z
          .record(z.string(), z.array(z.string()))
          .optional()
          .describe('Preferred retreat hexes by the hex retreated from, e.g. {"2625": ["2526", "2626"]}; used first when allowed.'),
      })
      .optional()
      .describe('Retreat choices when your units must retreat (DoS 11.33, 11.34).'),
    losses: LossPolicy.optional().describe(
      'Which attacker steps go on AL1/EX when an attack order lists none (DoS 11.32, 11.37): fewest-factors (the default) or strongest-first.',
    ),
  })
  .describe('Standing orders for the opponent\'s phases.');
export type StandingOrders = z.infer<typeof StandingOrders>;
