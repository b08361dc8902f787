import type { Context } from 'hono';
import { gamePageHtml } from '#web/game-page/html';
import { noticePageHtml } from '#web/notice/notice-page';
import { toFailure } from '#http/errors/service-failure';
import type { AppEnv, RouteDeps } from '#http/app-env';
import { gameIdSchema } from '#http/schemas/params';
import { pageHeaders } from './headers';
import { pagePath, readSession, sideOf, startSession } from './session';

const HTML = 'text/html; charset=utf-8';

/**
 * GET /games/:id, the link in every player mail. With `?token=` it checks the token,
 * keeps it in the session cookie and redirects to the same path without it (so the token
 * leaves the address bar and history); a bad token sets nothing. Without a token it
 * serves the page to a session, else explains how to get one.
 */
export async function gamePageEntry(c: Context<AppEnv>, deps: RouteDeps): Promise<Response> {
  const id = gameIdSchema.safeParse(c.req.param('id'));
  if (!id.success) return notice(c, 404, 'No such game', 'There is no game at this address.');
  const gameId = id.data;
  try {
    const token = c.req.query('token');
    if (token !== undefined) {
      const session = await sideOf(deps.service, gameId, token);
      if (!session) {
        return notice(c, 401, 'This link does not open the game', `The link's token is not a player's token for game ${gameId}. Use the link from your latest mail from the referee.`);
      }
      startSession(c, gameId, token);
      return c.body(null, 303, { location: pagePath(gameId), 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
    }
    const session = await readSession(c, deps.service, gameId);
    if (!session) {
      return notice(c, 401, 'Open the link from your mail', `This browser has no session for game ${gameId}. Open the game link in any mail from the referee; it signs this browser in for your side.`);
    }
    const summary = await deps.service.summary(gameId);
    const scenario = deps.service.listScenarios().find((s) => s.id === summary.scenario || s.id === `${summary.title}/${summary.scenario}`);
    const title = scenario ? `${scenario.title}, ${scenario.name}` : summary.title;
    return c.body(gamePageHtml({ gameId, side: session.side, title }), 200, pageHeaders(HTML));
  } catch (err) {
    const f = toFailure(err);
    if (!f) throw err;
    return notice(c, f.status === 404 ? 404 : 400, f.status === 404 ? 'No such game' : 'This page cannot be shown', f.message);
  }
}

function notice(c: Context<AppEnv>, status: 400 | 401 | 404, heading: string, text: string): Response {
  return c.body(noticePageHtml(heading, text), status, pageHeaders(HTML));
}
