import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { outbox } from '#db/schema';
import { serviceReports } from '#mail/outbox/service-reports';
import { loadNodeFonts } from '#report/fonts/node-fonts';
import { renderReportPdf } from '#report/pdf/render-report-pdf';
import type { Principal } from '#service/types';
import { playKbGame, planAttacks } from '../e2e/support/kb-player';
import { pdfText } from '../report/support/poppler';
import { kbReferee } from './support/kb-referee';

/**
 * KB 2.72 optional Soviet Hidden Strength (docs/kharkov-battles.md "Hidden information",
 * digest A35): an untried rifle division's id gives its strength, so while it is untried
 * the Axis sees its 'Untried' face. Operation Star created with `hiddenStrength: on` and
 * played through the real service, app and mail composer to its second window: every
 * channel the Axis reads (API, game page, the map scene the SVG and PDF draw, the SVG maps,
 * the PDF text, the results mail with its PDF, the archive copy) never names an untried
 * division; the Soviet's API and archive name each one.
 */
const SIDES = ['axis', 'soviet'] as const;
type Side = (typeof SIDES)[number];
const as = (side: string): Principal => ({ kind: 'side', side });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether `text` holds `s` as a whole token ("sov-10-rd-kb" is not in "sov-100-rd-kb"). */
const hasToken = (text: string, s: string): boolean => new RegExp(`(^|[^0-9A-Za-z-])${escape(s)}($|[^0-9A-Za-z-])`).test(text);

const { store, service, request } = kbReferee('kb untried redaction');

let game: { id: string; token(side: string): string };
let untried: string[] = [];

/** Everything one side's channels hold after step 1, each as text. */
async function channels(side: Side): Promise<Record<string, string>> {
  const t = game.token(side);
  const text = async (path: string, call: { token?: string; cookie?: string } = { token: t }) => {
    const res = await request(path, call);
    expect(res.status, `${side} ${path}`).toBe(200);
    return res.text();
  };
  const api = (await Promise.all([`/api/games/${game.id}`, `/api/games/${game.id}/view`, `/api/games/${game.id}/steps/1`, `/api/games/${game.id}/options`, `/api/games/${game.id}/template`].map((p) => text(p)))).join('\n');
  const entry = await request(`/games/${game.id}?token=${encodeURIComponent(t)}`);
  expect(entry.status).toBe(303);
  const cookie = entry.headers.get('set-cookie')!.split(';')[0]!;
  const page = (await Promise.all([`/games/${game.id}`, `/games/${game.id}/data`].map((p) => text(p, { cookie })))).join('\n');
  // The map's content as the SVG and the PDF draw it (the pieces with their labels and marker texts), now and after step 1.
  const scene = JSON.stringify([(await service.reportData(game.id, null, as(side))).scene, (await service.reportData(game.id, 1, as(side))).scene]);
  const report = await renderReportPdf(await service.reportData(game.id, 1, as(side)), { fonts: await loadNodeFonts() });
  const pdf = pdfText(report).replace(/\s+/g, ' ');
  const rows = store.sqlite.select().from(outbox).where(eq(outbox.side, side)).orderBy(asc(outbox.id)).all();
  expect(rows.some((r) => r.kind === 'results'), `${side} has a results mail`).toBe(true);
  const attached = pdfText(await serviceReports(service, loadNodeFonts)(game.id, 1, side)).replace(/\s+/g, ' ');
  const mail = `${rows.map((r) => `${r.subject}\n${r.body}\n${JSON.stringify(r.attachments)}`).join('\n')}\n${attached}`;
  const archive = await text(`/api/games/${game.id}/archive`);
  // The map drawn: the API's and the game page's SVG (now and after step 1), and the PDF's map pages.
  const svg = [await text(`/api/games/${game.id}/map.svg`), ...(await Promise.all([`/games/${game.id}/map.svg`, `/games/${game.id}/steps/1/map.svg`].map((p) => text(p, { cookie }))))].join('\n');
  return { api, page, scene, pdf, mail, archive, svg };
}

const copies: Partial<Record<Side, Record<string, string>>> = {};

beforeAll(async () => {
  const created = await service.createGame({
    scenario: 'kharkov-battles/operation-star',
    players: [{ side: 'axis', email: 'axis@example.test' }, { side: 'soviet', email: 'soviet@example.test' }],
    options: { hiddenStrength: 'on' },
  });
  game = { id: created.id, token: (s) => created.players.find((p) => p.side === s)!.token };
  await playKbGame(request, game, { maxWindows: 1 });
  const referee = (await service.view(game.id, { kind: 'referee' })) as { state: { units: Record<string, { untried?: boolean; where: string }> } };
  untried = Object.entries(referee.state.units).filter(([, u]) => u.untried).map(([id]) => id);
  for (const side of SIDES) copies[side] = await channels(side);
}, 120_000);
afterAll(() => store.dispose());

describe("KB 2.72: an untried Soviet rifle division in every channel", () => {
  test('the position: rifle divisions are untried after the set-up draws, some of them on the map', () => {
    expect(untried.length).toBeGreaterThan(3);
  });

  for (const channel of ['api', 'page', 'scene', 'svg', 'pdf', 'mail', 'archive']) {
    test(`the ${channel}: the Axis copy never names an untried division`, () => {
      for (const id of untried) {
        const t = copies.axis![channel]!;
        const i = t.search(new RegExp(`(^|[^0-9A-Za-z-])${escape(id)}($|[^0-9A-Za-z-])`));
        expect(hasToken(t, id), `the Axis ${channel} must not name ${id}: ${i < 0 ? '' : t.slice(Math.max(0, i - 300), i + 100)}`).toBe(false);
      }
    });
  }

  test("the Soviet's API and archive name each one", () => {
    for (const id of untried) for (const channel of ['api', 'archive']) expect(hasToken(copies.soviet![channel]!, id), `the Soviet ${channel} names ${id}`).toBe(true);
  });

  test("the Axis map shows 'Untried' counters", () => {
    expect(copies.axis!['scene']!).toContain('"designation":"Untried"');
  });
});
