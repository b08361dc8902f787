import type { ErrorHandler, NotFoundHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '#service/ports';
import type { AppEnv } from '../app-env';
import { CLIENT_CLOSED_REQUEST, clientAborted } from './client-aborted';
import { errorResponse } from './error-response';
import { toFailure } from './service-failure';

export const notFound: NotFoundHandler<AppEnv> = (c) =>
  errorResponse(c, 404, 'not-found', `No route for ${c.req.method} ${c.req.path}.`);

/**
 * Refusals (the service's ServiceError, the routes' FailureError) become their JSON
 * error; a body cut by the client is a 499 `aborted` (the request log marks it, at info
 * level: the client did it); anything else is logged with the request id and answered with a bare 500 that
 * shows no internals.
 */
export function onError(logger: Logger): ErrorHandler<AppEnv> {
  return (err, c) => {
    const refused = toFailure(err);
    if (refused) return errorResponse(c, refused.status, refused.code, refused.message, refused.errors);
    if (clientAborted(err, c.req.raw)) {
      return errorResponse(c, CLIENT_CLOSED_REQUEST as ContentfulStatusCode, 'aborted', 'The client closed the connection before the request body was complete.');
    }
    const requestId = c.get('requestId');
    logger.log({
      level: 'error',
      event: 'http.error',
      requestId,
      path: c.req.path,
      error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      stack: err instanceof Error ? err.stack : undefined,
    });
    return errorResponse(c, 500, 'internal', `Something went wrong on our side (request ${requestId}).`);
  };
}
