import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '#http/create-app';
import { loadNodeFonts } from '#report/fonts/node-fonts';
import { pdfText } from '../report/support/poppler';
import { OPENING_ATTACKS } from '../report/support/played-game';
import { ADMIN_TOKEN, apiFixture, type ApiFixture } from './support/api-fixture';

let api: ApiFixture;
let game: Awaited<ReturnType<ApiFixture['createGame']>>;
let withFonts: ReturnType<typeof createApp>;

beforeAll(async () => {
  api = apiFixture();
  game = await api.createGame();
  const file = { format: 'umpire-turn/1', game: game.id, side: 'german', window: 'T01/german', orders: OPENING_ATTACKS };
  const res = await api.request(`/api/games/${game.id}/turns`, { token: game.token('german'), json: file });
  expect(res.status).toBe(200);
  withFonts = createApp({ service: api.service, adminToken: ADMIN_TOKEN, logger: api.logger, fonts: loadNodeFonts });
}, 60_000);
afterAll(() => api.dispose());

const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe('GET /api/games/:id/reports/:n.pdf', () => {
  test("a side's token gets that side's PDF of the step", async () => {
    const res = await withFonts.request(`/api/games/${game.id}/reports/1.pdf`, { headers: { authorization: `Bearer ${game.token('soviet')}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`${game.id}-step-1-soviet.pdf`);
    const text = pdfText(await bytes(res));
    expect(text).toContain("soviet player's copy");
    expect(text).toContain('→');
    expect(text).toContain('B2');
  }, 60_000);

  test('the referee token gets the full copy; without fonts the app still answers', async () => {
    const res = await api.request(`/api/games/${game.id}/reports/1.pdf`, { token: game.refereeToken });
    expect(res.status).toBe(200);
    expect(pdfText(await bytes(res))).toContain("referee's copy");
  }, 60_000);

  test('refuses: no token 401, unknown step 404, not a pdf path 404, unknown game 404', async () => {
    expect((await api.request(`/api/games/${game.id}/reports/1.pdf`)).status).toBe(401);
    const missing = await api.request(`/api/games/${game.id}/reports/9.pdf`, { token: game.token('german') });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('unknown-step');
    expect((await api.request(`/api/games/${game.id}/reports/1`, { token: game.token('german') })).status).toBe(404);
    expect((await api.request(`/api/games/${game.id}/reports/0.pdf`, { token: game.token('german') })).status).toBe(404);
    expect((await api.request('/api/games/g_NOPE/reports/1.pdf', { token: game.token('german') })).status).toBe(404);
  });
});

describe('GET /api/games/:id/map.svg', () => {
  test("a side's map, the referee's and the public's, each self-contained", async () => {
    const svgs: Record<string, string> = {};
    for (const [who, token] of [['german', game.token('german')], ['referee', game.refereeToken], ['public', undefined]] as const) {
      const res = await api.request(`/api/games/${game.id}/map.svg`, token ? { token } : {});
      expect(res.status, who).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      svgs[who] = await res.text();
      expect(svgs[who]).not.toMatch(/<script|href=/i);
    }
    expect(svgs['german']).toContain('german player&#39;s copy');
    expect(svgs['public']).toContain('public copy');
    expect(svgs['referee']!.length).toBeGreaterThan(svgs['public']!.length);
  });

  test('a wrong token is 401, an unknown game 404', async () => {
    expect((await api.request(`/api/games/${game.id}/map.svg`, { token: 'nope-nope-nope' })).status).toBe(401);
    expect((await api.request('/api/games/g_NOPE/map.svg')).status).toBe(404);
  });

  test('both routes are in the OpenAPI document', async () => {
    const doc = (await (await api.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> };
    expect(Object.keys(doc.paths['/api/games/{id}/reports/{n}.pdf']!['get']!.responses['200']!.content!)).toEqual(['application/pdf']);
    expect(Object.keys(doc.paths['/api/games/{id}/map.svg']!['get']!.responses['200']!.content!)).toEqual(['image/svg+xml']);
  });
});
