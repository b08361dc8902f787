import type { MiddlewareHandler } from 'hono';
import type { UmpireService } from '#service/types';
import { bearerToken } from '#http/access/bearer';
import type { AppEnv } from '#http/app-env';
import { errorResponse } from '#http/errors/error-response';

/**
 * POST /api/games/:id/turns, before the body is received: asks the service what it would
 * refuse from the headers alone (a Content-Length over the limit, an unknown game, a bearer
 * token the game does not know, a game that takes no files). A request so refused has its
 * body received and dropped unread, chunk by chunk (the client then reads the answer rather
 * than a closed connection), so it never costs the server the decoding and checking of a
 * file. A request that passes carries its admission (`admission`) to the handler, which
 * passes it on with the file: the service does not make these checks a second time, and
 * checks everything else, and the game and credentials again, in the game's queue.
 */
export function turnFileBeforeBody(service: UmpireService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const gameId = c.req.param('id');
    if (!gameId) return next();
    const bearer = bearerToken(c.req.header('authorization'));
    const length = Number(c.req.header('content-length'));
    const before = await service.checkBeforeReading({
      gameId,
      channel: 'http',
      ...(bearer !== undefined ? { bearer } : {}),
      ...(Number.isSafeInteger(length) && length >= 0 ? { bytes: length } : {}),
    });
    if (before.ok) {
      c.set('admission', before);
      return next();
    }
    await drop(c.req.raw.body);
    return errorResponse(c, before.status, before.code, before.message, before.errors);
  };
}

async function drop(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  try {
    while (!(await reader.read()).done);
  } catch {
    // A body cut off or over the app's limit: the refusal stands either way.
  }
}
