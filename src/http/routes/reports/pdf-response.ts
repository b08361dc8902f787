import type { Context } from 'hono';
import type { Principal, ReportData } from '#service/types';
import type { AppEnv, RouteDeps } from '#http/app-env';

/**
 * Step k's PDF report as the principal may see it (docs/reports.md), as an inline PDF
 * response: the API's report route and the game page's both answer with this.
 */
export async function pdfReportResponse(
  c: Context<AppEnv>,
  deps: Pick<RouteDeps, 'service' | 'fonts'>,
  req: { gameId: string; step: number; who: Principal | null; filename: (data: ReportData) => string; headers?: Record<string, string> },
): Promise<Response> {
  const data = await deps.service.reportData(req.gameId, req.step, req.who);
  const fonts = deps.fonts ? await deps.fonts() : undefined;
  // Loaded on first use: the PDF renderer (pdfkit) is slow to import and most requests never need it.
  const { renderReportPdf } = await import('#report/pdf/render-report-pdf');
  const pdf = await renderReportPdf(data, fonts ? { fonts } : {});
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${req.filename(data).replaceAll('"', '')}"`,
    ...req.headers,
  });
}
