import { z } from 'zod';

const Hexes = z.array(z.string().min(1));

/**
 * A German mobile assault (DoS 9.23-9.31), made in a movement phase as part of one
 * continuous move (9.2): the force, which began the phase stacked together (9.28), moves
 * along `path` to its launch hex (the last hex of `path`, or where it stands), enters the
 * Soviet-held `target` paying double the entry cost (9.24), and fights there at once.
 * If the hex is cleared, the survivors go on along `onSuccess` with the MP left (9.30,
 * digest §6 A4); if not, they go back to the launch hex and stop for the phase (9.29).
 */
export const AssaultOrder = z
  .strictObject({
    assault: z.strictObject({
      units: z
        .array(z.string().min(1))
        .min(1)
        .describe('The force: German mechanized units with at least one panzer division, stacked together since the phase began (DoS 9.23, 9.28).'),
      path: Hexes.optional().describe('Hexes entered before the assault, in order; the last one is the launch hex (9.24 design note). Absent = launch from where the force stands.'),
      target: z.string().min(1).describe('The Soviet-held hex assaulted, adjacent to the launch hex. Printed aliases are accepted.'),
      onSuccess: Hexes.optional().describe('Where the survivors move on if the hex is cleared, with the MP left (DoS 9.30). Absent = they stop in the target hex.'),
      losses: z
        .array(z.string().min(1))
        .optional()
        .describe('Force units in the order they give up steps: AL1 takes the first panzer division listed (DoS 11.32); EX takes them in order (11.37). Missing steps follow the standing `losses` policy.'),
    }),
  })
  .describe('German mobile assault during movement (DoS 9.23-9.31).');
export type AssaultOrder = z.infer<typeof AssaultOrder>;
