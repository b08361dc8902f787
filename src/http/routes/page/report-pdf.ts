import type { Context } from 'hono';
import type { AppEnv, RouteDeps } from '../../app-env';
import { FailureError, failure } from '../../errors/failure';
import { pageSession } from './side-api';

/** GET /games/:id/reports/:n.pdf: the side's PDF report of step n (docs/reports.md), with the session cookie. */
export async function pageReportRoute(c: Context<AppEnv>, deps: RouteDeps): Promise<Response> {
  const { gameId, session } = await pageSession(c, deps);
  const n = /^([1-9][0-9]{0,6})\.pdf$/.exec(c.req.param('file') ?? '');
  if (!n) throw new FailureError(failure(404, 'not-found', 'No such resource.'));
  const data = await deps.service.reportData(gameId, Number(n[1]), session.principal);
  const fonts = deps.fonts ? await deps.fonts() : undefined;
  // Loaded on first use, as the API's report route does: pdfkit is slow to import.
  const { renderReportPdf } = await import('../../../report/pdf/render-report-pdf');
  const pdf = await renderReportPdf(data, fonts ? { fonts } : {});
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${gameId}-step-${n[1]}-${session.side}.pdf"`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
}
