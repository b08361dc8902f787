import type { MiddlewareHandler } from 'hono';
import type { Logger } from '#service/ports';
import type { AppEnv } from '../app-env';
import { CLIENT_CLOSED_REQUEST } from '../errors/client-aborted';

/**
 * One structured line per request: method, path (never the query string, which could
 * carry a token), status, duration and request id; `aborted: true` with status 499 when the
 * client dropped the connection before its body was complete. Headers and bodies are never logged.
 */
export function requestLog(logger: Logger, now: () => number = () => Date.now()): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = now();
    await next();
    const aborted = c.res.status === CLIENT_CLOSED_REQUEST;
    logger.log({
      level: c.res.status >= 500 ? 'error' : 'info',
      event: 'http.request',
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ...(aborted ? { aborted: true } : {}),
      ms: now() - started,
      requestId: c.get('requestId'),
    });
  };
}
