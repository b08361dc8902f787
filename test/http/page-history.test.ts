import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reportScene } from '#report/report-scene';
import { renderMapSvg } from '#report/svg/render-map-svg';
import type { Principal } from '#service/types';
import { apiFixture, type ApiFixture } from './support/api-fixture';
import { submitOrders } from './support/submit-orders';
import { pageSession } from './support/page-copy';

/**
 * History on the map (docs/game-page.md "History on the map"): each step's map as the side
 * may see it, with the step's arrows and battle badges, the hexes to centre on; and the
 * archive viewer, which needs no session and reads only the file it is given.
 */
let api: ApiFixture;
let game: Awaited<ReturnType<ApiFixture['createGame']>>;
let mover: { unit: string; path: string[] };
const as = (side: string): Principal => ({ kind: 'side', side });
const ATTACK_ARROW = /<polyline [^>]*stroke="#c0262d"/g;
const GERMAN_TRAIL = /<polyline [^>]*stroke="#37474f"[^>]*stroke-dasharray/g;
const hasToken = (text: string, s: string): boolean => new RegExp(`(^|[^0-9A-Za-z?-])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^0-9A-Za-z?-])`).test(text);
const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

const submit = (window: string, orders: unknown[]) => submitOrders(api, game, 'german', window, orders);

beforeAll(async () => {
  api = apiFixture();
  game = await api.createGame();
  await submit('T01/german', [{ attack: { target: '0431', units: ['ger-11pz', 'ger-16mot', 'ger-24pz'], advance: 'all' } }]);
  const options = (await (await api.request(`/api/games/${game.id}/options`, { token: game.token('german') })).json()) as any;
  const u = options.units.find((x: any) => (x.moves ?? []).some((m: any) => m.path.length >= 3));
  mover = { unit: u.unit, path: u.moves.find((m: any) => m.path.length >= 3).path };
  await submit('T01/german-movement', [{ move: mover }]);
}, 60_000);
afterAll(() => api.dispose());

