import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env';
import { errorResponse } from '../errors/error-response';

/**
 * Refuses request bodies over `maxBytes` with a 413 JSON error before any handler reads them.
 * A request that declares its length (Content-Length, no Transfer-Encoding) is judged by
 * that header, as hono's bodyLimit judges it, but without asking for the request's body
 * stream first: on the Node server, asking for it turns the request into a full web
 * Request reading the socket through a web stream, where the handler's `text()` would
 * otherwise read it directly. A request without a length is counted by bodyLimit as it
 * arrives. Requests without a body (GET, HEAD) pass.
 */
export function bodySize(maxBytes: number): MiddlewareHandler<AppEnv> {
  const onError: Parameters<typeof bodyLimit>[0]['onError'] = (c) =>
    errorResponse(c, 413, 'too-large', `The request body is over the limit of ${maxBytes} bytes.`, [
      { path: [], code: 'too-large', message: `at most ${maxBytes} bytes` },
    ]);
  const counted = bodyLimit({ maxSize: maxBytes, onError });
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const headers = c.req.raw.headers;
    const length = headers.get('content-length');
    if (length === null || headers.has('transfer-encoding')) return counted(c, next);
    return parseInt(length, 10) > maxBytes ? onError(c) : next();
  };
}
