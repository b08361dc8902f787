import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import type { UnitOptions } from '#kernel/engine/ruleset';
import { composerOfferParts } from '#web/game-page/script/offer-parts';
import { attackAloneIndex, submitted } from './support/page-actions';
import { createGame, serverAndChromium } from './support/page-server';

/**
 * The composer in Chromium, window by window of both titles: for each window type it covers,
 * one order of each type the window takes is composed by clicking (the unit, then its offer;
 * an attack through the attack panel and its preview) and submitted, and the server accepts
 * the file. The units are picked with the page's own offer functions, run here on the data
 * the page loads.
 */
type Offer = { kind: string; unit: string; hex: string };
type Facts = { title: string; accepts: string[]; waiting: boolean; declarations: unknown[]; declared: number };
const composer = new Function('hexName', `${composerOfferParts.join('\n')}\nreturn { offersIn: offersIn };`)((id: string) => id) as {
  offersIn(u: UnitOptions, w: Facts): Offer[];
};

const live = serverAndChromium('umpire-composer-');
const consoleErrors: string[] = [];

async function newGame(scenario: string, sides: string[]): Promise<{ id: string; token: (side: string) => string }> {
  const g = await createGame(live.server, scenario, sides);
  return { id: g.id, token: (side) => g.players.find((p) => p.side === side)!.token };
}

/** The side's page, opened through its mail link, ready. */
async function open(game: { id: string; token: (s: string) => string }, side: string): Promise<Page> {
  const context = await live.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
  await page.goto(`${live.server.url}/games/${game.id}?token=${game.token(side)}`);
  await page.waitForSelector('body[data-ready]');
  return page;
}

/** The page's offers of `kind`, as its composer would make them from the data it loaded; units in `not` left out. */
async function offersOf(page: Page, gameId: string, kind: string, not: string[] = []): Promise<Offer[]> {
  const data = (await page.evaluate(async (id) => (await fetch(`/games/${id}/data`)).json(), gameId)) as any;
  const o = data.options;
  const facts: Facts = { title: data.game.title, accepts: o.accepts, waiting: data.game.waitingFor.includes(data.side), declarations: o.declarations ?? [], declared: 0 };
  return (o.units as UnitOptions[]).flatMap((u) => composer.offersIn(u, facts)).filter((x) => x.kind === kind && !not.includes(x.unit));
}

/** Picks the unit in the list, then its first offer of `kind`. */
async function compose(page: Page, offer: Offer): Promise<void> {
  await page.click(`#units [data-unit="${offer.unit}"]`);
  await page.click(`#unit-panel [data-kind="${offer.kind}"]`);
}

