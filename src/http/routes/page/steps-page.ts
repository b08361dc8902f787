import type { Context } from 'hono';
import type { AppEnv } from '#http/app-env';
import { FailureError, failure } from '#http/errors/failure';
import { pageHeaders } from './headers';
import { PAGE_HISTORY_MAX_LIMIT, pageHistory } from './page-history';
import { pageSession, type PageDeps } from './side-api';

const WHOLE = /^[1-9][0-9]{0,6}$/;

/**
 * `GET /games/:id/steps?before=k&limit=n`: the steps older than k, newest first, n of them
 * (the page's size by default, at most PAGE_HISTORY_MAX_LIMIT), each as the session's side
 * may see it, and what lies before them: the game page's "Show earlier steps". `before` is a
 * step of the game or one past its newest; anything else is refused with 400 `invalid-before`
 * (`invalid-limit` for a bad `limit`), naming what is allowed.
 */
export async function pageStepsRoute(c: Context<AppEnv>, deps: PageDeps): Promise<Response> {
  const { gameId, session } = await pageSession(c, deps);
  const { steps } = await deps.service.summary(gameId);
  const rawBefore = c.req.query('before');
  const before = rawBefore !== undefined && WHOLE.test(rawBefore) ? Number(rawBefore) : NaN;
  if (!(before >= 1 && before <= steps + 1)) {
    const message = `"before" must be a step number from 1 to ${steps + 1} (the game has ${steps} step${steps === 1 ? '' : 's'}); got ${rawBefore === undefined ? 'none' : JSON.stringify(rawBefore)}.`;
    throw new FailureError(failure(400, 'invalid-before', message, [{ path: ['query', 'before'], code: 'invalid-before', message }]));
  }
  const rawLimit = c.req.query('limit');
  const limit = rawLimit === undefined ? deps.historySteps : WHOLE.test(rawLimit) ? Number(rawLimit) : NaN;
  if (!(limit >= 1 && limit <= PAGE_HISTORY_MAX_LIMIT)) {
    const message = `"limit" must be a whole number from 1 to ${PAGE_HISTORY_MAX_LIMIT}; got ${JSON.stringify(rawLimit)}.`;
    throw new FailureError(failure(400, 'invalid-limit', message, [{ path: ['query', 'limit'], code: 'invalid-limit', message }]));
  }
  const page = await pageHistory(deps.service, gameId, session.principal, before, limit);
  return c.body(JSON.stringify(page), 200, pageHeaders('application/json; charset=utf-8'));
}
