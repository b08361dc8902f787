import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '#node';
import { launchChromium } from './chromium';
import { createGame, startPageServer, type PageServer } from './support/page-server';
import { sideApi, type BrowserGame } from './support/side-api';

/**
 * The history a page at a time in Chromium (docs/game-page.md "What the page loads"): on a
 * server whose `/data` carries only the newest step, the German's page of a four-step game
 * lists step 4, "Show earlier steps" adds the older ones a page at a time, and stepping back
 * on the map past the oldest step held loads the one before it, to step 1; no step is
 * listed twice, and every request goes to the server.
 */
let server: RunningServer;
let served: PageServer;
let browser: Browser;
let page: Page;
const requests: string[] = [];
const consoleErrors: string[] = [];
let game: BrowserGame;

const { token, api } = sideApi(() => server.url, () => game);

const submit = (side: string, window: string, orders: unknown[]) => api(`/api/games/${game.id}/turns`, side, { format: 'umpire-turn/1', game: game.id, side, window, orders });
const listed = () => page.$$eval('#steps details', (ds) => ds.map((d) => Number(d.getAttribute('data-step'))));

beforeAll(async () => {
  served = await startPageServer('umpire-history-pages-', undefined, 1);
  server = served.server;
  game = await createGame(server, 'drive-on-stalingrad/operation-blue', ['german', 'soviet']);
  await submit('german', 'T01/german', [{ attack: { target: '0431', units: ['ger-11pz', 'ger-16mot', 'ger-24pz'], advance: 'all' } }]);
  for (let i = 0; i < 3; i++) {
    const summary = await api(`/api/games/${game.id}`, 'german');
    for (const side of summary.waitingFor as string[]) await submit(side, summary.window, []);
  }
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

describe('the history a page at a time, in Chromium', () => {
  test('the newest step first, then the earlier ones on asking, and stepping back past the oldest held loads more', async () => {
    await page.goto(`${server.url}/games/${game.id}?token=${token('german')}`);
    await page.waitForSelector('body[data-ready="4"]');
    expect(await listed()).toEqual([4]);
    expect(await page.textContent('#hist-earlier')).toBe('Show earlier steps (3 more)');
    expect(await page.textContent('#hist-label')).toContain('Live map (4 steps to step back through');

    await page.click('#hist-earlier');
    await page.waitForSelector('#steps details[data-step="3"]');
    expect(await listed()).toEqual([4, 3]);
    expect(await page.textContent('#hist-earlier')).toBe('Show earlier steps (2 more)');

    for (let k = 4; k >= 1; k--) {
      await page.click('#hist-back');
      await page.waitForSelector(`body[data-history-step="${k}"] #map svg[data-map="step-${k}"]`);
      expect(await page.textContent('#hist-label')).toContain(`Step ${k} of 4: `);
      expect(await page.getAttribute(`#steps details[data-step="${k}"]`, 'class')).toContain('current');
    }
    expect(await page.locator('#map svg text', { hasText: /^B1 / }).count(), "step 1's battle").toBe(1);
    expect(await listed()).toEqual([4, 3, 2, 1]);
    expect(await page.locator('#hist-earlier').count(), 'nothing earlier to show').toBe(0);
    expect(await page.isDisabled('#hist-back')).toBe(true);
    for (let k = 2; k <= 4; k++) {
      await page.click('#hist-forward');
      await page.waitForSelector(`body[data-history-step="${k}"] #map svg[data-map="step-${k}"]`);
    }
    expect(await page.isDisabled('#hist-forward')).toBe(true);
    await page.click('#hist-live');
    await page.waitForSelector('#map svg[data-map="live"]');

    const pages = requests.filter((u) => new URL(u).pathname === `/games/${game.id}/steps`);
    expect(pages.map((u) => new URL(u).search)).toEqual(['?before=4', '?before=3', '?before=2']);
    expect(requests.filter((u) => !u.startsWith(server.url))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 180_000);
});
