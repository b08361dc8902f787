import { z } from 'zod';
import { SosHexSchema, SosUnitListSchema } from './places';

/**
 * SoS 2.31-2.33: a side's set-up, before the first turn: `units` set up in `hex`. The units a
 * set-up file does not place stay where the ready-made set-up puts them.
 */
export const PlaceOrderSchema = z.strictObject({ place: z.strictObject({ units: SosUnitListSchema, hex: SosHexSchema }) });

/**
 * SoS 17.19, 17.28, 17.38: a work the scenario lists as available at the start, placed at
 * set-up: a bridge, minefield or fortification in `hex` (setup/works-at-start.ts).
 */
export const PlaceWorkOrderSchema = z.strictObject({ placeWork: z.strictObject({ kind: z.enum(['bridge', 'minefield', 'fortification']), hex: SosHexSchema }) });
