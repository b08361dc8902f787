import { FailureError, failure } from '../errors/failure';

/** RFC 7235/6750 with Umpire's tokens: the scheme (any case), one or more spaces, one token of printable ASCII. */
const WELL_FORMED = /^Bearer +([\x21-\x7e]+)$/i;

/**
 * The token of an `Authorization: Bearer <token>` header; undefined when there is no
 * header. A header that is sent but is not a well-formed bearer token (empty, the scheme
 * alone, another scheme, two tokens, a character outside printable ASCII) is a 401
 * `malformed-authorization`, thrown as a FailureError: a credential that is sent must be
 * valid, and a malformed one never falls back to the public copy.
 */
export function bearerToken(header: string | undefined | null): string | undefined {
  if (header === undefined || header === null) return undefined;
  const match = WELL_FORMED.exec(header);
  if (match) return match[1];
  const message = 'The Authorization header must be "Bearer <token>" (one token of printable ASCII characters), or be left out.';
  throw new FailureError(failure(401, 'malformed-authorization', message, [{ path: ['headers', 'authorization'], code: 'malformed-authorization', message }]));
}