describe("a step's map on the game page", () => {
  test('the battle step: attack arrows and the numbered badge with its result, centred on the battle', async () => {
    const get = await pageSession(api, game.id, game.token('german'));
    const svg = await (await get(`/games/${game.id}/steps/1/map.svg`)).text();
    const live = await (await get(`/games/${game.id}/map.svg`)).text();
    const scene = reportScene(await api.service.reportData(game.id, 1, as('german')))!;
    const battle = scene.battles[0]!;
    expect(svg).toContain(`>B1 ${battle.result}</text>`);
    expect(count(svg, ATTACK_ARROW)).toBeGreaterThan(count(live, ATTACK_ARROW));
    expect(live).not.toContain('>B1 ');
    const data = (await (await get(`/games/${game.id}/data`)).json()) as any;
    const step1 = data.steps.find((s: any) => s.step === 1);
    expect(step1.focus).toContain('0431');
    expect(step1.focus).toEqual(scene.focus);
  });

  test("the German's move is drawn on the German's map of step 2 and on no Soviet map", async () => {
    const german = await (await (await pageSession(api, game.id, game.token('german')))(`/games/${game.id}/steps/2/map.svg`)).text();
    const sovietGet = await pageSession(api, game.id, game.token('soviet'));
    const soviet = await (await sovietGet(`/games/${game.id}/steps/2/map.svg`)).text();
    expect(count(german, GERMAN_TRAIL)).toBeGreaterThan(0);
    expect(count(soviet, GERMAN_TRAIL)).toBe(0);
    const germanData = (await (await (await pageSession(api, game.id, game.token('german')))(`/games/${game.id}/data`)).json()) as any;
    const sovietData = (await (await sovietGet(`/games/${game.id}/data`)).json()) as any;
    expect(germanData.steps.find((s: any) => s.step === 2).focus).toEqual(expect.arrayContaining([mover.path.at(-1)]));
    expect(sovietData.steps.find((s: any) => s.step === 2).focus).toEqual([]);
    const trail = germanData.steps.find((s: any) => s.step === 2).drawn.arrows;
    expect(trail).toEqual([{ kind: 'move', side: 'german', hexes: expect.any(Array) }]);
    expect(trail[0].hexes.length).toBeGreaterThanOrEqual(3);
    expect(trail[0].hexes.at(-1)).toBe(mover.path.at(-1));
    expect(sovietData.steps.find((s: any) => s.step === 2).drawn).toEqual({ arrows: [], battles: [] });
    const battle = sovietData.steps.find((s: any) => s.step === 1).drawn;
    expect(battle.battles).toEqual([{ number: 1, hex: '0431', result: expect.any(String) }]);
    expect(battle.arrows.filter((a: any) => a.kind === 'attack').map((a: any) => a.hexes.at(-1))).toEqual(expect.arrayContaining(['0431']));
  });

  test("each side's step map shows the pieces as that side sees them after the step, nothing more", async () => {
    for (const [side, other] of [['german', 'soviet'], ['soviet', 'german']] as const) {
      const svg = await (await (await pageSession(api, game.id, game.token(side)))(`/games/${game.id}/steps/1/map.svg`)).text();
      const seen = (await api.service.reportData(game.id, 1, as(side))).scene!.pieces;
      const all = (await api.service.reportData(game.id, 1, { kind: 'referee' })).scene!.pieces;
      const shown = new Set(seen.map((p) => String(p.unit)));
      const hidden = all.filter((p) => p.side === other && !shown.has(String(p.unit)) && all.filter((a) => a.designation === p.designation).length === 1);
      expect(hidden.length, `${other} units the ${side} does not see`).toBeGreaterThan(0);
      const full = renderMapSvg(reportScene(await api.service.reportData(game.id, 1, { kind: 'referee' }))!);
      for (const p of hidden) {
        expect(hasToken(full, `${p.designation} ${p.size} ${p.factors}`), `the referee's map shows ${String(p.unit)}`).toBe(true);
        expect(svg, `${side} must not see ${String(p.unit)}`).not.toContain(`>${p.designation}<`);
        expect(hasToken(svg, `${p.designation} ${p.size} ${p.factors}`), `${side} must not see ${String(p.unit)}`).toBe(false);
      }
    }
  });

  test("the stack inspector's data: one's own stacks in full, the enemy's as the top unit and a count (DoS 11.7)", async () => {
    const stacksOf = async (side: string) => ((await (await (await pageSession(api, game.id, game.token(side)))(`/games/${game.id}/data`)).json()) as any).map.stacks as any[];
    const german = await stacksOf('german');
    const soviet = await stacksOf('soviet');
    const ownBig = german.filter((s) => s.side === 'german' && s.count > 1);
    expect(ownBig.length).toBeGreaterThan(0);
    for (const s of ownBig) expect(s.counters).toHaveLength(s.count);
    for (const s of ownBig) {
      const seen = soviet.find((x) => x.hex === s.hex)!;
      expect(seen.count).toBe(s.count);
      expect(seen.counters).toHaveLength(1);
      expect(seen.counters[0].designation).toBe(s.counters[0].designation);
      for (const under of s.counters.slice(1)) expect(JSON.stringify(soviet)).not.toContain(`"${under.unit}"`);
    }
  });

  test('a step that is not there, or no session: a clear refusal', async () => {
    const get = await pageSession(api, game.id, game.token('german'));
    for (const k of ['0', '3', 'abc', '-1']) {
      const res = await get(`/games/${game.id}/steps/${k}/map.svg`);
      expect(res.status, k).toBe(404);
      expect(((await res.json()) as any).error.code).toBe('unknown-step');
    }
    const none = await api.request(`/games/${game.id}/steps/1/map.svg`);
    expect(none.status).toBe(401);
  });
});

const fixture = (name: string): unknown => JSON.parse(gunzipSync(readFileSync(join(import.meta.dirname, '../archive/fixtures', `${name}.archive.json.gz`))).toString('utf8'));
const post = (path: string, body: string) => api.request(path, { body, headers: { 'content-type': 'application/json' } });

