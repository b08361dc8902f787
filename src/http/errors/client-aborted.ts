/**
 * 499 Client Closed Request: the status the log gives a request whose client dropped the
 * connection before its body was complete. Nobody receives the answer; the client did it,
 * so it is logged as an aborted request, never as a server error.
 */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * Whether `err` is the body read failing because the client went away: the request's
 * signal is aborted (the Node server aborts it when the connection closes early), or the
 * read failed with Node's own "aborted" error (ECONNRESET) before the signal was set.
 */
export function clientAborted(err: unknown, request: Request): boolean {
  if (request.signal?.aborted) return true;
  return err instanceof Error && err.message === 'aborted' && (err as { code?: unknown }).code === 'ECONNRESET';
}
