import { expect } from 'vitest';
import { serviceReports } from '#mail/outbox/service-reports';
import { loadNodeFonts } from '#report/fonts/node-fonts';
import { renderReportPdf } from '#report/pdf/render-report-pdf';
import type { Principal } from '#service/types';
import { pdfText } from '../../report/support/poppler';
import type { kbReferee } from './kb-referee';

/** A mail row as the outbox holds it, the parts a side reads. */
export interface MailRow {
  kind: string;
  subject: string;
  body: string;
  attachments: unknown;
}

/**
 * Everything one side's channels hold after step `step` of a game, each as text: the API
 * (summary, view, the step, options, template), the game page and its data, the map's scene
 * as the SVG and the PDF draw it (now and after the step), the PDF report's text, the mail
 * (`mailRows`: the rows that side is sent; the report it attaches), the side's archive copy and
 * the map SVGs of the API and the page. Each request must answer 200.
 */
export async function sideChannels(referee: ReturnType<typeof kbReferee>, game: { id: string; token(side: string): string }, side: string, step: number, mailRows: () => MailRow[]): Promise<Record<string, string>> {
  const { service, request } = referee;
  const as: Principal = { kind: 'side', side };
  const t = game.token(side);
  const text = async (path: string, call: { token?: string; cookie?: string } = { token: t }) => {
    const res = await request(path, call);
    expect(res.status, `${side} ${path}`).toBe(200);
    return res.text();
  };
  const api = (await Promise.all([`/api/games/${game.id}`, `/api/games/${game.id}/view`, `/api/games/${game.id}/steps/${step}`, `/api/games/${game.id}/options`, `/api/games/${game.id}/template`].map((p) => text(p)))).join('\n');
  const entry = await request(`/games/${game.id}?token=${encodeURIComponent(t)}`);
  expect(entry.status).toBe(303);
  const cookie = entry.headers.get('set-cookie')!.split(';')[0]!;
  const page = (await Promise.all([`/games/${game.id}`, `/games/${game.id}/data`].map((p) => text(p, { cookie })))).join('\n');
  // The map's content as the SVG and the PDF draw it (the pieces with their labels and marker texts), now and after the step.
  const scene = JSON.stringify([(await service.reportData(game.id, null, as)).scene, (await service.reportData(game.id, step, as)).scene]);
  const report = await renderReportPdf(await service.reportData(game.id, step, as), { fonts: await loadNodeFonts() });
  const pdf = pdfText(report).replace(/\s+/g, ' ');
  const rows = mailRows();
  expect(rows.some((r) => r.kind === 'results'), `${side} has a results mail`).toBe(true);
  const attached = pdfText(await serviceReports(service, loadNodeFonts)(game.id, step, side)).replace(/\s+/g, ' ');
  const mail = `${rows.map((r) => `${r.subject}\n${r.body}\n${JSON.stringify(r.attachments)}`).join('\n')}\n${attached}`;
  const archive = await text(`/api/games/${game.id}/archive`);
  // The map drawn: the API's and the game page's SVG (now and after the step), and the PDF's map pages.
  const svg = [await text(`/api/games/${game.id}/map.svg`), ...(await Promise.all([`/games/${game.id}/map.svg`, `/games/${game.id}/steps/${step}/map.svg`].map((p) => text(p, { cookie }))))].join('\n');
  return { api, page, scene, pdf, mail, archive, svg };
}
