import { z } from 'zod';
import { SosHexSchema, SosUnitListSchema, SosUnitSchema } from './places';

/** SoS 3.1: the German declares the game over at the start of an Administrative Phase. */
export const EndGameOrderSchema = z.strictObject({ endGame: z.literal(true) });

/**
 * SoS 21.51-21.54: units withdrawn on a "W" date (never to return), substitutes of equal or
 * greater AF allowed, or German replacement points paid (`points`) for a missing unit; `keep`
 * names the withdrawals (tables.yaml `withdrawals.schedule` ids, e.g. `29-division`) the German
 * keeps in the game beyond their date, at a VP cost (21.54, 3.7): without it, what is due
 * today goes by the referee's default (4.2).
 */
export const WithdrawOrderSchema = z.strictObject({
  withdraw: z
    .strictObject({ units: SosUnitListSchema.optional(), points: z.number().int().min(1).optional(), keep: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'a withdrawal id, e.g. 29-division')).min(1).optional() })
    .refine((w) => w.units || w.points || w.keep, { message: 'a withdrawal names units, replacement points or the withdrawals kept', params: { code: 'empty-withdrawal', rule: 'SoS 21.52' } }),
});

/** SoS 20.1-20.4: an on-map unit exchanged for an eliminated unit of the same type and AF or DF, in its hex. */
export const ConsolidateOrderSchema = z.strictObject({ consolidate: z.strictObject({ unit: SosUnitSchema, for: SosUnitSchema, hex: SosHexSchema }) });
