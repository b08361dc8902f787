import type { Context } from 'hono';
import type { AppEnv, RouteDeps } from '#http/app-env';
import { FailureError, failure } from '#http/errors/failure';
import { pdfReportResponse } from '../reports/pdf-response';
import { pageSession } from './side-api';

/** GET /games/:id/reports/:n.pdf: the side's PDF report of step n (docs/reports.md), with the session cookie. */
export async function pageReportRoute(c: Context<AppEnv>, deps: RouteDeps): Promise<Response> {
  const { gameId, session } = await pageSession(c, deps);
  const n = /^([1-9][0-9]{0,6})\.pdf$/.exec(c.req.param('file') ?? '');
  if (!n) throw new FailureError(failure(404, 'not-found', 'No such resource.'));
  return pdfReportResponse(c, deps, {
    gameId,
    step: Number(n[1]),
    who: session.principal,
    filename: () => `${gameId}-step-${n[1]}-${session.side}.pdf`,
    headers: { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  });
}
