import { z } from 'zod';
import { CtsHexSchema } from '#games/campaign-to-stalingrad/orders/hex';

/** A hex as the other orders take it: four digits, or S and the printed south-map number (A2). */
const Hex = CtsHexSchema;

/** CtS 23.5: the phasing player places one air unit in a hex, in his Air Segment (before any unit moves, 23.2). */
export const AirOrderSchema = z.object({ air: z.object({ unit: z.string(), hex: Hex }).strict() }).strict();
/** CtS 23.7: flip an Air HQ to its mobile or non-mobile side, only in the friendly Air Segment. */
export const AirHqOrderSchema = z.object({ airHq: z.object({ hq: z.string(), side: z.enum(['mobile', 'fixed']) }).strict() }).strict();
/** CtS 23.15: spend Supply Points so that six more air units a point may fly this player turn. */
export const AirSupplyOrderSchema = z.object({ airSupply: z.object({ sp: z.number().int().min(1) }).strict() }).strict();

/**
 * Standing air orders (digest 6): `defend` places air units during the opponent's Air
 * Segment (23.4, half range), in this order, paying Supply Points as needed (23.15, A30);
 * `replace` is the order in which eliminated air units come back (23.13); `prefer` the
 * targets its fighters choose first in air-to-air combat (23.9), `targets` named targets
 * for single fighters, tried before `prefer`; `hold` the fighters that attack nothing.
 */
export const AirStandingSchema = z
  .object({
    defend: z.array(z.object({ unit: z.string(), hex: Hex }).strict()).optional(),
    replace: z.array(z.string()).optional(),
    /** 23.9: which allowed air-to-air targets this side's F/FB take first: enemy fighters (default) or bombers (B, GS). */
    prefer: z.enum(['fighters', 'bombers']).optional(),
    /**
     * 23.9.1: for an own F/FB (the key), the enemy air units it attacks, tried in this order
     * among the targets it may attack at the time; when none of them is, `prefer` chooses.
     */
    targets: z.record(z.string(), z.array(z.string()).min(1)).optional(),
    /**
     * 38.0 (optional, game option abstractAir), Axis only: which Soviet Ground Support the Axis
     * air units that have not flown this turn intercept in the Soviet Combat Phase: `all` (the
     * default) in the order the Soviet placed it, `{hexes}` only in those hexes, in that order,
     * or `none`.
     */
    intercept: z.union([z.enum(['all', 'none']), z.object({ hexes: z.array(Hex).min(1) }).strict()]).optional(),
    /** 23.9 "may use": own F/FB units held out of air-to-air combat (they attack nothing; they may still be attacked). */
    hold: z.array(z.string()).optional(),
  })
  .strict();
export type AirStanding = z.infer<typeof AirStandingSchema>;
