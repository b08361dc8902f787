import { z } from 'zod';
import { CtsHexSchema } from '#games/campaign-to-stalingrad/orders/hex';

/**
 * CtS 23.12 a Bombardment, the phasing player's order in his Combat window: the air units
 * placed in the target hex bombard it (absent `air` = every one there that may). Carried
 * out at step B1, before any battle: listed after an attack it is skipped.
 */
export const BombardOrderSchema = z.object({ bombard: z.object({ hex: CtsHexSchema, air: z.array(z.string()).min(1).optional() }).strict() }).strict();
export type BombardOrder = z.infer<typeof BombardOrderSchema>['bombard'];
