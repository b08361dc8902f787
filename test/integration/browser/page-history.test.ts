import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '#node';
import { launchChromium } from './chromium';
import { dropFile } from './support/page-actions';
import { createGame, startPageServer, type PageServer } from './support/page-server';
import { sideApi, type BrowserGame } from './support/side-api';

/**
 * History on the map in Chromium (docs/game-page.md "History on the map" and "The archive
 * viewer"): a player steps back and forward through every step of a game on the map and
 * sees each step's moves and battles drawn there; the archive exported from the page opens
 * in the viewer with no session; a finished game's full archive is replayed there.
 * With UMPIRE_DOCS_SCREENSHOTS=1 the screenshots go to docs/images (the ones the docs show).
 */
const SHOTS = process.env['UMPIRE_DOCS_SCREENSHOTS'] === '1'
  ? resolve(import.meta.dirname, '../../../docs/images')
  : resolve(import.meta.dirname, '../../../test-artifacts');
const ATTACK_ARROW = 'polyline[stroke="#c0262d"]';
const GERMAN_TRAIL = 'polyline[stroke="#37474f"][stroke-dasharray]';

let server: RunningServer;
let served: PageServer;
let browser: Browser;
let page: Page;
const requests: string[] = [];
const consoleErrors: string[] = [];
let game: BrowserGame;

const { token, api } = sideApi(() => server.url, () => game);

async function submit(side: string, window: string, orders: unknown[]): Promise<void> {
  await api(`/api/games/${game.id}/turns`, side, { format: 'umpire-turn/1', game: game.id, side, window, orders });
}

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const p = await context.newPage();
  p.on('request', (r) => requests.push(r.url()));
  p.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
  p.on('pageerror', (e) => consoleErrors.push(String(e)));
  return p;
}

async function shot(p: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const path = join(SHOTS, name);
  await p.screenshot({ path, type: 'jpeg', quality: 80 });
  expect(statSync(path).size).toBeGreaterThan(20_000);
}

/** Whether hex `id` of the page's map lies inside the visible part of the map frame. */
async function inView(p: Page, id: string): Promise<boolean> {
  return p.evaluate((hex) => {
    const g = globalThis as any;
    const box = g.document.getElementById('map');
    const svg = box.querySelector('svg');
    const data = g.__hexes as { id: string; x: number; y: number }[];
    const h = data.find((x) => x.id === hex)!;
    const zoom = Number(svg.getAttribute('width')) / Number(svg.viewBox.baseVal.width);
    const x = h.x * zoom - box.scrollLeft;
    const y = h.y * zoom - box.scrollTop;
    return x >= 0 && x <= box.clientWidth && y >= 0 && y <= box.clientHeight;
  }, id);
}

