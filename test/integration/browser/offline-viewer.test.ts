import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '#node';
import { runCli } from '../../cli/support/run-cli';
import { launchChromium } from './chromium';
import { dropFile } from './support/page-actions';
import { createGame, startPageServer, type PageServer } from './support/page-server';

/**
 * The offline viewer in Chromium (docs/game-page.md "The archive viewer"): the file that
 * `umpire view --offline` writes is opened from the disk with every request blocked and
 * recorded; a finished game's full archive is dropped on it and walked step by step with
 * the page's keys, each step's pieces and battles drawn; a side's copy shows only what
 * that side may see; a broken file gets the served viewer's own words. None of it asks
 * anything of any server: the server here only makes the side's copies and answers what
 * the served viewer says of the same files, to compare.
 */
const ATTACK_ARROW = 'polyline[stroke="#c0262d"]';
const GERMAN_TRAIL = 'polyline[stroke="#37474f"][stroke-dasharray]';
const fixture = (name: string) => gunzipSync(readFileSync(resolve(import.meta.dirname, `../../archive/fixtures/${name}.archive.json.gz`))).toString('utf8');

let dir: string;
let fileUrl: string;
let served: PageServer;
let server: RunningServer;
let browser: Browser;
let page: Page;
const requests: string[] = [];
const blocked: string[] = [];
const consoleErrors: string[] = [];
const copies: Record<string, string> = {};
let written: string;

