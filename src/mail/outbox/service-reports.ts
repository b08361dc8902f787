import type { FontSource } from '#report/fonts/font-set';
import type { UmpireService } from '#service/types';
import type { ReportPdfSource } from './report-attachment';

/**
 * The PDF reports of results mails, rendered from the service's report data as the HTTP
 * report route does, but with only the map parts the step changed (the overview names
 * those left out and where the whole map is): a step of four a game turn need not mail
 * the whole map each time.
 */
export function serviceReports(service: Pick<UmpireService, 'reportData'>, fonts?: FontSource): ReportPdfSource {
  return async (gameId, step, side) => {
    const data = await service.reportData(gameId, step, { kind: 'side', side }, { changed: true });
    const loaded = fonts ? await fonts() : undefined;
    // Loaded on first use: pdfkit is slow to import.
    const { renderReportPdf } = await import('#report/pdf/render-report-pdf');
    return renderReportPdf(data, { atlas: 'changed', ...(loaded ? { fonts: loaded } : {}) });
  };
}
