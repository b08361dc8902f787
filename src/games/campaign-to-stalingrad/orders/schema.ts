import { z } from 'zod';
import { oneKeyUnionParser } from '#kernel/engine/one-key-union';
import { CtsHexSchema } from './hex';
import { AttackStandingSchema, BattleOrderSchema, DefenseStandingSchema } from '../rules/combat/order';
import { AirHqOrderSchema, AirOrderSchema, AirStandingSchema, AirSupplyOrderSchema } from '../rules/air/order';
import { BombardOrderSchema } from '../rules/air/bombard-order';
import { MobilityOrderSchema } from '../rules/special/artillery-mobility';
import { RegimentOrderSchema } from '../rules/special/german-regiments';
import { OFF_MAP_BOXES } from '../state/off-map-box';
import { BoxAdvanceOrderSchema, BoxAttackOrderSchema } from '../rules/caucasus/box-order';

const Hex = CtsHexSchema;

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
/**
 * A move that names only its destination (CtS 4.2): the server moves the unit along the path
 * options() lists for that hex (the cheapest; ties broken as every listed path is), and the
 * receipt shows the path it chose (kernel/options/move-destination.ts).
 */
export const MoveToSchema = z.object({ unit: z.string(), to: Hex }).strict();
/** A move as a turn file may write it: with its path, or with its destination only (resolved before the rules read it). */
export const FileMoveOrderSchema = z.object({ move: z.union([MoveOrderSchema.shape.move, MoveToSchema]) }).strict();
/** CtS 15.1: move one unit by rail, along the rail hexes it passes (not combined with ground movement). */
export const RailOrderSchema = z.object({ rail: z.object({ unit: z.string(), path: z.array(Hex).min(1) }).strict() }).strict();
/** CtS 10.0: one battle; battles are resolved one at a time, in the file's order. */
export const AttackOrderSchema = z.object({ attack: BattleOrderSchema }).strict();
/**
 * CtS 16.7: activate an Army HQ (1 Supply Point, or the Depot stacked with it), at any time
 * of the player turn; `depot` names the hex of another Depot of the side to use, delivered
 * for 16.9's Transport Points (16.10); `supplyPoint: true` pays a Supply Point even with a
 * Depot stacked with the HQ, keeping the Depot ("one Supply Point or one Depot").
 */
export const ActivateOrderSchema = z.object({ activate: z.object({ hq: z.string(), depot: Hex.optional(), supplyPoint: z.literal(true).optional() }).strict() }).strict();

/** CtS 33.1: move one Soviet unit from its Off Map Box to an adjacent box, for its entire Movement Allowance (Campaign Game). */
export const BoxMoveOrderSchema = z.object({ boxMove: z.object({ unit: z.string(), to: z.enum(OFF_MAP_BOXES) }).strict() }).strict();

/** CtS 19.1-19.3, 20.4: a reinforcement or Return placed as this Movement Phase began enters at this hex instead (before it moves). */
export const EnterOrderSchema = z.object({ enter: z.object({ unit: z.string(), hex: Hex }).strict() }).strict();

/** CtS 4.7: a Movement Phase overrun by units next to the target hex, at 10-1 or better; they move no further this phase. */
export const OverrunOrderSchema = z
  .object({
    overrun: z
      .object({
        target: Hex,
        units: z.array(z.string()).min(1),
        maximumEffort: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
        /** CtS 23.11: the own air units in the target hex counted for the 10-1; absent = every eligible one. */
        groundSupport: z.array(z.string()).optional(),
      })
      .strict(),
  })
  .strict();

/**
 * CtS 16.10, 16.11 step 3: given in the Combat window's file, carried out in the Supply Phase
 * that follows it: create a Depot (1 Supply Point, Transport Points off the rail net), move
 * one (Transport Points; free along the rail net), absorb one on a Connecting Rail Hex into
 * the Supply Track, or remove one.
 */
export const DepotOrderSchema = z
  .object({
    depot: z.union([
      z.object({ create: Hex }).strict(),
      z.object({ move: z.object({ from: Hex, to: Hex }).strict() }).strict(),
      z.object({ absorb: Hex }).strict(),
      z.object({ remove: Hex }).strict(),
      /** 34.2 (engine cts-7 on): create a Depot in the Caucasus or Black Sea Coast box. */
      z.object({ createInBox: z.enum(['caucasus', 'black-sea-coast']) }).strict(),
    ]),
  })
  .strict();
/** CtS 15.6, 16.11 step 5: given in the Combat window's file: a railhead moves forward into this rail hex in the Supply Phase (three a phase, from different railheads). */
export const RepairOrderSchema = z.object({ repair: z.object({ hex: Hex }).strict() }).strict();

/** CtS 21.2-21.3: move one replacement counter (of this type, from this hex) along the hexes it enters; by rail with `rail: true` (15.3: half a division). */
export const ReplacementOrderSchema = z.object({ replacement: z.object({ type: z.string(), from: Hex, path: z.array(Hex).min(1), rail: z.literal(true).optional() }).strict() }).strict();
/** CtS 34.6 (Campaign Game, cts-6 on): one Soviet replacement counter of this type, from this hex, enters the Caucasus Box (a Naval one may enter the Black Sea Coast Box); one a turn. */
export const BoxReplacementOrderSchema = z.object({ boxReplacement: z.object({ type: z.string(), from: Hex, to: z.enum(['caucasus', 'black-sea-coast']) }).strict() }).strict();

