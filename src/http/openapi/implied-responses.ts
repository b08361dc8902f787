import { errorSchema } from '../schemas/error';
import type { ResponseSpec, RouteContract } from './route';

/**
 * The error responses a route's declarations imply (its auth, parameters and body),
 * so that the checks mount-route performs are always documented.
 */
export function impliedResponses(route: RouteContract): Record<number, ResponseSpec> {
  const out: Record<number, ResponseSpec> = {};
  const add = (status: number, description: string) => {
    out[status] = { description, schema: errorSchema };
  };
  const malformed = 'an Authorization header that is not "Bearer <token>" (malformed-authorization)';
  if (route.auth === 'admin') {
    add(401, `No admin token, or ${malformed}`);
    add(403, 'Not the admin token');
  } else if (route.auth === 'optional') {
    add(401, `A token was sent but is not valid for this game, or ${malformed}`);
  } else if (route.auth === 'none' || route.auth === 'turn-file') {
    add(401, `${malformed[0]!.toUpperCase()}${malformed.slice(1)}`);
  } else {
    add(401, `Missing or unknown token, or ${malformed}`);
    add(403, route.auth === 'referee' ? 'Not the referee token' : 'A token of the wrong kind or side');
  }
  if (route.params) add(404, 'Unknown game or resource');
  if (route.query) add(422, 'Invalid query parameters');
  if (route.body) {
    add(413, 'The body is over the size limit');
    add(422, 'The body is not valid: every problem is listed');
  }
  return out;
}
