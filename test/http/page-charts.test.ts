import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FALL_BLAU } from '../report/support/played-cts-game';
import { apiFixture, type ApiFixture } from './support/api-fixture';
import { pageSession } from './support/page-copy';

/**
 * The combat results table and the terrain chart are a click from the game page
 * (/games/:id/charts): each title's CRT cell by cell, its result codes with their rules,
 * and its terrain effects on movement and combat.
 */
const fixtures: Record<string, ApiFixture> = {};
const games: Record<string, Awaited<ReturnType<ApiFixture['createGame']>>> = {};

beforeAll(async () => {
  fixtures['dos'] = apiFixture();
  fixtures['cts'] = apiFixture({ title: FALL_BLAU });
  for (const t of ['dos', 'cts']) games[t] = await fixtures[t]!.createGame();
}, 120_000);
afterAll(() => {
  for (const f of Object.values(fixtures)) f.dispose();
});

const page = async (t: string) => {
  const res = await fixtures[t]!.app.request(`/games/${games[t]!.id}/charts`);
  return { status: res.status, csp: res.headers.get('content-security-policy'), text: await res.text() };
};

describe('the charts page', () => {
  test.each(['dos', 'cts'])('the %s game page links to it', async (t) => {
    const get = await pageSession(fixtures[t]!, games[t]!.id, games[t]!.token(t === 'dos' ? 'german' : 'axis'));
    const html = await (await get(`/games/${games[t]!.id}`)).text();
    expect(html).toContain(`href="/games/${games[t]!.id}/charts"`);
    expect(html).toContain('Combat results table and terrain chart');
  });

  test('Drive on Stalingrad: the CRT by die and column, the codes with their rules, terrain costs and effects', async () => {
    const { status, csp, text } = await page('dos');
    expect(status).toBe(200);
    expect(csp).toContain("default-src 'self'");
    expect(text).toContain('Drive on Stalingrad: charts');
    expect(text).toMatch(/<th scope="col">3:1<\/th>/);
    expect(text).toMatch(/<th scope="row">die 6<\/th>/);
    for (const rule of ['DoS 11.31', 'DoS 11.32', 'DoS 11.33', 'DoS 11.36', 'DoS 11.37']) expect(text).toContain(rule);
    expect(text).toContain('Terrain Effects Chart: movement');
    expect(text).toMatch(/<th scope="row">hills<\/th><td>4 MP<\/td><td>2 MP<\/td>/);
    expect(text).toContain('every non-artillery attacker across it halved');
  });

  test('Campaign To Stalingrad: white and black rows of the CRT, the codes, terrain on movement and combat', async () => {
    const { status, text } = await page('cts');
    expect(status).toBe(200);
    expect(text).toContain('Campaign To Stalingrad: charts');
    expect(text).toMatch(/<th scope="col">1 1\/2-1<\/th>/);
    expect(text).toMatch(/<th scope="row">white 4<\/th>/);
    expect(text).toMatch(/<th scope="row">black 6<\/th>/);
    expect(text).toContain('Determined Defense 1 (2)');
    expect(text).toContain('CtS 12.5');
    expect(text).toMatch(/<th scope="row">enter marsh<\/th><td>2 MP<\/td><td>4 MP<\/td>/);
    expect(text).toContain('Terrain effects on combat');
    expect(text).toMatch(/<th scope="row">volga<\/th><td>defense x3<\/td>/);
  });

  test('an unknown game gets a plain 404 page', async () => {
    const res = await fixtures['dos']!.app.request('/games/g_NOSUCH/charts');
    expect(res.status).toBe(404);
  });
});
