import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { renderMapSvg } from '#report/svg/render-map-svg';
import { reportScene } from '#report/report-scene';
import { SVG_HEAD, SVG_HEX, SVG_MARGIN } from '#http/routes/page/map-frame';
import { apiFixture, type ApiFixture } from './support/api-fixture';

let api: ApiFixture;
let game: Awaited<ReturnType<ApiFixture['createGame']>>;

beforeAll(async () => {
  api = apiFixture();
  game = await api.createGame();
});
afterAll(() => api.dispose());

async function session(side: string, g = game): Promise<(path: string, init?: RequestInit) => Promise<Response>> {
  const res = await api.app.request(`/games/${g.id}?token=${encodeURIComponent(g.token(side))}`);
  expect(res.status).toBe(303);
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  return async (path, init = {}) => api.app.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), cookie } });
}

/** A new game, the German's page session and template: what a player composing a file starts from; `post` sends as the page does. */
async function germanAtTheComposer() {
  const game = await api.createGame();
  const get = await session('german', game);
  const template = await (await api.request(`/api/games/${game.id}/template`, { token: game.token('german') })).text();
  const post = (path: string, body: string) => get(`/games/${game.id}/${path}`, { method: 'POST', body, headers: { 'x-umpire-page': '1' } });
  return { game, get, template, post };
}

