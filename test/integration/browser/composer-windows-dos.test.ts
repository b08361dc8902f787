import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import type { SideOptions, UnitOptions } from '#kernel/engine/ruleset';
import { composerOfferParts } from '#web/game-page/script/offer-parts';
import { attackAloneIndex, submitted } from './support/page-actions';
import { ADMIN, serverAndChromium } from './support/page-server';
import { networkPlan } from './support/dos-network-plan';

/**
 * The composer in Chromium, window by window of Drive on Stalingrad: for each window type a
 * game reaches (both sides' set-up, the German opening of GT1 and of a later turn with its
 * declaration, the German movement and combat windows, the Soviet opening and movement
 * windows, the GT6 German opening with the withdrawal), one order of each type the window
 * takes is composed by clicking (the unit and its offer, an attack through the attack panel,
 * a supply marker through its select) and submitted, and the server accepts the file. The
 * offers are picked with the page's own offer functions, run here on the data the page
 * loads. Windows between are answered over the API with the side's template. A supply marker
 * (DoS 7.14) needs a town held off the network: in an Operation Uranus game the Soviet's GT1
 * movement (over the API) takes one, and his GT2 opening adds it by clicking.
 */
type Offer = { kind: string; unit: string; hex: string; label: string; order: Record<string, any>; stack?: boolean; onward?: boolean };
type Facts = { title: string; accepts: string[]; waiting: boolean; declarations: unknown[]; declared: number; sideOptions: SideOptions; units: UnitOptions[] };
const composer = new Function('hexName', `${composerOfferParts.join('\n')}\nreturn { offersIn: offersIn, sideOffersIn: sideOffersIn };`)((id: string) => id) as {
  offersIn(u: UnitOptions, w: Facts): Offer[];
  sideOffersIn(w: Facts): { kind: string; offers: Offer[] }[];
};

const live = serverAndChromium('umpire-composer-dos-');
const consoleErrors: string[] = [];

type Game = { id: string; token: (side: string) => string };

async function newGame(options?: Record<string, string>, scenario = 'operation-blue'): Promise<Game> {
  const res = await fetch(`${live.server.url}/api/games`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ scenario: `drive-on-stalingrad/${scenario}`, players: [{ side: 'german' }, { side: 'soviet' }], ...(options ? { options } : {}) }),
  });
  expect(res.status).toBe(201);
  const g = (await res.json()) as { id: string; players: { side: string; token: string }[] };
  return { id: g.id, token: (side) => g.players.find((p) => p.side === side)!.token };
}

/** Answers the open window over the API with the waiting side's template (no orders). */
async function skipWindow(game: Game): Promise<string> {
  const summary = (await (await fetch(`${live.server.url}/api/games/${game.id}`)).json()) as { window: string; waitingFor: string[] };
  const side = summary.waitingFor[0]!;
  const auth = { authorization: `Bearer ${game.token(side)}` };
  const template = await (await fetch(`${live.server.url}/api/games/${game.id}/template`, { headers: auth })).text();
  const res = await fetch(`${live.server.url}/api/games/${game.id}/turns`, { method: 'POST', headers: { ...auth, 'content-type': 'text/yaml' }, body: template });
  expect(res.status).toBe(200);
  return summary.window;
}

