import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Principal, UmpireService } from '#service/types';
import type { AppEnv } from '#http/app-env';

/**
 * The game page's session: an HttpOnly, SameSite=Strict cookie scoped to the game's own
 * path (/games/<id>), holding the side's credential from the mail link. Page scripts
 * cannot read it, other sites' requests do not carry it, and it is never sent to any
 * other game or to the API. The server keeps nothing new: each request checks it with
 * the same service call as a bearer token, so it stops working exactly when the token does.
 */
export const SESSION_COOKIE = 'umpire_session';

/** About four months: a long game's span. */
const MAX_AGE_SECONDS = 120 * 24 * 3600;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

export const pagePath = (gameId: string): string => `/games/${encodeURIComponent(gameId)}`;

export function startSession(c: Context<AppEnv>, gameId: string, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    path: pagePath(gameId),
    httpOnly: true,
    sameSite: 'Strict',
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: MAX_AGE_SECONDS,
  });
}

export interface PageSession {
  side: string;
  principal: Principal;
  /** The credential, handed to the service the way a bearer token is (turn files). */
  token: string;
}

/** The side a credential stands for in the game; null for a missing, malformed or unknown one, or the referee's. */
export async function sideOf(service: UmpireService, gameId: string, token: string | undefined): Promise<PageSession | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const principal = await service.authenticate(gameId, token);
  if (principal?.kind !== 'side') return null;
  return { side: principal.side, principal, token };
}

/** The session of a page request, from its cookie. */
export function readSession(c: Context<AppEnv>, service: UmpireService, gameId: string): Promise<PageSession | null> {
  return sideOf(service, gameId, getCookie(c, SESSION_COOKIE));
}
