import type { Principal, UmpireService } from '#service/types';
import { failure, type Failure } from '../errors/failure';
import { toFailure } from '../errors/service-failure';
import type { Need } from './need';

export type Access = { ok: true; principal: Principal | null } | { ok: false; failure: Failure };

/**
 * Resolves a bearer token for a game route: 404 unknown game, 401 missing or unknown
 * token, 403 a valid token of the wrong kind. Used by the HTTP routes and by the CLI
 * when it works on the database directly, so both answer alike.
 */
export async function resolveAccess(
  service: UmpireService,
  gameId: string,
  bearer: string | undefined,
  need: Need,
): Promise<Access> {
  const principal = bearer ? await authenticate(service, gameId, bearer) : null;
  if (principal && 'failure' in principal) return { ok: false, failure: principal.failure };
  if (!principal) {
    const missing = await unknownGame(service, gameId);
    if (missing) return { ok: false, failure: missing };
    if (bearer) return { ok: false, failure: failure(401, 'unauthorized', 'Unknown token for this game.') };
    if (need === 'optional') return { ok: true, principal: null };
    return { ok: false, failure: failure(401, 'unauthorized', `This needs ${wanted(need)} (Authorization: Bearer …).`) };
  }
  if (need === 'side' && principal.kind !== 'side') {
    return { ok: false, failure: failure(403, 'forbidden', 'This needs a side token, not the referee token.') };
  }
  if (need === 'referee' && principal.kind !== 'referee') {
    return { ok: false, failure: failure(403, 'forbidden', 'This needs the referee token.') };
  }
  return { ok: true, principal };
}

async function authenticate(
  service: UmpireService,
  gameId: string,
  bearer: string,
): Promise<Principal | null | { failure: Failure }> {
  try {
    return await service.authenticate(gameId, bearer);
  } catch (err) {
    const f = toFailure(err);
    if (f) return { failure: f };
    throw err;
  }
}

async function unknownGame(service: UmpireService, gameId: string): Promise<Failure | null> {
  try {
    await service.summary(gameId);
    return null;
  } catch (err) {
    const f = toFailure(err);
    if (f) return f;
    throw err;
  }
}

function wanted(need: Need): string {
  if (need === 'referee') return 'the referee token';
  if (need === 'side') return "a side's token";
  return "a side's token or the referee token";
}
