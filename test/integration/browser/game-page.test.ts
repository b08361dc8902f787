import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '#node';
import { memoryLogger } from '../../support/fixed-ports';
import { launchChromium } from './chromium';
import { createGame, startPageServer, type PageServer } from './support/page-server';

const ARTIFACT = resolve(import.meta.dirname, '../../../test-artifacts/game-page-after-turn.png');

let server: RunningServer;
let served: PageServer;
let browser: Browser;
let page: Page;
const logger = memoryLogger();
const requests: string[] = [];
const consoleErrors: string[] = [];
let game: { id: string; players: { side: string; token: string }[] };
const token = (side: string) => game.players.find((p) => p.side === side)!.token;

beforeAll(async () => {
  served = await startPageServer('umpire-browser-', logger);
  server = served.server;
  game = await createGame(server, 'drive-on-stalingrad/operation-blue', ['german', 'soviet']);
  browser = await launchChromium();
  page = await newPage();
});

/** A page in a fresh browser profile, watched for every request it makes and every error it logs. */
async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const p = await context.newPage();
  p.on('request', (r) => requests.push(r.url()));
  p.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
  p.on('pageerror', (e) => consoleErrors.push(String(e)));
  return p;
}

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

/** Clicks the side's stack in `hex` on the map until `unit` is the one selected (a stack cycles through its units). */
async function pickOnMap(hex: string, unit: string): Promise<void> {
  for (let i = 0; i < 6; i++) {
    await page.click(`#map .spot.own[data-hex="${hex}"]`);
    if ((await page.textContent('#unit-h'))?.includes(`(${unit})`)) return;
  }
  throw new Error(`${unit} is not in ${hex}`);
}

