import { z } from 'zod';
import { SosHexSchema, SosUnitListSchema } from './places';

/**
 * SoS 17.15, 17.24, 17.34: engineer units start building a fortification (in their own hex), a
 * minefield (in an adjacent hex) or a bridge (on their own balka hex), at the start of a
 * movement phase of their side; `remove`: they remove the work there instead, "in the same
 * way they are built" (the notes of 17.15, 17.24, 17.34). Two engineers build a fortification,
 * or a Soviet bridge, in half the time (17.16, 17.35).
 */
export const BuildOrderSchema = z.strictObject({
  build: z.strictObject({
    units: SosUnitListSchema,
    kind: z.enum(['fortification', 'minefield', 'bridge'], { message: 'kind is fortification, minefield or bridge' }),
    hex: SosHexSchema,
    remove: z.literal(true).optional(),
  }),
});
