import { bytesEqual, sha256Bytes } from '#kernel/canonical';
import { failure, type Failure } from '../errors/failure';

/**
 * Admin check for creating games: 401 without a token, 403 with a wrong one. Both sides
 * are hashed first so the comparison takes the same time whatever the token.
 */
export function checkAdmin(bearer: string | undefined, adminToken: string): Failure | null {
  if (!bearer) return failure(401, 'unauthorized', 'This needs the admin token (Authorization: Bearer …).');
  if (!bytesEqual(sha256Bytes(bearer), sha256Bytes(adminToken))) {
    return failure(403, 'forbidden', 'That is not the admin token.');
  }
  return null;
}