describe('the game page in Chromium', () => {
  test('the mail link signs the browser in and leaves a token-free address', async () => {
    await page.goto(`${server.url}/games/${game.id}?token=${token('german')}`);
    expect(page.url()).toBe(`${server.url}/games/${game.id}`);
    await page.waitForSelector('body[data-ready="0"]');
    expect(await page.textContent('#window-text')).toContain('T01/german');
    expect(await page.isVisible('#declare')).toBe(true);
    const cookies = await page.context().cookies();
    expect(cookies).toEqual([expect.objectContaining({ name: 'umpire_session', httpOnly: true, sameSite: 'Strict', path: `/games/${game.id}` })]);
    expect(await page.evaluate('document.cookie')).toBe('');
  });

  test('"Download signed" saves the composed file signed with the session token, for mail', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download-signed')]);
    expect(download.suggestedFilename()).toBe(`${game.id}-german-T01-german.signed.yaml`);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toContain(`game: "${game.id}"`);
    expect(text).toMatch(/^auth: \{ signature: "hmac-sha256:[0-9a-f]{64}" \}$/m);
    expect(text).not.toContain(token('german'));
    expect(await page.textContent('#submit-result')).toContain('Signed file saved');
  });

  test('an attack composed by clicking: target, joining units, odds and shifts before committing; submitted and adjudicated', async () => {
    await pickOnMap('0532', 'ger-24pz');
    await page.click('#map .spot.target[data-hex="0431"]');
    await page.waitForSelector('#attack-panel:not([hidden])');
    await page.check('[data-join="ger-11pz"]');
    await page.check('[data-join="ger-16mot"]');
    await page.waitForSelector('#preview [data-shift="DoS 5.6"]');
    expect(await page.textContent('#preview')).toContain('+1R German assault-first (DoS 5.6)');
    expect(await page.textContent('#preview')).toMatch(/Attack \d+ against defense \?/);
    await page.selectOption('#advance', 'all');
    await page.waitForSelector('#add-attack:not([disabled])');
    await page.click('#add-attack');
    const file = await page.textContent('#turn-file');
    expect(file).toContain(`window: "T01/german"`);
    expect(file).toMatch(/- attack: \{"target": "0431", "units": \[("ger-[0-9a-z]+"(, )?){3}\], "advance": "all"\}/);
    for (const u of ['ger-24pz', 'ger-11pz', 'ger-16mot']) expect(file).toContain(`"${u}"`);
    await page.click('#submit');
    await page.waitForSelector('body[data-ready="1"]');
    expect(await page.textContent('#submit-result')).toContain('step 1 adjudicated');
    const step = await page.textContent('#steps details[data-step="1"]');
    expect(step).toMatch(/0431 ← [0-9,]+: \d+ vs \d+/);
    expect(step).toContain('Dice transcript');
    expect(await page.textContent('#window-text')).toContain('T01/german-movement');
  });

  test('a move composed by clicking a unit and a destination on the map; submitted and adjudicated', async () => {
    const data = (await page.evaluate(async (id) => (await fetch(`/games/${id}/data`)).json(), game.id)) as any;
    const mover = data.options.units.find((u: { hex: string; moves?: { hex: string }[] }) => (u.moves ?? []).some((m) => m.hex !== u.hex));
    await pickOnMap(mover.hex, mover.unit);
    const dest = page.locator('#map .spot.dest').first();
    const to = await dest.getAttribute('data-hex');
    await dest.click();
    const unit = mover.unit as string;
    expect(await page.textContent('#orders')).toContain(`${unit} moves`);
    expect(await page.textContent('#turn-file')).toMatch(new RegExp(`- move: \\{"unit": "${unit}", "path": \\[[^\\]]*"${to}"\\]\\}`));
    await page.check('#standing-on');
    expect(await page.textContent('#turn-file')).toContain('standing:');
    await page.click('#submit');
    await page.waitForSelector('body[data-ready="2"]');
    const step = await page.textContent('#steps details[data-step="2"]');
    expect(step).toContain(unit);
    expect(step).toContain(to);
    mkdirSync(resolve(ARTIFACT, '..'), { recursive: true });
    await page.screenshot({ path: ARTIFACT, fullPage: true });
    expect(statSync(ARTIFACT).size).toBeGreaterThan(10_000);
  });

  test("the other side's page: an attack with known factors shows its odds and column before it is sent", async () => {
    page = await newPage();
    await page.goto(`${server.url}/games/${game.id}?token=${token('soviet')}`);
    await page.waitForSelector('body[data-ready="2"]');
    const data = (await page.evaluate(async (id) => (await fetch(`/games/${id}/data`)).json(), game.id)) as any;
    const attacker = data.options.units.find((u: { attacks?: { odds?: string }[] }) => (u.attacks ?? []).some((a) => a.odds));
    const attack = attacker.attacks.find((a: { odds?: string }) => a.odds);
    await pickOnMap(attacker.hex, attacker.unit);
    await page.click(`#map .spot.target[data-hex="${attack.target}"]`);
    await page.waitForSelector(`#preview [data-odds="${attack.odds}"]`);
    expect(await page.textContent('#preview')).toMatch(new RegExp(`Odds ${attack.odds}, column \\d+:\\d+`));
    expect(await page.textContent('#preview')).toMatch(/Attack \d+ against defense \d+ = \d+:\d+ before shifts/);
    await page.click('#add-attack');
    await page.click('#submit');
    await page.waitForSelector('#submit-result .accepted');
    expect(await page.textContent('#submit-result')).toContain('Accepted for T01/soviet');
  });

  test('keyboard: a unit is chosen and its options listed without a pointer', async () => {
    await page.focus('#units button');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#unit-panel:not([hidden])');
    expect(await page.textContent('#unit-h')).toMatch(/\([a-z0-9-]+\) in \d{4}/);
    await page.evaluate('document.getElementById("unit-panel").hidden = true');
    const hex = await page.getAttribute('#map .spot.own', 'data-hex');
    await page.focus(`#map .spot.own[data-hex="${hex}"]`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('#unit-panel:not([hidden])');
    expect(await page.textContent('#unit-h')).toContain(`in ${hex}`);
  });

  test('nothing was fetched from anywhere but the server, nothing was refused, and no token reached the log', async () => {
    expect(requests.length).toBeGreaterThan(5);
    for (const url of requests) expect(url.startsWith(`${server.url}/`) || url.startsWith('blob:'), url).toBe(true);
    expect(consoleErrors).toEqual([]);
    const log = JSON.stringify(logger.entries);
    for (const p of game.players) expect(log).not.toContain(p.token);
    expect(log).toContain(`"/games/${game.id}"`);
  });
});
