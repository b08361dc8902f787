import type { ErrorHandler, NotFoundHandler } from 'hono';
import type { Logger } from '../../service/ports';
import type { AppEnv } from '../app-env';
import { errorResponse } from './error-response';
import { toFailure } from './service-failure';

export const notFound: NotFoundHandler<AppEnv> = (c) =>
  errorResponse(c, 404, 'not-found', `No route for ${c.req.method} ${c.req.path}.`);

/**
 * Refusals (the service's ServiceError, the routes' FailureError) become their JSON
 * error; anything else is logged with the request id and answered with a bare 500 that
 * shows no internals.
 */
export function onError(logger: Logger): ErrorHandler<AppEnv> {
  return (err, c) => {
    const refused = toFailure(err);
    if (refused) return errorResponse(c, refused.status, refused.code, refused.message, refused.errors);
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
