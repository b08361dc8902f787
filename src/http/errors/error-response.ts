import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Issue } from '#kernel/engine/issues';
import type { ErrorBody } from '../schemas/error';

/** The one shape of every error response: `{ error: { code, message }, errors: [...] }`. */
export function errorBody(code: string, message: string, errors: Issue[] = []): ErrorBody {
  return { error: { code, message }, errors };
}

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  errors: Issue[] = [],
): Response {
  return c.json(errorBody(code, message, errors), status);
}
