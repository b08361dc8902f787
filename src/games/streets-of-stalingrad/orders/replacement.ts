import { z } from 'zod';
import { isBox, SosPlaceSchema, SosUnitListSchema } from './places';

/**
 * SoS 21.41, 21.2: eliminated units rebuilt with the side's saved replacement points (each its
 * printed AF, of the kind 21.42 gives it) and placed in `box` (German: an off-map box, Soviet:
 * an East Bank box) at the start of the owner's Movement Phase; they then move as
 * reinforcements do (21.3: after all breakthrough activity).
 */
export const ReplaceOrderSchema = z.strictObject({
  replace: z.strictObject({ units: SosUnitListSchema, box: SosPlaceSchema.refine(isBox, { message: 'replacements are placed in a box', params: { code: 'not-a-box', rule: 'SoS 21.2' } }) }),
});