beforeAll(async () => {
  served = await startPageServer('umpire-history-');
  server = served.server;
  game = await createGame(server, 'drive-on-stalingrad/operation-blue', ['german', 'soviet']);
  browser = await launchChromium();
  page = await newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

describe('history on the map, in Chromium', () => {
  test('the page at the start: the live map, nothing to step back through', async () => {
    await page.goto(`${server.url}/games/${game.id}?token=${token('german')}`);
    await page.waitForSelector('body[data-ready="0"]');
    expect(await page.textContent('#hist-label')).toContain('no step yet');
    expect(await page.isDisabled('#hist-back')).toBe(true);
    await shot(page, 'game-page-start.jpg');
  });

  test('four steps later the German steps back through every one and sees its moves and battles drawn, centred on them', async () => {
    await submit('german', 'T01/german', [{ attack: { target: '0431', units: ['ger-11pz', 'ger-16mot', 'ger-24pz'], advance: 'all' } }]);
    const options = await api(`/api/games/${game.id}/options`, 'german');
    const u = options.units.find((x: any) => (x.moves ?? []).some((m: any) => m.path.length >= 3));
    const move = { unit: u.unit as string, path: u.moves.find((m: any) => m.path.length >= 3).path as string[] };
    await submit('german', 'T01/german-movement', [{ move }]);

    // The Soviet opens the page: the German's two steps are drawn on the live map, as the Soviet may see them.
    const soviet = await newPage();
    await soviet.goto(`${server.url}/games/${game.id}?token=${token('soviet')}`);
    await soviet.waitForSelector('body[data-ready="2"] #last-moves');
    const sovietData = (await soviet.evaluate(async (id) => (await fetch(`/games/${id}/data`)).json(), game.id)) as any;
    await soviet.evaluate((hexes) => { (globalThis as any).__hexes = hexes; }, sovietData.map.hexes);
    expect(await soviet.getAttribute('#last-moves', 'data-steps')).toBe('1 2');
    expect(await soviet.textContent('#hist-label')).toContain('showing steps 1–2 on it');
    expect(await soviet.locator('#last-moves polyline.mark.attack').count()).toBeGreaterThan(0);
    expect(await soviet.locator('#last-moves .badge text', { hasText: /^B1 / }).count()).toBe(1);
    expect(await soviet.locator('#last-moves polyline.mark.move.side-german').count(), "the German's move is hidden from the Soviet").toBe(0);
    expect(await inView(soviet, '0431'), 'the live map opens on what happened').toBe(true);
    await shot(soviet, 'game-page-after-battle.jpg');
    await soviet.uncheck('#show-last');
    expect(await soviet.locator('#last-moves').count()).toBe(0);
    await soviet.context().close();
    for (let i = 0; i < 2; i++) {
      const summary = await api(`/api/games/${game.id}`, 'german');
      for (const side of summary.waitingFor as string[]) await submit(side, summary.window, []);
    }
    await page.reload();
    await page.waitForSelector('body[data-ready="4"]');
    const data = (await page.evaluate(async (id) => (await fetch(`/games/${id}/data`)).json(), game.id)) as any;
    await page.evaluate((hexes) => { (globalThis as any).__hexes = hexes; }, data.map.hexes);
    expect(await page.textContent('#hist-label')).toContain('4 steps');
    expect(await page.getAttribute('#last-moves', 'data-steps')).toBe('3 4'); // the Soviet's steps since the German's own
    const baseline = await page.locator(`#map ${ATTACK_ARROW}`).count(); // the map's own red lines, if any
    await page.$eval('#steps details[data-step="1"]', (d) => { (d as any).open = true; });
    await page.$eval('#steps details[data-step="1"]', (d) => (d as any).scrollIntoView({ block: 'start' }));
    await shot(page, 'game-page-combat-report.jpg');
    await page.evaluate(() => (globalThis as any).scrollTo(0, 0));

    const seen: number[] = [];
    for (let k = 4; k >= 1; k--) {
      await page.click('#hist-back');
      await page.waitForSelector(`body[data-history-step="${k}"] #map svg[data-map="step-${k}"]`);
      seen.push(k);
      const step = data.steps.find((s: any) => s.step === k);
      expect(await page.textContent('#hist-label')).toContain(`Step ${k} of 4: ${step.window}`);
      for (const line of step.events.slice(0, 3)) expect(await page.textContent('#hist-events')).toContain(line);
      expect(await page.locator('#overlay .spot').count(), 'nothing to order on a past step').toBe(0);
      if (k === 1) {
        expect(await page.locator(`#map ${ATTACK_ARROW}`).count()).toBeGreaterThan(baseline);
        expect(await page.locator('#map svg text', { hasText: /^B1 / }).count()).toBe(1);
        expect(await inView(page, '0431'), 'the battle is in view').toBe(true);
        await shot(page, 'game-page-history.jpg');
      }
      if (k === 2) {
        expect(await page.locator(`#map ${GERMAN_TRAIL}`).count()).toBeGreaterThan(0);
        expect(await inView(page, move.path.at(-1)!), 'the move is in view').toBe(true);
      }
      if (step.focus.length === 0) expect(await page.locator(`#map ${ATTACK_ARROW}`).count()).toBe(baseline);
    }
    expect(seen).toEqual([4, 3, 2, 1]);
    expect(await page.isDisabled('#hist-back')).toBe(true);
    for (let k = 2; k <= 4; k++) {
      await page.click('#hist-forward');
      await page.waitForSelector(`body[data-history-step="${k}"] #map svg[data-map="step-${k}"]`);
    }
    expect(await page.isDisabled('#hist-forward')).toBe(true);
    await page.click('#hist-live');
    await page.waitForSelector('#map svg[data-map="live"]');
    expect(await page.getAttribute('body', 'data-history-step')).toBeNull();
    expect(await page.locator('#overlay .spot.own').count()).toBeGreaterThan(0);
    expect(await page.locator('#map svg text', { hasText: /^B1 / }).count()).toBe(0);
    await page.$eval('#steps details[data-step="1"]', (d) => { (d as any).open = true; });
    await page.click('#steps [data-show-step="1"]');
    await page.waitForSelector('body[data-history-step="1"]');
    await page.click('#units button');
    await page.waitForSelector('#map svg[data-map="live"]');
    expect(await page.getAttribute('body', 'data-history-step'), 'choosing a unit returns to the live map').toBeNull();
  }, 120_000);

  test('a bigger map: zoom keeps the middle of the view and the hex labels legible; any stack can be inspected', async () => {
    await page.waitForSelector('#map svg[data-map="live"]');
    const labelPx = () => page.evaluate(() => {
      const g = globalThis as any;
      const t = g.document.querySelector('#map svg g.hex-labels text');
      return t.getBoundingClientRect().height as number;
    });
    const plain = await page.evaluate(() => {
      const g = globalThis as any;
      return Number(g.document.querySelector('#map svg g.hex-labels').getAttribute('data-base-size'));
    });
    expect(plain).toBeCloseTo(6.6, 1);
    expect(await labelPx()).toBeGreaterThanOrEqual(9);
    const middle = () => page.evaluate(() => {
      const g = globalThis as any;
      const box = g.document.getElementById('map');
      const svg = box.querySelector('svg');
      const z = Number(svg.getAttribute('width')) / Number(svg.viewBox.baseVal.width);
      return { x: (box.scrollLeft + box.clientWidth / 2) / z, y: (box.scrollTop + box.clientHeight / 2) / z };
    });
    await page.evaluate(() => { const box = (globalThis as any).document.getElementById('map'); box.scrollLeft = 600; box.scrollTop = 400; });
    const before = await middle();
    await page.click('#zoom-in');
    expect(await page.textContent('#zoom-level')).toBe('125%');
    const after = await middle();
    expect(Math.abs(after.x - before.x)).toBeLessThan(3);
    expect(Math.abs(after.y - before.y)).toBeLessThan(3);
    expect(await labelPx()).toBeGreaterThanOrEqual(9);
    await page.click('#zoom-out');
    await page.click('#zoom-out');
    expect(await page.textContent('#zoom-level')).toBe('80%');
    await page.click('#zoom-in');

    const data = (await page.evaluate(async (id) => (await fetch(`/games/${id}/data`)).json(), game.id)) as any;
    const enemy = data.map.stacks.find((s: any) => s.side === 'soviet' && s.count > 1);
    await page.focus(`#map .spot.enemy[data-hex="${enemy.hex}"]`);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`#inspector[data-hex="${enemy.hex}"]:not([hidden])`);
    expect(await page.textContent('#inspector-h')).toContain(`Soviet stack in ${enemy.hex}: ${enemy.count} units`);
    expect(await page.locator('#inspector-list li').count()).toBe(2);
    expect(await page.textContent('#inspector-list')).toContain(`${enemy.count - 1} unit${enemy.count === 2 ? '' : 's'} under it you may not see`);
    const own = data.map.stacks.find((s: any) => s.side === 'german' && s.count > 1);
    await page.click(`#map .spot.own[data-hex="${own.hex}"]`);
    await page.waitForSelector(`#inspector[data-hex="${own.hex}"]`);
    expect(await page.locator('#inspector-list li').count()).toBe(own.count);
    for (const c of own.counters) expect(await page.textContent('#inspector-list')).toContain(`${c.designation} ${c.size} ${c.factors}`);
    await page.click('#wide-map');
    expect(await page.getAttribute('#wide-map', 'aria-pressed')).toBe('true');
    expect(await page.evaluate(() => (globalThis as any).document.getElementById('map').clientWidth)).toBeGreaterThan(1300);
    await shot(page, 'game-page-wide-map.jpg');
    await page.click('#wide-map');
  }, 60_000);

  test('the exported archive opens in the viewer, with no session: every step drawn from the file', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#archive')]);
    const text = readFileSync((await download.path())!, 'utf8');
    const viewer = await newPage();
    await viewer.goto(`${server.url}/web/viewer`);
    expect(await viewer.context().cookies()).toEqual([]);
    await dropFile(viewer, text, download.suggestedFilename());
    await viewer.waitForSelector('body[data-ready="4"]');
    expect(await viewer.textContent('#viewer-title')).toContain(`game ${game.id} (german player's copy)`);
    expect(await viewer.textContent('#verdict')).toContain('holds no positions');
    expect(await viewer.textContent('#hist-label')).toContain('Step 4 of 4');
    for (let k = 3; k >= 1; k--) {
      await viewer.click('#hist-back');
      await viewer.waitForSelector(`body[data-history-step="${k}"] #map svg[data-map="step-${k}"]`);
    }
    expect(await viewer.locator('#map svg text', { hasText: /^B1 / }).count()).toBe(1);
    expect(await viewer.textContent('#steps details[data-step="1"]')).toContain('Dice transcript');
  }, 60_000);

  test("a finished game's full archive is replayed in the viewer: the pieces after each step, its battles drawn", async () => {
    const text = gunzipSync(readFileSync(resolve(import.meta.dirname, '../../archive/fixtures/fall-blau-cts-2.archive.json.gz'))).toString('utf8');
    const viewer = await newPage();
    await viewer.goto(`${server.url}/web/viewer`);
    await dropFile(viewer, text, 'fall-blau.json');
    await viewer.waitForSelector('body[data-ready="60"]', { timeout: 60_000 });
    expect(await viewer.textContent('#status')).toContain('60 steps, ended');
    expect(await viewer.textContent('#verdict')).not.toContain('holds no positions');
    for (let k = 59; k >= 56; k--) {
      await viewer.click('#hist-back');
      await viewer.waitForSelector(`body[data-history-step="${k}"] #map svg[data-map="step-${k}"]`, { timeout: 30_000 });
      expect(await viewer.locator('#map svg text', { hasText: /^Stacks of more than one unit/ }).count()).toBe(1);
    }
    const battles = await viewer.$$eval('#steps details', (ds) => ds.filter((d) => d.querySelector('pre.report')!.textContent!.includes('B1')).map((d) => Number(d.getAttribute('data-step'))));
    const k = Math.min(...battles);
    await viewer.$eval(`#steps details[data-step="${k}"]`, (d) => { (d as any).open = true; });
    await viewer.click(`#steps [data-show-step="${k}"]`);
    await viewer.waitForSelector(`body[data-history-step="${k}"] #map svg[data-map="step-${k}"]`);
    expect(await viewer.locator('#map svg text', { hasText: /^B1 / }).count()).toBe(1);
    const top = await viewer.evaluate(() => (globalThis as any).document.querySelector('.map-panel').getBoundingClientRect().top as number);
    expect(Math.abs(top), 'the map is brought into view').toBeLessThan(50);
    await shot(viewer, 'archive-viewer.jpg');
  }, 120_000);

  test('nothing was fetched from anywhere but the server and nothing went wrong in the page', () => {
    for (const url of requests) expect(url.startsWith(`${server.url}/`) || url.startsWith('blob:'), url).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});