/** Answers the open window over the API with these orders. */
async function sendWindow(game: Game, orders: unknown[]): Promise<string> {
  const summary = (await (await fetch(`${live.server.url}/api/games/${game.id}`)).json()) as { window: string; waitingFor: string[] };
  const side = summary.waitingFor[0]!;
  const res = await fetch(`${live.server.url}/api/games/${game.id}/turns`, {
    method: 'POST',
    headers: { authorization: `Bearer ${game.token(side)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ format: 'umpire-turn/1', game: game.id, side, window: summary.window, final: true, orders }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return summary.window;
}

/** The side's page, opened through its mail link, ready. */
async function open(game: Game, side: string): Promise<Page> {
  const context = await live.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
  await page.goto(`${live.server.url}/games/${game.id}?token=${game.token(side)}`);
  await page.waitForSelector('body[data-ready]');
  return page;
}

/** What the page's composer offers, from the data it loaded: every unit's offers and the side-level ones. */
async function offersOn(page: Page, game: Game): Promise<{ window: string; offers: Offer[]; side: Record<string, Offer[]>; sideOptions: SideOptions }> {
  const data = (await page.evaluate(async (id) => (await fetch(`/games/${id}/data`)).json(), game.id)) as any;
  const o = data.options;
  const facts: Facts = { title: data.game.title, accepts: o.accepts, waiting: data.game.waitingFor.includes(data.side), declarations: o.declarations ?? [], declared: 0, sideOptions: o.sideOptions ?? {}, units: o.units };
  const side = Object.fromEntries(composer.sideOffersIn(facts).map((g) => [g.kind, g.offers]));
  return { window: o.window, offers: (o.units as UnitOptions[]).flatMap((u) => composer.offersIn(u, facts)), side, sideOptions: facts.sideOptions };
}

const pick = (offers: Offer[], test: (o: Offer) => boolean, not: string[] = []): Offer => {
  const found = offers.find((o) => test(o) && !not.includes(o.unit) && !(o.order.move?.units ?? []).some((u: string) => not.includes(u)));
  expect(found, 'an offer of this kind').toBeDefined();
  return found!;
};
const isStack = (o: Offer) => o.stack === true;
const isOnward = (o: Offer) => o.onward === true;
const isKind = (kind: string) => (o: Offer) => o.kind === kind && !o.stack && !o.onward;

/** Picks the unit in the list, then the offer's button (by its label: one destination may have several). */
async function compose(page: Page, offer: Offer): Promise<void> {
  await page.click(`#units [data-unit="${offer.unit}"]`);
  await page.locator(`#unit-panel [data-kind="${offer.kind}"]`, { hasText: offer.label }).first().click();
}

/** A side-level order: its select (the offers in the page's order), then "Add". */
async function composeSide(page: Page, kind: string, offers: Offer[], offer: Offer): Promise<void> {
  await page.selectOption(`#side-offers [data-side-kind="${kind}"]`, { index: offers.indexOf(offer) });
  await page.click(`#side-offers [data-add-side="${kind}"]`);
}

/** An attack through the panel by one unit whose preview shows no problem. */
async function composeAttack(page: Page, game: Game, offers: Offer[], not: string[] = [], air = 0): Promise<Offer> {
  const attacks = offers.filter((o) => o.kind === 'attack' && !not.includes(o.unit));
  const alone = await attackAloneIndex(page, game.id, attacks);
  expect(alone).toBeGreaterThanOrEqual(0);
  const attack = attacks[alone]!;
  await compose(page, attack);
  await page.waitForSelector('#add-attack:not([disabled])');
  if (air) await page.selectOption('#attack-air', String(air)); // DoS 11.25
  await page.click('#add-attack');
  return attack;
}

const fileOf = async (page: Page) => (await page.textContent('#turn-file')) ?? '';

describe('Drive on Stalingrad: every window type, each order type it takes composed by clicking and accepted', () => {
  let game: Game;
  beforeAll(async () => {
    game = await newGame();
  });

  test('T01/german (prepared assaults first, DoS 5.4(2)): an attack through the panel with a ground-support aircraft (11.25) and the aerial supply marker (7.6); no move offered', async () => {
    const page = await open(game, 'german');
    const { window, offers, side, sideOptions } = await offersOn(page, game);
    expect(window).toBe('T01/german');
    expect(offers.filter((o) => o.kind === 'move')).toEqual([]);
    // by a unit alone in its hex, so the stacks are still there for the movement window's stack move
    const data = (await page.evaluate(async (id) => (await fetch(`/games/${id}/data`)).json(), game.id)) as { options: { units: UnitOptions[] } };
    const stacked = data.options.units.filter((u) => data.options.units.some((v) => v.unit !== u.unit && v.hex === u.hex)).map((u) => u.unit as string);
    expect(sideOptions.air).toBe(2);
    await composeAttack(page, game, offers, stacked, 1);
    await composeSide(page, 'aerial', side.aerial!, side.aerial![0]!);
    const file = await fileOf(page);
    expect(file).toMatch(/- attack: \{"target": .*"air": 1\}/);
    expect(file).toContain(`- aerial: {"hex": "${side.aerial![0]!.hex}"}`);
    expect(await submitted(page)).toContain('T01/german');
    await page.context().close();
  });

  test('T01/german-movement: a mobile assault, a stack move (9.5) and a move; the aerial marker is spent for the game turn, so none is offered', async () => {
    const page = await open(game, 'german');
    const { window, offers, side } = await offersOn(page, game);
    expect(window).toBe('T01/german-movement');
    expect(side.aerial).toBeUndefined();
    const stack = pick(offers, isStack);
    await compose(page, stack);
    const assault = offers.find((o) => o.kind === 'assault' && !o.order.assault.units.some((u: string) => stack.order.move.units.includes(u)));
    expect(assault, 'a mobile assault by a force outside the stack').toBeDefined();
    await compose(page, assault!);
    const force = assault!.order.assault.units as string[];
    const move = pick(offers, isKind('move'), [...force, ...stack.order.move.units]);
    await compose(page, move);
    const file = await fileOf(page);
    expect(file).toContain('- assault: {');
    expect(file).toContain(`- move: {"units": ${JSON.stringify(stack.order.move.units).replace(/,/g, ', ')}, "path": `);
    expect(file).toContain(`- move: {"unit": "${move.unit}", "path": `);
    expect(await submitted(page)).toContain('german-movement');
    await page.context().close();
  });

  test('T01/soviet: a stack move brings the movement declaration (5.5), then a sea move to a port (9.18) and a move', async () => {
    const page = await open(game, 'soviet');
    const { window, offers } = await offersOn(page, game);
    expect(window).toBe('T01/soviet');
    // the sailor stays in the port it lands in, so it may sail again, and go on, in the next movement window
    const sea = pick(offers, isKind('sea'));
    const stack = pick(offers, isStack, [sea.unit]);
    await compose(page, stack);
    await compose(page, sea);
    const move = pick(offers, isKind('move'), [sea.unit, ...stack.order.move.units]);
    await compose(page, move);
    const file = await fileOf(page);
    expect(file).toMatch(/- declare: \{"phaseOrder": "movement-(first|movement)"\}\n {2}- move: \{"units": /);
    expect(file).toContain(`- sea: {"unit": "${sea.unit}", "to": "${sea.hex}"}`);
    expect(await submitted(page)).toContain('T01/soviet');
    await page.context().close();
  });

  test('T01/soviet-movement: a stack move, a sea move that goes on after landing (9.18), a move', async () => {
    const page = await open(game, 'soviet');
    const { window, offers } = await offersOn(page, game);
    expect(window).toBe('T01/soviet-movement');
    const onward = pick(offers, isOnward);
    const stack = pick(offers, isStack, [onward.unit]);
    await compose(page, stack);
    await compose(page, onward);
    await compose(page, pick(offers, isKind('move'), [onward.unit, ...stack.order.move.units]));
    expect(await fileOf(page)).toContain(`- sea: {"unit": "${onward.unit}", "to": "${onward.order.sea.to}", "path": `);
    expect(await submitted(page)).toContain('T01/soviet-movement');
    await page.context().close();
  });

  test('T02/german: a reinforcement enters (8.1), which declares movement first, made with the Schwerpunkt (9.27) in the select, a stack move and the aerial marker', async () => {
    const page = await open(game, 'german');
    const { window, offers, side } = await offersOn(page, game);
    expect(window).toBe('T02/german');
    const enter = pick(offers, isKind('enter'));
    await compose(page, enter);
    await compose(page, pick(offers, isStack));
    await composeSide(page, 'aerial', side.aerial!, side.aerial!.at(-1)!);
    await page.selectOption('#declare', { label: 'movement first, with the Luftwaffe Schwerpunkt (both aircraft: no 2L in this player turn\'s mobile assaults) (DoS 5.4, DoS 9.27)' });
    const file = await fileOf(page);
    expect(file).toMatch(/- declare: \{"phaseOrder": "movement-first", "schwerpunkt": true\}\n {2}- enter: /);
    expect(file).toContain('- move: {"units": ');
    expect(file).toContain('- aerial: {');
    expect(await submitted(page)).toContain('T02/german');
    await page.context().close();
  });

  test('T02/german-combat: an attack through the panel; no move offered, and no aircraft (the Schwerpunkt took both)', async () => {
    const page = await open(game, 'german');
    const { window, offers, sideOptions } = await offersOn(page, game);
    expect(window).toBe('T02/german-combat');
    expect(sideOptions.air).toBeUndefined();
    expect(offers.filter((o) => o.kind === 'move')).toEqual([]);
    await composeAttack(page, game, offers);
    expect(await submitted(page)).toContain('T02/german-combat');
    await page.context().close();
  });

  test('T02/soviet (prepared assaults first): an attack through the panel', async () => {
    const page = await open(game, 'soviet');
    const { window, offers } = await offersOn(page, game);
    expect(window).toBe('T02/soviet');
    await composeAttack(page, game, offers);
    expect(await submitted(page)).toContain('T02/soviet');
    await page.context().close();
  });

  test('T06/german: the withdrawal (8.7), two units named by clicking, with the aerial marker', async () => {
    for (let w = await skipWindow(game); !w.startsWith('T05/soviet-'); w = await skipWindow(game));
    const page = await open(game, 'german');
    const { window, offers, side } = await offersOn(page, game);
    expect(window).toBe('T06/german');
    const withdrawals = offers.filter((o) => o.kind === 'withdraw');
    await compose(page, withdrawals[0]!);
    await compose(page, withdrawals.at(-1)!);
    await composeSide(page, 'aerial', side.aerial!, side.aerial![0]!);
    const file = await fileOf(page);
    expect(file).toContain(`- withdraw: {"units": ["${withdrawals[0]!.unit}", "${withdrawals.at(-1)!.unit}"]}`);
    expect(await submitted(page)).toContain('T06/german');
    await page.context().close();
  });
});

describe('Drive on Stalingrad, Operation Uranus: a supply marker (DoS 7.14)', () => {
  test('T02/soviet: the town the Soviet took in his GT1 movement (over the API) added to his network through the select', async () => {
    const plan = networkPlan();
    const game = await newGame(undefined, 'operation-uranus');
    expect(await skipWindow(game)).toBe('T01/soviet');
    expect(await sendWindow(game, [plan.move])).toBe('T01/soviet-movement');
    for (let w = await skipWindow(game); w !== 'T01/german-movement'; w = await skipWindow(game));
    const page = await open(game, 'soviet');
    const { window, side } = await offersOn(page, game);
    expect(window).toBe('T02/soviet');
    const marker = side.network?.find((o) => o.hex === plan.town);
    expect(marker, 'the town taken, offered as a supply marker').toBeDefined();
    await composeSide(page, 'network', side.network!, marker!);
    expect(await fileOf(page)).toContain(`- network: {"add": "${plan.town}"}`);
    expect(await submitted(page)).toContain('T02/soviet');
    await page.context().close();
  });
});

describe('Drive on Stalingrad with the players\' set-up (DoS 12.1): both set-up windows', () => {
  let game: Game;
  beforeAll(async () => {
    game = await newGame({ setup: 'players' });
  });

  // a placement the set-up as a whole accepts alone: the unit's own hex when offered (the front line stays held)
  const setupWindow = (side: 'soviet' | 'german') => async () => {
    const page = await open(game, side);
    const { window, offers } = await offersOn(page, game);
    expect(window).toBe(`T00/${side}-setup`);
    const data = (await page.evaluate(async (id) => (await fetch(`/games/${id}/data`)).json(), game.id)) as { options: { units: UnitOptions[] } };
    const at = new Map(data.options.units.map((u) => [u.unit as string, u.hex as string]));
    const place = offers.find((o) => o.kind === 'place' && at.get(o.unit) === o.hex) ?? pick(offers, isKind('place'));
    await compose(page, place);
    expect(await fileOf(page)).toContain(`- place: {"units": ["${place.unit}"], "hex": "${place.hex}"}`);
    expect(await submitted(page)).toContain(`${side}-setup`);
    await page.context().close();
  };

  test('T00/soviet-setup: a placement', setupWindow('soviet'));
  test('T00/german-setup: a placement', setupWindow('german'));

  test('no error in any page', () => {
    expect(consoleErrors).toEqual([]);
  });
});
