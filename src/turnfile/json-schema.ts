import { z } from 'zod';
import { TURN_FILE_FORMAT, turnFileSchema } from './envelope';

/**
 * The JSON Schema (draft 2020-12) of a title's turn files, for editors: the envelope
 * with the title's orders and standing orders, as a player writes them (input types, so
 * `final` is optional). Parts zod cannot express in JSON Schema (refinements, transforms)
 * are left open; the server still checks them.
 */
export function turnFileJsonSchema(title: { id: string; orderSchema: z.ZodType; standingSchema: z.ZodType }): object {
  const schema = turnFileSchema({ order: title.orderSchema, standing: title.standingSchema });
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return {
    ...json,
    $id: `urn:umpire:${TURN_FILE_FORMAT}:${title.id}`,
    title: `Umpire turn file (${TURN_FILE_FORMAT}) for ${title.id}`,
    description: 'A turn file: the envelope (format, game, side, window, final, basedOn, entropy, auth) and the orders for one decision window.',
  };
}
