import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env';
import { errorResponse } from '../errors/error-response';

/** Refuses request bodies over `maxBytes` with a 413 JSON error before any handler reads them. */
export function bodySize(maxBytes: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      errorResponse(c, 413, 'too-large', `The request body is over the limit of ${maxBytes} bytes.`, [
        { path: [], code: 'too-large', message: `at most ${maxBytes} bytes` },
      ]),
  });
}
