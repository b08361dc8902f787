import { defineRoute } from '#http/openapi/route';
import { errorSchema } from '#http/schemas/error';
import { reportParams, reportPdfSchema } from '#http/schemas/report';
import { pdfReportResponse } from './pdf-response';

export const reportRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/games/:id/reports/:n{[0-9]+\\.pdf}',
    operationId: 'gameReportPdf',
    tag: 'reports',
    summary: "A step's report as PDF: the map, what moved and fought, the combat report, the dice",
    description:
      "A side's token gives that side's copy (fog of war, its own moves only, hidden values as \"?\"); the referee " +
      'token gives everything. Pages: the whole map with a legend, detail maps where something happened, one row per ' +
      'battle with every modifier and its rule, the dice transcript with the seed and how to verify it, then the whole ' +
      'map at counter scale. The same step gives the same bytes.',
    auth: 'side-or-referee',
    params: reportParams,
    responses: {
      200: { description: 'The PDF', schema: reportPdfSchema, contentType: 'application/pdf' },
      404: { description: 'Unknown game or step', schema: errorSchema },
    },
    handler: async ({ c, deps, params, principal }) => {
      return pdfReportResponse(c, deps, { gameId: params.id, step: params.n, who: principal, filename: (data) => `${params.id}-step-${params.n}-${data.viewer}.pdf` });
    },
  }),
];
