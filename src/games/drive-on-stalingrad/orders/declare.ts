import { z } from 'zod';

/**
 * Phase-order declaration at the start of a player turn (DoS 5.4, 5.5). Only in the
 * player turn's opening window. The one-time sequences of 5.5 (German PA/PA, Soviet
 * Move/Move) are available once per Operation Blue game.
 */
export const PhaseOrder = z.enum(['combat-first', 'movement-first', 'combat-combat', 'movement-movement']);
export type PhaseOrder = z.infer<typeof PhaseOrder>;

export const DeclareOrder = z
  .strictObject({
    declare: z.strictObject({
      phaseOrder: PhaseOrder.describe(
        'combat-first (PA then Move; the default; German PAs gain 1R, DoS 5.6), movement-first (Move then PA), combat-combat (German, once per game, 5.5) or movement-movement (Soviet, once per game, 5.5).',
      ),
      schwerpunkt: z
        .literal(true)
        .optional()
        .describe('German: both ground-support aircraft form Schwerpunkte with the panzers: no 2L for the defender in this player turn\'s mobile assaults; no other air use this game turn (DoS 9.27).'),
      blockSeaMovement: z
        .literal(true)
        .optional()
        .describe('German, at the start of the game turn: both aircraft block Soviet sea movement this game turn; no other air use (DoS 9.18).'),
    }),
  })
  .describe('Declare this player turn\'s phase order (DoS 5.4), and the German air declarations (9.18, 9.27).');
export type DeclareOrder = z.infer<typeof DeclareOrder>;
