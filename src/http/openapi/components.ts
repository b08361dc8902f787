import { z } from 'zod';

/**
 * The named schemas of the API. Every request body and response body a route declares
 * is registered here under a stable name, and the OpenAPI document lists this registry
 * as `components.schemas`, so a schema used by a route and the one documented are the
 * same object.
 */
export const components = z.registry<{ id: string; description?: string }>();

/** Registers `schema` as the component `id` and returns it unchanged. */
export function named<T extends z.ZodType>(id: string, schema: T, description?: string): T {
  components.add(schema, description ? { id, description } : { id });
  return schema;
}

/** The component name a schema was registered under, or undefined. */
export function componentName(schema: z.ZodType): string | undefined {
  return components.get(schema)?.id;
}
