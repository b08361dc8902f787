import { z } from 'zod';
import { componentName, components } from './components';

export type JsonSchema = Record<string, unknown>;

const uri = (id: string): string => `#/components/schemas/${id}`;

/** A `$ref` to a registered schema. Every body a route declares must be registered. */
export function refTo(schema: z.ZodType): JsonSchema {
  const id = componentName(schema);
  if (!id) throw new Error('a route declares a body schema that is not registered with named()');
  return { $ref: uri(id) };
}

/** Every registered schema as OpenAPI `components.schemas`, cross-references as `$ref`s. */
export function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(components, { uri, io: 'input' }) as { schemas: Record<string, JsonSchema> };
  const out: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))) {
    const { $schema: _s, $id: _i, ...rest } = schema;
    out[id] = rest;
  }
  return out;
}

/** An inline schema for one path or query parameter, as the client writes it. */
export function parameterSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, { io: 'input' }) as JsonSchema;
  return rest;
}
