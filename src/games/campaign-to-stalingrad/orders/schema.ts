import { z } from 'zod';
import { AttackStandingSchema, BattleOrderSchema, DefenseStandingSchema } from '../rules/combat/order';

const Hex = z.string().regex(/^\d{4}$/);

/** CtS 4.0: move one unit along the hexes it enters, in the order the file lists. */
export const MoveOrderSchema = z
  .object({
    move: z
      .object({
        unit: z.string(),
        /** The hexes entered; for a unit off the map, the first is its entry hex (17.1). */
        path: z.array(Hex),
        strategic: z.boolean().optional(),
        /** 17.1: after the path, leave the map from this friendly edge hex (1 MP). */
        exit: z.boolean().optional(),
      })
      .strict()
      .refine((m) => m.path.length > 0 || m.exit === true, { message: 'a move enters at least one hex, or exits the map' }),
  })
  .strict();
/** CtS 15.1: move one unit by rail, along the rail hexes it passes (not combined with ground movement). */
export const RailOrderSchema = z.object({ rail: z.object({ unit: z.string(), path: z.array(Hex).min(1) }).strict() }).strict();
/** CtS 10.0: one battle; battles are resolved one at a time, in the file's order. */
export const AttackOrderSchema = z.object({ attack: BattleOrderSchema }).strict();
/** CtS 16.7: activate an Army HQ (1 Supply Point), at any time of the player turn. */
export const ActivateOrderSchema = z.object({ activate: z.object({ hq: z.string() }).strict() }).strict();

export const CtsOrderSchema = z.union([MoveOrderSchema, RailOrderSchema, AttackOrderSchema, ActivateOrderSchema]);
export type CtsOrder = z.infer<typeof CtsOrderSchema>;

/** Standing orders: how this side attacks and defends in battles it cannot answer in time (digest 6.1, 6.2). */
export const CtsStandingSchema = z.object({ attacker: AttackStandingSchema.optional(), defender: DefenseStandingSchema.optional() }).strict();
export type CtsStanding = z.infer<typeof CtsStandingSchema>;

export const orderKind = (o: CtsOrder): 'move' | 'rail' | 'attack' | 'activate' => ('move' in o ? 'move' : 'rail' in o ? 'rail' : 'attack' in o ? 'attack' : 'activate');
