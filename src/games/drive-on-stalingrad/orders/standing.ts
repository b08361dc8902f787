import { z } from 'zod';

/**
 * Standing orders (design.md): the choices a side makes during the opponent's phases,
 * kept in the state and replaced by the next file that carries `standing`.
 */
export const RetreatPreference = z.enum(['stack-together', 'best-terrain', 'away-from-enemy']);
export type RetreatPreference = z.infer<typeof RetreatPreference>;

export const LossPolicy = z.enum(['fewest-factors', 'strongest-first']);
export type LossPolicy = z.infer<typeof LossPolicy>;

/** One standing commitment of German planes to the defence (DoS 11.25, digest §6 N3). */
export const DefensiveAir = z
  .strictObject({
    hexes: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe('Defender hexes it covers; absent = any hex you defend.'),
    planes: z.union([z.literal(1), z.literal(2)]).describe('Planes to commit (as many as remain this game turn, at most this).'),
    ifOddsAtLeast: z
      .string()
      .regex(/^\d+:\d+$/)
      .optional()
      .describe('Commit only when the Soviet odds before air are at least this, e.g. "3:1"; absent = always.'),
  })
  .describe('Ground-support aircraft for one of your defending battles (DoS 11.25).');
export type DefensiveAir = z.infer<typeof DefensiveAir>;

/** The German aerial supply marker during the Soviet player turn (DoS 7.6, digest §6 N4). */
export const AerialStanding = z
  .strictObject({
    hex: z.string().min(1).describe('Where to place the marker (its hex and the six around it are supplied for defense).'),
    when: z
      .enum(['soviet-turn', 'attacked'])
      .optional()
      .describe(
        'soviet-turn (the default): at the start of the Soviet player turn; attacked: just before the first Soviet prepared assault on German-side units the marker would reach that are not in regular supply.',
      ),
  })
  .describe('Aerial supply marker during the Soviet player turn (DoS 7.6).');
export type AerialStanding = z.infer<typeof AerialStanding>;

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
    defAir: z
      .array(DefensiveAir)
      .optional()
      .describe(
        'The side with the ground-support aircraft (the German in Operation Blue): planes for your defence in enemy prepared assaults (DoS 11.25, digest §6 N3), first matching entry per battle, committed after the odds are known and before the die. Default: none.',
      ),
    floodManych: z
      .union([z.literal(true), z.number().int().min(1)])
      .optional()
      .describe(
        'Soviet, once per game: flood the Manych at the very start of the next game turn (true) or of that game turn (a number), if you then control 3217 or 3317 (DoS 9.32, digest §6 N6).',
      ),
    aerial: AerialStanding.optional().describe(
      'German: commit the aerial supply marker during the Soviet player turn (DoS 7.6, digest §6 N4), if not yet committed this game turn. Default: not committed.',
    ),
    taman: z
      .strictObject({
        unit: z.string().min(1).describe('One of the Taman pair (DoS 8.2), e.g. "rom-3mtn".'),
        hex: z.string().min(1).describe('A German-held hex adjacent to Taman.'),
      })
      .optional()
      .describe(
        'German: when the Taman pair arrives (DoS 8.2), place this one of them in this adjacent hex instead of Taman (digest §6 A8). Default: each in Taman if stacking allows (6.3), else the first adjacent German-held hex that takes it.',
      ),
  })
  .describe('Standing orders for the opponent\'s phases.');
export type StandingOrders = z.infer<typeof StandingOrders>;
