import { z } from 'zod';

/**
 * A prepared assault (DoS 11.0): `units` attack the enemy stack in `target` from one or
 * more adjacent hexes (11.3). Orders are carried out in the order given (11.5); the
 * choices a player would make after the die (losses 11.32/11.37, advance 11.38) are
 * written in advance.
 */
export const AttackOrder = z
  .strictObject({
    attack: z.strictObject({
      target: z.string().min(1).describe('The defender hex (one hex per battle, DoS 11.3). Printed aliases are accepted.'),
      units: z
        .array(z.string().min(1))
        .min(1)
        .describe('Attacking units, each adjacent to the target (DoS 11.1); each attacks once per phase (11.4).'),
      losses: z
        .array(z.string().min(1))
        .optional()
        .describe(
          'Attacking units in the order they give up steps on AL1 or EX (DoS 11.32, 11.37); list a two-step unit twice to take both of its steps. Missing steps follow the standing `losses` policy.',
        ),
      advance: z
        .union([z.enum(['all', 'none']), z.array(z.string().min(1))])
        .optional()
        .describe(
          'Advance after combat if the target is left empty (DoS 11.38): "all" surviving attackers, "none" (the default), or a list of unit ids.',
        ),
      air: z
        .union([z.literal(1), z.literal(2)])
        .optional()
        .describe('Ground-support aircraft committed to this attack by the side that has them (the German in Operation Blue), one column right each (DoS 11.25); each plane flies once per game turn.'),
      ifTargetOccupied: z
        .boolean()
        .optional()
        .describe(
          'true: the target may be empty now (a defender may retreat into it earlier this phase); the attack is made only if enemy units are there when its turn comes.',
        ),
    }),
  })
  .describe('Prepared assault against one enemy-held hex (DoS 11.0).');
export type AttackOrder = z.infer<typeof AttackOrder>;
