import { z } from 'zod';
import type { ControlTrack } from '#games/campaign-to-stalingrad/data/caucasus-display';

/** CtS 34.0: the two Off Map Boxes whose control the Caucasus Campaign Display records, each with its Control Track. */
export const CAUCASUS_BOXES = ['caucasus', 'black-sea-coast'] as const;
export type CaucasusBox = (typeof CAUCASUS_BOXES)[number];

/** The Control Track printed above a box (34.0). */
export const trackOf = (box: CaucasusBox): ControlTrack => (box === 'caucasus' ? 'caucasus' : 'blackSeaCoast');

/**
 * CtS 34.1: in the Combat Phase, one attack on every enemy unit in the Caucasus or Black Sea
 * Coast box by the friendly units of the same box the order names, with 11.6's Maximum
 * Effort; at most one a box each player turn.
 */
export const BoxAttackOrderSchema = z
  .object({
    boxAttack: z
      .object({
        box: z.enum(CAUCASUS_BOXES),
        attackers: z.array(z.string()).min(1),
        maximumEffort: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
        /**
         * 34.1 (3) "The attacker may use Air Power", with the optional Abstracted Air Power
         * (38.0, engine cts-7 on): `air: 1` places one air unit over the box for Ground
         * Support, one column right, as a map battle's `air` does in its target hex.
         */
        air: z.number().int().min(0).optional(),
        /**
         * 16.6 "Players may elect to have their units attack at half strength ... so as to save
         * a Supply Depot from consumption", as a map battle's `keepDepots` lists the hexes of the
         * Depots kept: here the box whose Depot is kept (engine cts-7 on, where a box has Depots).
         */
        keepDepots: z.array(z.enum(CAUCASUS_BOXES)).optional(),
      })
      .strict(),
  })
  .strict();
export type BoxAttackOrder = z.infer<typeof BoxAttackOrderSchema>['boxAttack'];

/** CtS 34.9 [Change]: in the Combat Phase, with friendly units in the box and no enemy unit there, the box's marker moves up to four spaces the side's way. */
export const BoxAdvanceOrderSchema = z.object({ boxAdvance: z.object({ box: z.enum(CAUCASUS_BOXES) }).strict() }).strict();
export type BoxAdvanceOrder = z.infer<typeof BoxAdvanceOrderSchema>['boxAdvance'];
