import type { Context } from 'hono';
import { reportScene } from '#report/report-scene';
import { renderMapSvg } from '#report/svg/render-map-svg';
import type { AppEnv, RouteDeps } from '#http/app-env';
import { FailureError, failure } from '#http/errors/failure';
import { zodIssues } from '#http/errors/zod-issues';
import { attackPreviewQuery } from '#http/schemas/options';
import { gameIdSchema } from '#http/schemas/params';
import { pageHeaders } from './headers';
import { pageData } from './page-data';
import { readSession, type PageSession } from './session';
import type { OfflineViewerFile } from '../viewer/routes';

/** What the page's script calls, each with the session cookie in place of a bearer token. */
export interface PageDeps extends RouteDeps {
  refereeAddress: string | null;
  /** The offline viewer file the archive viewer offers (routes/viewer/routes.ts), where the runtime makes one. */
  offlineViewer?: OfflineViewerFile;
  /** How many of the newest steps `/data` carries, and a `/steps` page by default (page-history.ts). */
  historySteps: number;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The game id of the path and the session for it; 404 for a malformed id, 401 without a valid session. */
export async function pageSession(c: Context<AppEnv>, deps: RouteDeps): Promise<{ gameId: string; session: PageSession }> {
  const id = gameIdSchema.safeParse(c.req.param('id'));
  if (!id.success) throw new FailureError(failure(404, 'not-found', 'No such resource.'));
  const session = await readSession(c, deps.service, id.data);
  if (!session) throw new FailureError(failure(401, 'no-session', 'No session for this game: open the game link from your mail.'));
  return { gameId: id.data, session };
}

export async function pageDataRoute(c: Context<AppEnv>, deps: PageDeps): Promise<Response> {
  const { gameId, session } = await pageSession(c, deps);
  const data = await pageData(deps.service, gameId, session, deps.refereeAddress, deps.historySteps);
  return c.body(JSON.stringify(data), 200, pageHeaders(JSON_TYPE));
}

export async function pageMapRoute(c: Context<AppEnv>, deps: RouteDeps): Promise<Response> {
  const { gameId, session } = await pageSession(c, deps);
  const scene = reportScene(await deps.service.reportData(gameId, null, session.principal));
  if (!scene) throw new FailureError(failure(404, 'no-map', `Game ${gameId} has no map to draw.`));
  return c.body(renderMapSvg(scene), 200, pageHeaders('image/svg+xml; charset=utf-8'));
}

export async function pagePreviewRoute(c: Context<AppEnv>, deps: RouteDeps): Promise<Response> {
  const { gameId, session } = await pageSession(c, deps);
  const query = attackPreviewQuery.omit({ side: true }).safeParse(c.req.query());
  if (!query.success) throw new FailureError(failure(422, 'invalid-query', 'Invalid query parameters.', zodIssues(query.error, ['query'])));
  const preview = await deps.service.previewAttack(gameId, session.side, query.data);
  return c.body(JSON.stringify(preview), 200, pageHeaders(JSON_TYPE));
}

/**
 * The composed turn file, sent with the session's credential. The page sends a custom
 * header, which no other site's form or script can send without this server's consent.
 */
export async function pageSubmitRoute(c: Context<AppEnv>, deps: RouteDeps): Promise<Response> {
  const { gameId, session } = await pageSession(c, deps);
  if (c.req.header('x-umpire-page') !== '1') throw new FailureError(failure(403, 'forbidden', 'Turn files are sent from the game page.'));
  const result = await deps.service.submitTurn({ gameId, text: await c.req.text(), bearer: session.token, channel: 'http' });
  if (!result.ok) throw new FailureError(failure(result.status, result.code, result.message, result.errors));
  return c.body(JSON.stringify({ receipt: result.receipt }), 200, pageHeaders(JSON_TYPE));
}

/** The composed file signed with the session's token, as a download for mail (`umpire sign`'s output). */
export async function pageSignRoute(c: Context<AppEnv>, deps: RouteDeps): Promise<Response> {
  const { gameId, session } = await pageSession(c, deps);
  if (c.req.header('x-umpire-page') !== '1') throw new FailureError(failure(403, 'forbidden', 'Turn files are signed from the game page.'));
  const signed = await deps.service.signTurnFile(gameId, session.token, await c.req.text());
  return c.body(signed, 200, {
    ...pageHeaders('text/yaml; charset=utf-8'),
    'content-disposition': `attachment; filename="${gameId}-${session.side}.signed.yaml"`,
  });
}

export async function pageArchiveRoute(c: Context<AppEnv>, deps: RouteDeps): Promise<Response> {
  const { gameId, session } = await pageSession(c, deps);
  const archive = await deps.service.archive(gameId, session.principal);
  return c.body(JSON.stringify(archive, null, 2), 200, {
    ...pageHeaders(JSON_TYPE),
    'content-disposition': `attachment; filename="${gameId}-${session.side}.json"`,
  });
}