/**
 * In a set-up window (game option `setup: players`): set these at-start units up in this
 * hex (CtS 35.1), or move the Axis depot standing in `depot` to this hex (35.2 [Change]).
 */
export const PlaceOrderSchema = z
  .object({ place: z.union([z.object({ units: z.array(z.string()).min(1), hex: Hex }).strict(), z.object({ depot: Hex, hex: Hex }).strict()]) })
  .strict();

export const CtsOrderSchema = z.union([PlaceOrderSchema, DepotOrderSchema, RepairOrderSchema, OverrunOrderSchema, MoveOrderSchema, RailOrderSchema, AttackOrderSchema, ActivateOrderSchema, EnterOrderSchema, BoxMoveOrderSchema, BoxAttackOrderSchema, BoxAdvanceOrderSchema, ReplacementOrderSchema, BoxReplacementOrderSchema, AirOrderSchema, AirHqOrderSchema, AirSupplyOrderSchema, BombardOrderSchema, MobilityOrderSchema, RegimentOrderSchema]);
export type CtsOrder = z.infer<typeof CtsOrderSchema>;

/** CtsOrderSchema.safeParse, with the same answer, each order parsed by the kind its one key names (`order-parse.property.test.ts`). */
export const parseOrder = oneKeyUnionParser(CtsOrderSchema);
/** One order as a turn file may write it: a CtsOrder, or a move that names its destination only (`move: {unit, to}`). */
export const CtsFileOrderSchema = z.union([PlaceOrderSchema, DepotOrderSchema, RepairOrderSchema, OverrunOrderSchema, FileMoveOrderSchema, RailOrderSchema, AttackOrderSchema, ActivateOrderSchema, EnterOrderSchema, BoxMoveOrderSchema, BoxAttackOrderSchema, BoxAdvanceOrderSchema, ReplacementOrderSchema, BoxReplacementOrderSchema, AirOrderSchema, AirHqOrderSchema, AirSupplyOrderSchema, BombardOrderSchema, MobilityOrderSchema, RegimentOrderSchema]);

/**
 * Standing choices about the side's forces made outside its own windows: which unit goes
 * for a Withdrawal (20.3), which Cadre Box units replacements rebuild first (21.4), whether
 * stacked Remnants merge (21.7), and the Soviet set-up losses (35.1, before the first battle).
 */
export const ReinforcementStandingSchema = z.object({
  withdraw: z.array(z.object({ turn: z.number().int(), unit: z.string() }).strict()).optional(),
  rebuild: z.array(z.string()).optional(),
  mergeRemnants: z.boolean().optional(),
  setupLosses: z.array(z.string()).optional(),
  /**
   * 32.0 (Section III): when a Guard conversion is called for, whether to convert (`convert`:
   * `first`, the default, or `never`) and which participating units first (`prefer`, by id);
   * without a preference, the unit with the most steps, then the lowest id.
   */
  guards: z.object({ convert: z.enum(['first', 'never']).default('first'), prefer: z.array(z.string()).default([]) }).strict().optional(),
});
export type ReinforcementStanding = z.infer<typeof ReinforcementStandingSchema>;

/** Standing orders: how this side attacks and defends in battles it cannot answer in time (digest 6.1, 6.2), and the choices above. */
export const CtsStandingSchema = z.object({ attacker: AttackStandingSchema.optional(), defender: DefenseStandingSchema.optional(), ...ReinforcementStandingSchema.shape, air: AirStandingSchema.optional() }).strict();
export type CtsStanding = z.infer<typeof CtsStandingSchema>;

/** The kind of an order, as a window's `accepts` lists it: a box move (33.1) is a move of the Movement Phase; a box attack or unopposed advance (34.1, 34.9) an attack of the Combat Phase; a box replacement (34.6) a replacement's. */
export const orderKind = (o: CtsOrder): 'place' | 'bombard' | 'overrun' | 'move' | 'rail' | 'attack' | 'activate' | 'enter' | 'replacement' | 'air' | 'depot' | 'repair' | 'mobility' | 'regiment' =>
  'place' in o ? 'place' : 'bombard' in o ? 'bombard' : 'depot' in o ? 'depot' : 'repair' in o ? 'repair' : 'mobility' in o ? 'mobility' : 'regiment' in o ? 'regiment' :
  'overrun' in o ? 'overrun' :
  'air' in o || 'airHq' in o || 'airSupply' in o ? 'air' : 'move' in o ? 'move' : 'rail' in o ? 'rail' : 'attack' in o || 'boxAttack' in o || 'boxAdvance' in o ? 'attack' : 'enter' in o ? 'enter' : 'boxMove' in o ? 'move' : 'replacement' in o || 'boxReplacement' in o ? 'replacement' : 'activate';