async function api(path: string, token: string, body?: unknown): Promise<any> {
  const res = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

/** What the served viewer answers for a file: its data, or its refusal's message. */
async function servedAnswer(text: string): Promise<{ data?: unknown; error?: string }> {
  const res = await fetch(`${server.url}/web/viewer/steps`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
  const json = (await res.json()) as any;
  return res.ok ? { data: json } : { error: json.error.message };
}


/** The pieces and labels drawn on the map shown (every text but the heading's two lines and the hex labels). */
function pieces(p: Page): Promise<string> {
  return p.evaluate(() => {
    const texts = Array.from((globalThis as any).document.querySelectorAll('#map svg text')) as any[];
    return texts.slice(2).filter((t) => !t.closest('g.hex-labels')).map((t) => `${t.getAttribute('x')},${t.getAttribute('y')} ${t.textContent}`).join('\n');
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'umpire-offline-'));
  const file = join(dir, 'umpire-viewer.html');
  const run = await runCli(['view', '--offline', file]);
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toContain(`Offline viewer written to ${file}`);
  fileUrl = pathToFileURL(file).href;
  written = readFileSync(file, 'utf8');

  // A game in play, two German steps (a battle, then a move), and each side's copy of it.
  served = await startPageServer('umpire-offline-');
  server = served.server;
  const game = await createGame(server, 'drive-on-stalingrad/operation-blue', ['german', 'soviet']);
  const token = (side: string) => game.players.find((x) => x.side === side)!.token;
  const turn = (window: string, orders: unknown[]) => api(`/api/games/${game.id}/turns`, token('german'), { format: 'umpire-turn/1', game: game.id, side: 'german', window, orders });
  await turn('T01/german', [{ attack: { target: '0431', units: ['ger-11pz', 'ger-16mot', 'ger-24pz'], advance: 'all' } }]);
  const options = await api(`/api/games/${game.id}/options`, token('german'));
  const u = options.units.find((x: any) => (x.moves ?? []).some((m: any) => m.path.length >= 3));
  await turn('T01/german-movement', [{ move: { unit: u.unit, path: u.moves.find((m: any) => m.path.length >= 3).path } }]);
  for (const side of ['german', 'soviet']) copies[side] = JSON.stringify(await api(`/api/games/${game.id}/archive`, token(side)));

  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // every request but the file itself is recorded and refused
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url === fileUrl) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  page = await context.newPage();
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
  await page.goto(fileUrl);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the offline viewer, opened from the disk in Chromium', () => {
  test("a finished game's full archive, dropped on it: checked, replayed once, every step walked with [ and ] and drawn with its pieces and battles", async () => {
    expect(await page.textContent('#drop')).toContain('no server and no network');
    await dropFile(page, fixture('operation-blue-dos-2'), 'operation-blue.json');
    await page.waitForSelector('body[data-ready="44"]', { timeout: 90_000 });
    expect(await page.textContent('#viewer-title')).toContain("Drive on Stalingrad, Operation Blue: game g_");
    expect(await page.textContent('#viewer-title')).toContain("(referee's copy (everything))");
    expect(await page.textContent('#status')).toContain('operation-blue.json: 44 steps, ended');
    expect(await page.textContent('#verdict')).toMatch(/^Verified everything: 44 steps replayed from the scenario/);
    expect(await page.textContent('#hist-label')).toContain('Step 44 of 44');

    const drawn: string[] = [await pieces(page)];
    const battles: number[] = [];
    await page.focus('#map');
    for (let k = 43; k >= 1; k--) {
      await page.keyboard.press('[');
      await page.waitForSelector(`body[data-history-step="${k}"] #map svg[data-map="step-${k}"]`);
      expect(await page.textContent('#hist-label')).toContain(`Step ${k} of 44`);
      drawn.unshift(await pieces(page));
      if ((await page.locator('#map svg text', { hasText: /^B1 / }).count()) > 0) battles.push(k);
    }
    expect(await page.isDisabled('#hist-back')).toBe(true);
    expect(drawn[0]!.length, 'the pieces are drawn').toBeGreaterThan(1000);
    expect(new Set(drawn).size, 'the pieces move from step to step').toBeGreaterThan(30);
    expect(battles.length, 'battle badges drawn on the steps that fought').toBeGreaterThan(3);
    await page.keyboard.press(']');
    await page.waitForSelector('body[data-history-step="2"] #map svg[data-map="step-2"]');
    expect(await pieces(page)).toBe(drawn[1]);
    await page.click('#hist-forward');
    await page.waitForSelector('body[data-history-step="3"] #map svg[data-map="step-3"]');
    expect(await pieces(page)).toBe(drawn[2]);
    const k = battles[0]!;
    await page.$eval(`#steps details[data-step="${k}"]`, (d) => { (d as any).open = true; });
    await page.click(`#steps [data-show-step="${k}"]`);
    await page.waitForSelector(`body[data-history-step="${k}"] #map svg[data-map="step-${k}"]`);
    expect(await page.locator(`#map ${ATTACK_ARROW}`).count()).toBeGreaterThan(0);
    expect(await page.textContent(`#steps details[data-step="${k}"]`)).toContain('Dice transcript');
  }, 180_000);

  test("a side's copy, chosen with the file input: the same data the served viewer answers, each step as that side holds it", async () => {
    await page.setInputFiles('#file', { name: 'german.json', mimeType: 'application/json', buffer: Buffer.from(copies['german']!) });
    await page.waitForSelector('body[data-ready="2"]');
    expect(await page.textContent('#viewer-title')).toContain("(german player's copy)");
    expect(await page.textContent('#verdict')).toContain('holds no positions');
    const offline = await page.evaluate((text) => (globalThis as any).UmpireOffline.open(JSON.parse(text)), copies['german']!);
    expect(offline, 'checked and read exactly as the served viewer does').toEqual(await servedAnswer(copies['german']!));
    await page.focus('#map');
    await page.keyboard.press('[');
    await page.waitForSelector('body[data-history-step="1"] #map svg[data-map="step-1"]');
    expect(await page.locator('#map svg text', { hasText: /^B1 / }).count()).toBe(1);
    expect(await page.locator(`#map ${ATTACK_ARROW}`).count()).toBeGreaterThan(0);
    await page.keyboard.press(']');
    await page.waitForSelector('body[data-history-step="2"] #map svg[data-map="step-2"]');
    expect(await page.locator(`#map ${GERMAN_TRAIL}`).count(), 'the German sees his own move').toBeGreaterThan(0);

    // The Soviet's copy of the same steps: the battle, but not the German's move, which the Soviet may not see.
    await dropFile(page, copies['soviet']!, 'soviet.json');
    await page.waitForSelector('body[data-ready="2"][data-history-step="2"] #map svg[data-map="step-2"]');
    expect(await page.textContent('#viewer-title')).toContain("(soviet player's copy)");
    expect(await page.locator(`#map ${GERMAN_TRAIL}`).count(), "the German's move is hidden from the Soviet").toBe(0);
    await page.focus('#map');
    await page.keyboard.press('[');
    await page.waitForSelector('body[data-history-step="1"] #map svg[data-map="step-1"]');
    expect(await page.locator('#map svg text', { hasText: /^B1 / }).count()).toBe(1);
  }, 60_000);

  test('a broken file gets the served viewer\'s own words, and the page stays usable', async () => {
    const tampered = JSON.parse(copies['german']!);
    tampered.steps[1].events = tampered.steps[1].events.slice(1);
    const text = JSON.stringify(tampered);
    const expected = await servedAnswer(text);
    expect(expected.error).toMatch(/^The archive does not verify: step 2: /);
    await dropFile(page, text, 'tampered.json');
    await page.waitForFunction((want) => (globalThis as any).document.getElementById('status').textContent === want, expected.error);
    expect(await page.getAttribute('body', 'data-ready')).toBeNull();

    await dropFile(page, 'not an archive', 'notes.txt');
    await page.waitForFunction(() => (globalThis as any).document.getElementById('status').textContent === 'notes.txt is not JSON: not an Umpire archive.');
    const other = JSON.stringify({ format: 'something-else' });
    const refused = await servedAnswer(other);
    await dropFile(page, other, 'other.json');
    await page.waitForFunction((want) => (globalThis as any).document.getElementById('status').textContent === want, refused.error);

    await dropFile(page, copies['german']!, 'german.json');
    await page.waitForSelector('body[data-ready="2"]');
  }, 60_000);

  test('the server offers the same file as a download from its archive viewer', async () => {
    expect(await (await fetch(`${server.url}/web/viewer`)).text()).toContain('href="/web/viewer/offline.html"');
    const res = await fetch(`${server.url}/web/viewer/offline.html`);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="umpire-viewer.html"');
    expect(await res.text()).toBe(written);
  }, 60_000);

  test('nothing was asked of any address but the file itself, and nothing went wrong in the page', () => {
    expect(blocked).toEqual([]);
    expect(requests.filter((u) => u !== fileUrl)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