describe('the archive viewer', () => {
  test('its page and script need no session and name nothing outside the server', async () => {
    for (const path of ['/web/viewer', '/web/viewer.js']) {
      const res = await api.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect((await res.text()).replaceAll("'http://www.w3.org/2000/svg'", 'SVG_NAMESPACE')).not.toMatch(/https?:\/\//);
    }
  });

  test("a side's copy: verified, every step with its events and focus as that copy holds them, the map without positions", async () => {
    const get = await pageSession(api, game.id, game.token('soviet'));
    const archive = await (await get(`/games/${game.id}/archive`)).text();
    const before = api.snapshot();
    const res = await post('/web/viewer/steps', archive);
    expect(res.status, await res.clone().text()).toBe(200);
    const data = (await res.json()) as any;
    expect(data.game).toMatchObject({ id: game.id, titleName: 'Drive on Stalingrad', status: 'active' });
    expect(data.copy).toBe("soviet player's copy");
    expect(data.replayed).toBe(false);
    expect(data.steps.map((s: any) => s.step)).toEqual([2, 1]);
    expect(data.steps[1].focus).toContain('0431');
    expect(data.steps[0].focus).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(mover.unit);
    const svg = await (await post('/web/viewer/steps/1/map.svg', archive)).text();
    expect(svg).toContain('>B1 ');
    expect(svg).not.toMatch(/>\?-\?-\d+</); // no counters: a side's copy holds no positions
    expect(api.snapshot()).toEqual(before);
  });

  test('a full copy of a finished game is replayed: every step with the pieces after it', async () => {
    const archive = JSON.stringify(fixture('fall-blau-cts-2'));
    const data = (await (await post('/web/viewer/steps', archive)).json()) as any;
    expect(data.replayed).toBe(true);
    expect(data.game.status).toBe('ended');
    expect(data.steps).toHaveLength(60);
    const battle = data.steps.find((s: any) => s.report.includes('B1'));
    expect(battle, 'a step with a battle').toBeTruthy();
    const svg = await (await post(`/web/viewer/steps/${battle.step}/map.svg`, archive)).text();
    expect(svg).toContain('>B1 ');
    expect(svg).toMatch(/Stacks of more than one unit/);
  }, 60_000);

  test('the viewer on its own (umpire view): no database, the same answers for the same file', async () => {
    const { createViewerApp } = await import('#http/viewer-app');
    const { rulesets } = await import('#games');
    const alone = createViewerApp({ rulesets, logger: api.logger });
    const archive = await (await (await pageSession(api, game.id, game.token('german')))(`/games/${game.id}/archive`)).text();
    const init = { method: 'POST', body: archive, headers: { 'content-type': 'application/json' } };
    const here = await (await post('/web/viewer/steps', archive)).json();
    const there = await (await alone.request('/web/viewer/steps', init)).json();
    expect(there).toEqual(here);
    expect(await (await alone.request('/web/viewer/steps/2/map.svg', init)).text()).toBe(await (await post('/web/viewer/steps/2/map.svg', archive)).text());
    expect((await alone.request('/web/viewer')).status).toBe(200);
  });

  test('a changed file, a file that is not JSON, a step it lacks: clear refusals', async () => {
    const archive = fixture('fall-blau-cts-2') as any;
    archive.steps[3].events[0] = { ...archive.steps[3].events[0], forged: true };
    const forged = await post('/web/viewer/steps', JSON.stringify(archive));
    expect(forged.status).toBe(422);
    expect(((await forged.json()) as any).error).toMatchObject({ code: 'invalid-archive', message: expect.stringMatching(/does not verify: step 4/) });
    const junk = await post('/web/viewer/steps', 'not json');
    expect(((await junk.json()) as any).error.code).toBe('invalid-archive');
    const shape = await post('/web/viewer/steps/1/map.svg', '{"format":"other"}');
    expect(shape.status).toBe(422);
    const missing = await post('/web/viewer/steps/999/map.svg', JSON.stringify(fixture('fall-blau-cts-2')));
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as any).error.code).toBe('unknown-step');
  }, 60_000);
});
