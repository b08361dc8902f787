import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../../service/ports';
import type { AppEnv } from '../app-env';

/**
 * One structured line per request: method, path (never the query string, which could
 * carry a token), status, duration and request id. Headers and bodies are never logged.
 */
export function requestLog(logger: Logger, now: () => number = () => Date.now()): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = now();
    await next();
    logger.log({
      level: c.res.status >= 500 ? 'error' : 'info',
      event: 'http.request',
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: now() - started,
      requestId: c.get('requestId'),
    });
  };
}
