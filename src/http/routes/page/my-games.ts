import type { Context } from 'hono';
import { z } from 'zod';
import type { GameToken } from '#service/my-games';
import { myGamesFormHtml, myGamesListHtml } from '#web/my-games/my-games-page';
import { noticePageHtml } from '#web/notice/notice-page';
import type { AppEnv, RouteDeps } from '#http/app-env';
import { gameIdSchema } from '#http/schemas/params';
import { pageHeaders } from './headers';

const HTML = 'text/html; charset=utf-8';
/** At most this many links a request (a club's player has a handful of games). */
export const MAX_LINKS = 50;

const Form = z.object({ links: z.string().max(20_000, 'at most 20,000 characters of links') });

/** A game link ("…/games/g_X?token=T") or "g_X T"; null for a line that is neither. */
export function readLink(line: string): GameToken | null {
  const url = /\/games\/([^/?#\s]+)\?(?:[^#\s]*&)?token=([^&#\s]+)/.exec(line);
  const pair = url ? [url[1]!, decodeURIComponent(url[2]!)] : line.trim().split(/\s+/);
  if (pair.length !== 2) return null;
  const id = gameIdSchema.safeParse(decodeURIComponent(pair[0]!));
  return id.success && pair[1] ? { gameId: id.data, token: pair[1] } : null;
}

/** GET /my-games: the form a player pastes his game links into. */
export function myGamesFormRoute(c: Context<AppEnv>): Response {
  return c.body(myGamesFormHtml(), 200, pageHeaders(HTML));
}

/**
 * POST /my-games (form field `links`): "my games, your turn" for the links given, those
 * waiting for the player first. Nothing is stored and no session is started; the tokens
 * come in the body, never in an address.
 */
export async function myGamesListRoute(c: Context<AppEnv>, deps: RouteDeps): Promise<Response> {
  const body = await c.req.parseBody();
  const form = Form.safeParse({ links: typeof body['links'] === 'string' ? body['links'] : '' });
  if (!form.success) return c.body(noticePageHtml('Too many links', form.error.issues[0]!.message), 413, pageHeaders(HTML));
  const lines = form.data.links.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  if (lines.length > MAX_LINKS) return c.body(noticePageHtml('Too many links', `At most ${MAX_LINKS} game links at once; ${lines.length} were given.`), 413, pageHeaders(HTML));
  const links: GameToken[] = [];
  const unread: string[] = [];
  lines.forEach((l, i) => {
    const link = readLink(l);
    if (link && !links.some((x) => x.gameId === link.gameId && x.token === link.token)) links.push(link);
    else if (!link) unread.push(`line ${i + 1}`);
  });
  const result = await deps.service.myGames(links);
  const tokens = new Map(links.map((l) => [l.gameId, l.token]));
  return c.body(myGamesListHtml(result, tokens, unread, form.data.links), 200, pageHeaders(HTML));
}