describe('Drive on Stalingrad: every window type composed and submitted', () => {
  let game: Awaited<ReturnType<typeof newGame>>;
  beforeAll(async () => {
    game = await newGame('drive-on-stalingrad/operation-blue', ['german', 'soviet']);
  });

  test('the German opening window (T01/german): an attack through the panel, no move offered', async () => {
    const page = await open(game, 'german');
    expect(await offersOf(page, game.id, 'move')).toEqual([]);
    const [attack] = await offersOf(page, game.id, 'attack');
    await compose(page, attack!);
    await page.waitForSelector('#add-attack:not([disabled])');
    await page.click('#add-attack');
    expect(await page.textContent('#turn-file')).toContain('- attack: {"target":');
    expect(await submitted(page)).toContain('T01/german');
    await page.context().close();
  });

  test('the German movement window: a move and a mobile assault, and no attack offered', async () => {
    const page = await open(game, 'german');
    expect(await offersOf(page, game.id, 'attack')).toEqual([]);
    expect(await page.locator('#unit-panel [data-kind="attack"]').count()).toBe(0);
    const [assault] = await offersOf(page, game.id, 'assault');
    await compose(page, assault!);
    const file = (await page.textContent('#turn-file')) ?? '';
    const force = JSON.parse(/- assault: (\{.*\})/.exec(file)![1]!).units as string[];
    const [move] = (await offersOf(page, game.id, 'move', force)).filter((m) => m.unit !== assault!.unit);
    await compose(page, move!);
    const text = (await page.textContent('#turn-file')) ?? '';
    expect(text).toContain('- assault: {');
    expect(text).toContain('- move: {');
    expect(await submitted(page)).toContain('german-movement');
    await page.context().close();
  });

  test('the Soviet opening window: a move brings a movement-first declaration with it (here the once-a-game movement, movement), and a sea move', async () => {
    const page = await open(game, 'soviet');
    const [sea] = await offersOf(page, game.id, 'sea');
    const [move] = await offersOf(page, game.id, 'move', [sea!.unit]);
    await compose(page, move!);
    await compose(page, sea!);
    const text = (await page.textContent('#turn-file')) ?? '';
    expect(text).toMatch(/- declare: \{"phaseOrder": "movement-(first|movement)"\}\n {2}- move: \{/);
    expect(text).toContain(`- sea: {"unit": "${sea!.unit}", "to": "${sea!.hex}"}`);
    expect(await submitted(page)).toContain('T01/soviet');
    await page.context().close();
  });

  test('the turn-2 German opening: a reinforcement enters where options() lists (DoS 8.1), after the Soviet window that closes turn 1 is sent with no orders', async () => {
    const soviet = await open(game, 'soviet');
    expect(await submitted(soviet)).toContain('T01/soviet-');
    await soviet.context().close();
    const page = await open(game, 'german');
    const [enter] = await offersOf(page, game.id, 'enter');
    await compose(page, enter!);
    expect(await page.textContent('#turn-file')).toContain(`- enter: {"units": ["${enter!.unit}"], "at": "${enter!.hex}"}`);
    expect(await submitted(page)).toContain('T02/german');
    await page.context().close();
  });
});

describe('Campaign To Stalingrad: every window type composed and submitted', () => {
  let game: Awaited<ReturnType<typeof newGame>>;
  beforeAll(async () => {
    game = await newGame('campaign-to-stalingrad/fall-blau', ['axis', 'soviet']);
  });

  // each side's Movement window: a rail move, then a move of another unit
  const movementWindow = (side: 'axis' | 'soviet') => async () => {
    const page = await open(game, side);
    const [rail] = await offersOf(page, game.id, 'rail');
    await compose(page, rail!);
    const [move] = await offersOf(page, game.id, 'move', [rail!.unit]);
    await compose(page, move!);
    const text = (await page.textContent('#turn-file')) ?? '';
    expect(text).toContain('- rail: {');
    expect(text).toContain('- move: {');
    expect(await submitted(page)).toContain(`${side}-movement`);
    await page.context().close();
  };

  test('the Axis Movement window: a move and a rail move', movementWindow('axis'));

  test('the Axis Combat window: an attack written as the title writes it, and no move offered', async () => {
    const page = await open(game, 'axis');
    expect(await offersOf(page, game.id, 'move')).toEqual([]);
    const [attack] = await offersOf(page, game.id, 'attack');
    await compose(page, attack!);
    await page.waitForSelector('#add-attack:not([disabled])');
    await page.click('#add-attack');
    expect(await page.textContent('#turn-file')).toContain('- attack: {"attackers":');
    expect(await submitted(page)).toContain('axis-combat');
    await page.context().close();
  });

  test('the Soviet Movement window: a move and a rail move', movementWindow('soviet'));

  test('the Soviet Combat window: an attack through the panel, and no move offered', async () => {
    const page = await open(game, 'soviet');
    expect(await offersOf(page, game.id, 'move')).toEqual([]);
    // a unit that may make its attack alone (the server's preview finds no problem: odds, Attack Supply, ...)
    const attacks = await offersOf(page, game.id, 'attack');
    const alone = await attackAloneIndex(page, game.id, attacks);
    expect(alone).toBeGreaterThanOrEqual(0);
    const attack = attacks[alone];
    await compose(page, attack!);
    await page.waitForSelector('#add-attack:not([disabled])');
    await page.click('#add-attack');
    expect(await page.textContent('#turn-file')).toContain('- attack: {"attackers":');
    expect(await submitted(page)).toContain('soviet-combat');
    await page.context().close();
  });

  test('no error in any page', () => {
    expect(consoleErrors).toEqual([]);
  });
});