describe('the mail link: token for a session cookie', () => {
  test('a valid token sets an HttpOnly, SameSite=Strict cookie for this game only and redirects to a token-free address', async () => {
    const res = await api.app.request(`/games/${game.id}?token=${game.token('german')}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/games/${game.id}`);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^umpire_session=/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toContain(`; Path=/games/${game.id}`);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  test('the token never reaches the request log', async () => {
    const before = api.logger.entries.length;
    await api.app.request(`/games/${game.id}?token=${game.token('soviet')}`);
    await api.app.request(`/games/${game.id}?token=not-a-real-token-0123456789`);
    const lines = JSON.stringify(api.logger.entries.slice(before));
    expect(lines).toContain(`/games/${game.id}`);
    expect(lines).not.toContain(game.token('soviet'));
    expect(lines).not.toContain('not-a-real-token');
    expect(lines).not.toContain('token=');
  });

  test('a wrong token, the referee token or an unknown game set nothing and change nothing', async () => {
    const before = api.snapshot();
    for (const [url, status] of [
      [`/games/${game.id}?token=not-a-real-token-0123456789`, 401],
      [`/games/${game.id}?token=${game.refereeToken}`, 401],
      [`/games/${game.id}?token=`, 401],
      [`/games/g_NOSUCH?token=${game.token('german')}`, 404],
      [`/games/bad%20id?token=x`, 404],
    ] as const) {
      const res = await api.app.request(url);
      expect(res.status, url).toBe(status);
      expect(res.headers.get('set-cookie'), url).toBeNull();
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toMatch(/<h1>/);
    }
    expect(api.snapshot()).toEqual(before);
  });

  test('without a session the page explains how to open it, and its data is a 401', async () => {
    const page = await api.app.request(`/games/${game.id}`);
    expect(page.status).toBe(401);
    expect(await page.text()).toContain('Open the link from your mail');
    const data = await api.app.request(`/games/${game.id}/data`);
    expect(data.status).toBe(401);
    expect(((await data.json()) as { error: { code: string } }).error.code).toBe('no-session');
    const forged = await api.app.request(`/games/${game.id}/data`, { headers: { cookie: 'umpire_session=AAAAAAAAAAAAAAAAAAAAAAAA' } });
    expect(forged.status).toBe(401);
  });
});

describe('the page and its data', () => {
  test('the page, its script and stylesheet allow only this server and name nothing outside it', async () => {
    const get = await session('german');
    const page = await get(`/games/${game.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'self'/);
    const html = await page.text();
    expect(html).toContain(`data-side="german"`);
    const assets = await Promise.all(['/web/game-page.js', '/web/game-page.css'].map((p) => api.app.request(p)));
    for (const res of assets) expect(res.status).toBe(200);
    const [js, css] = await Promise.all(assets.map((r) => r.text()));
    for (const text of [html, js!.replaceAll("'http://www.w3.org/2000/svg'", 'SVG_NAMESPACE'), css!]) {
      expect(text).not.toMatch(/(?:https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}/i);
    }
    expect(css).not.toMatch(/@import|url\(/i);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc="\/web\/game-page\.js")/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  test("the data: the window, the side's units with legal moves and attacks, the hexes to click", async () => {
    const get = await session('german');
    const res = await get(`/games/${game.id}/data`);
    expect(res.status).toBe(200);
    const data = (await res.json()) as any;
    expect(data.side).toBe('german');
    expect(data.options.window).toBe('T01/german');
    expect(data.options.basedOn).toMatch(/^[0-9a-f]{64}$/);
    const attacker = data.options.units.find((u: any) => u.unit === 'ger-24pz');
    expect(attacker.attacks.map((a: any) => a.target)).toContain('0431');
    expect(data.map.hexes.length).toBeGreaterThan(1000);
    expect(data.steps).toEqual([]);
  });

  test('the hex centres the page lays over the map match the SVG the map route draws', async () => {
    const scene = reportScene(await api.service.reportData(game.id, null, { kind: 'side', side: 'german' }))!;
    const svg = renderMapSvg(scene);
    const width = Number(/<svg[^>]* width="([0-9.]+)"/.exec(svg)![1]);
    expect(width).toBeCloseTo(scene.bounds.width * SVG_HEX + 2 * SVG_MARGIN, 1);
    const get = await session('german');
    const data = (await (await get(`/games/${game.id}/data`)).json()) as any;
    const hex = scene.hexes[0]!;
    const at = data.map.hexes.find((h: any) => h.id === hex.id);
    expect(at.x).toBeCloseTo(SVG_MARGIN + hex.center.x * SVG_HEX, 1);
    expect(at.y).toBeCloseTo(SVG_MARGIN + SVG_HEAD + hex.center.y * SVG_HEX, 1);
    const map = await get(`/games/${game.id}/map.svg`);
    expect(map.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await map.text()).toBe(svg);
  });

  test('a submitted turn file needs the page header; refused files change nothing', async () => {
    const get = await session('german');
    const template = await (await api.request(`/api/games/${game.id}/template`, { token: game.token('german') })).text();
    const before = api.snapshot();
    const noHeader = await get(`/games/${game.id}/turns`, { method: 'POST', body: template });
    expect(noHeader.status).toBe(403);
    const bad = await get(`/games/${game.id}/turns`, { method: 'POST', body: 'format: [', headers: { 'x-umpire-page': '1' } });
    expect(bad.status).toBe(422);
    expect(api.snapshot()).toEqual(before);
  });
});

describe('options and attack previews over the API', () => {
  test('GET /api/games/:id/options: legal destinations with paths and attacks, for the token\'s side', async () => {
    const res = await api.request(`/api/games/${game.id}/options?unit=ger-24pz`, { token: game.token('german') });
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.units).toHaveLength(1);
    expect(body.units[0].attacks.map((a: any) => a.target).sort()).toEqual(['0431', '0531', '0631']);
    for (const a of body.units[0].attacks) expect(a.shifts).toContainEqual({ value: 1, reason: 'German assault-first', rule: 'DoS 5.6' });
    const moves = (await (await api.request(`/api/games/${game.id}/options`, { token: game.token('soviet') })).json()) as any;
    expect(moves.units.every((u: any) => u.moves === undefined && u.attacks === undefined)).toBe(true);
    const unknown = await api.request(`/api/games/${game.id}/options?unit=sov-nope`, { token: game.token('german') });
    expect(unknown.status).toBe(404);
    const other = await api.request(`/api/games/${game.id}/options?side=soviet`, { token: game.token('german') });
    expect(other.status).toBe(403);
    const referee = await api.request(`/api/games/${game.id}/options?side=soviet`, { token: game.refereeToken });
    expect(((await referee.json()) as any).side).toBe('soviet');
  });

  test('GET /api/games/:id/attack-preview: every column shift with its rule; unknown values stay unknown', async () => {
    const res = await api.request(`/api/games/${game.id}/attack-preview?target=0431&units=ger-11pz,ger-16mot,ger-24pz`, { token: game.token('german') });
    expect(res.status).toBe(200);
    const p = (await res.json()) as any;
    expect(p.problems).toEqual([]);
    expect(p.shifts).toContainEqual({ value: 1, reason: 'German assault-first', rule: 'DoS 5.6' });
    expect(p.attack).toBeGreaterThan(0);
    expect(p.defense).toBeUndefined();
    expect(p.odds).toBeUndefined();
    const illegal = await api.request(`/api/games/${game.id}/attack-preview?target=0431&units=ger-9pz`, { token: game.token('german') });
    expect(((await illegal.json()) as any).problems.map((x: any) => x.code)).toContain('not-adjacent');
    const bad = await api.request(`/api/games/${game.id}/attack-preview?target=0431`, { token: game.token('german') });
    expect(bad.status).toBe(422);
  });
});

describe('the history: reports of each step', () => {
  test("a step's PDF report for the session's side; a step that does not exist is a 404", async () => {
    const { game, get, template, post } = await germanAtTheComposer();
    const sent = await post('turns', template);
    expect(sent.status).toBe(200);
    expect(((await sent.json()) as any).receipt.adjudicated.step).toBe(1);
    const pdf = await get(`/games/${game.id}/reports/1.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await get(`/games/${game.id}/reports/9.pdf`)).status).toBe(404);
    expect((await get(`/games/${game.id}/reports/x.pdf`)).status).toBe(404);
    expect((await api.app.request(`/games/${game.id}/reports/1.pdf`)).status).toBe(401);
    const data = (await (await get(`/games/${game.id}/data`)).json()) as any;
    expect(data.steps[0].step).toBe(1);
    expect(data.steps[0].report).toContain('Dice transcript');
  }, 60_000);
});

describe('a signed file for mail', () => {
  test('the page signs the composed file with the session token; mailed without a token, it is accepted', async () => {
    const { game, template, post } = await germanAtTheComposer();
    const res = await post('sign', template);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${game.id}-german.signed.yaml"`);
    const signed = await res.text();
    expect(signed).toMatch(/^auth: \{ signature: "hmac-sha256:[0-9a-f]{64}" \}$/m);
    expect(signed).not.toContain(game.token('german'));
    const { withSignature } = await import('#turnfile/signature');
    const { driveOnStalingrad } = await import('#games/drive-on-stalingrad');
    const cli = withSignature(template, game.token('german'), { order: driveOnStalingrad.orderSchema, standing: driveOnStalingrad.standingSchema });
    expect(cli).toEqual({ ok: true, text: signed });
    const sent = await api.request(`/api/games/${game.id}/turns`, { body: signed, headers: { 'content-type': 'text/yaml' } });
    expect(sent.status, await sent.clone().text()).toBe(200);
  });

  test('without the page header, without a session or for a file that does not parse, nothing is signed', async () => {
    const game = await api.createGame();
    const get = await session('german', game);
    expect((await get(`/games/${game.id}/sign`, { method: 'POST', body: 'format: umpire-turn/1' })).status).toBe(403);
    expect((await api.app.request(`/games/${game.id}/sign`, { method: 'POST', body: 'x: 1', headers: { 'x-umpire-page': '1' } })).status).toBe(401);
    const bad = await get(`/games/${game.id}/sign`, { method: 'POST', body: 'format: umpire-turn/1\norders: [ { fly: moon } ]\n', headers: { 'x-umpire-page': '1' } });
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as any;
    expect(body.error.code).toBe('invalid-file');
    expect(body.errors.length).toBeGreaterThan(1);
  });
});
