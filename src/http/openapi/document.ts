import type { z } from 'zod';
import { impliedResponses } from './implied-responses';
import { componentSchemas, parameterSchema, refTo, type JsonSchema } from './json-schema';
import type { ResponseSpec, Route } from './route';

export interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
}

/** `/api/games/:id` → `/api/games/{id}`; a pattern parameter ending in a suffix, `:n{[0-9]+\\.pdf}` → `{n}.pdf`. */
export const openApiPath = (path: string): string =>
  path.replace(/:([A-Za-z0-9_]+)(?:\{[^}]*?(?:\\(\.[A-Za-z0-9]+))?\})?/g, (_m, name: string, suffix?: string) => `{${name}}${suffix ?? ''}`);

const AUTH_TEXT: Record<Route['auth'], string> = {
  none: 'No token.',
  admin: 'The admin token (UMPIRE_ADMIN_TOKEN).',
  'turn-file': "The side's token (or the referee's), or none when the file is signed or carries auth.token.",
  side: "A side's token.",
  referee: 'The referee token.',
  'side-or-referee': "A side's token or the referee token.",
  optional: "Optional: none for the public's copy, a side's token for its copy, the referee token for everything.",
};

/** The OpenAPI 3.1 document of `routes`, built from the routes' own zod schemas. */
export function buildOpenApi(routes: Route[], info: OpenApiInfo): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const item = (paths[openApiPath(route.path)] ??= {});
    item[route.method] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      schemas: componentSchemas(),
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <token>' } },
    },
  };
}

function operation(route: Route): JsonSchema {
  const op: JsonSchema = {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    'x-umpire-auth': AUTH_TEXT[route.auth],
    security: security(route.auth),
  };
  const parameters = [...fields(route.params, 'path'), ...fields(route.query, 'query')];
  if (parameters.length) op['parameters'] = parameters;
  if (route.body) op['requestBody'] = requestBody(route);
  op['responses'] = responses({ ...impliedResponses(route), ...route.responses });
  return op;
}

function security(auth: Route['auth']): JsonSchema[] {
  if (auth === 'none') return [];
  if (auth === 'optional' || auth === 'turn-file') return [{}, { bearer: [] }];
  return [{ bearer: [] }];
}

function fields(schema: z.ZodObject | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  return Object.entries(schema.shape).map(([name, field]) => {
    const f = field as z.ZodType;
    return {
      name,
      in: where,
      required: where === 'path' || !f.safeParse(undefined).success,
      ...(f.description ? { description: f.description } : {}),
      schema: parameterSchema(f),
    };
  });
}

function requestBody(route: Route): JsonSchema {
  const body = route.body!;
  const content =
    body.kind === 'json'
      ? { 'application/json': { schema: refTo(body.schema) } }
      : Object.fromEntries(Object.entries(body.contentTypes).map(([type, s]) => [type, { schema: refTo(s) }]));
  return { required: true, ...(body.description ? { description: body.description } : {}), content };
}

function responses(specs: Record<number, ResponseSpec>): JsonSchema {
  const out: JsonSchema = {};
  for (const [status, spec] of Object.entries(specs).sort(([a], [b]) => Number(a) - Number(b))) {
    out[status] = {
      description: spec.description,
      ...(spec.schema ? { content: { [spec.contentType ?? 'application/json']: { schema: refTo(spec.schema) } } } : {}),
    };
  }
  return out;
}
