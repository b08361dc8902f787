import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import type { OrderChoice, UnitOptions } from '#kernel/engine/ruleset';
import { composerOfferParts } from '#web/game-page/script/offer-parts';
import { attackAloneIndex, submitted } from './support/page-actions';
import { createGame, serverAndChromium } from './support/page-server';
import { bombingOf, neighboursOf, overrunPlan } from './support/cts-overrun-plan';
import { sovietCombatPlan } from './support/cts-soviet-combat-plan';

/**
 * The composer in Chromium for every Campaign To Stalingrad window type a Fall Blau game
 * reaches (each side's Movement and Combat windows): one order of each type the window
 * takes is composed by clicking (a unit, an air unit or a replacement counter, then its
 * offer; an attack through the panel; a Depot, a repair, a Bombardment under "Other
 * orders"), among them an overrun (CtS 4.7) and a reinforcement's enter at another hex
 * followed by its move (19.1), and the server accepts the file. The earlier windows are sent
 * over the API: turn 1 with no orders, the Axis turn-2 Movement with the moves that end next
 * to a Soviet hex (overrun on turn 3), three activations and bombers placed (bombarding on turn 2)
 * and Hungarian 10 moved off the rail hex beyond the Soviet railhead 1745; the Soviet turn-2
 * Movement with a unit moved into that hex and a bomber placed (his Combat window then offers a
 * Bombardment and a rail repair, `support/cts-soviet-combat-plan.ts`).
 */
type Offer = { kind: string; unit: string; hex: string; label: string; group: string; order: Record<string, any>; afterEnter?: boolean };
type Pseudo = { unit: string; label: string; hex: string };
type Facts = { title: string; accepts: string[]; waiting: boolean; declarations: unknown[]; declared: number; choices: OrderChoice[]; orders: unknown[] };
const composer = new Function('hexName', `${composerOfferParts.join('\n')}\nreturn { offersIn: offersIn, otherOrdersIn: otherOrdersIn };`)((id: string) => id) as {
  offersIn(u: UnitOptions | Pseudo, w: Facts): Offer[];
  otherOrdersIn(w: Facts): ({ offer: Offer } | { unit: Pseudo })[];
};

const live = serverAndChromium('umpire-composer-cts-');
let game: { id: string; players: { side: string; token: string }[] };
let plan: ReturnType<typeof overrunPlan>;
let soviet: ReturnType<typeof sovietCombatPlan>;
const consoleErrors: string[] = [];
const token = (side: string): string => game.players.find((p) => p.side === side)!.token;

beforeAll(async () => {
  plan = overrunPlan();
  soviet = sovietCombatPlan(plan.moves, (hex) => !far(hex, plan.target));
  game = await createGame(live.server, 'campaign-to-stalingrad/fall-blau', ['axis', 'soviet']);
}, 120_000);

async function api(path: string, side: string, body?: unknown): Promise<any> {
  const res = await fetch(`${live.server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token(side)}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = await res.json();
  expect(res.status, JSON.stringify(json).slice(0, 600)).toBe(200);
  return json;
}

/** Sends the open window's file over the API for the side it waits for. */
async function send(orders: (listing: any) => unknown[] = () => []): Promise<string> {
  const summary = (await (await fetch(`${live.server.url}/api/games/${game.id}`)).json()) as { window: string; waitingFor: string[] };
  const side = summary.waitingFor[0] as string;
  const listing = await api(`/api/games/${game.id}/options`, side);
  await api(`/api/games/${game.id}/turns`, side, { format: 'umpire-turn/1', game: game.id, side, window: summary.window, final: true, orders: orders(listing) });
  return summary.window as string;
}

async function until(windowId: string): Promise<void> {
  for (let i = 0; i < 12; i++) {
    const summary = (await (await fetch(`${live.server.url}/api/games/${game.id}`)).json()) as { window: string; waitingFor: string[] };
    if (summary.window === windowId) return;
    await send();
  }
  throw new Error(`never reached ${windowId}`);
}

async function open(side: string): Promise<Page> {
  const context = await live.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
  await page.goto(`${live.server.url}/games/${game.id}?token=${token(side)}`);
  await page.waitForSelector('body[data-ready]');
  return page;
}

/** What the page's composer offers now, from the data the page loads and the orders of its file so far. */
async function offers(page: Page, orders: unknown[] = []): Promise<{ facts: Facts; onUnits: Offer[]; others: ({ offer: Offer } | { unit: Pseudo })[]; units: UnitOptions[] }> {
  const data = (await page.evaluate(async (id) => (await fetch(`/games/${id}/data`)).json(), game.id)) as any;
  const o = data.options;
  const facts: Facts = { title: data.game.title, accepts: o.accepts, waiting: data.game.waitingFor.includes(data.side), declarations: [], declared: 0, choices: o.orderChoices ?? [], orders };
  return { facts, units: o.units, onUnits: (o.units as UnitOptions[]).flatMap((u) => composer.offersIn(u, facts)), others: composer.otherOrdersIn(facts) };
}

const attr = (x: Offer): string => `[data-kind="${x.kind}"][${x.group === 'move' ? 'data-dest' : 'data-target'}="${x.hex}"]`;

/** Clicks the unit (in the list) or the piece (under "Other orders"), then the offer. */
async function pick(page: Page, x: Offer, pseudo = false): Promise<void> {
  await page.click(pseudo ? `#other-orders [data-other-unit="${x.unit}"]` : `#units [data-unit="${x.unit}"]`);
  await page.locator(`#unit-panel ${attr(x)}`).first().click();
}

/** An attack this unit may make alone (the server's preview finds no problem), through the panel. */
async function attack(page: Page, list: Offer[]): Promise<void> {
  const alone = await attackAloneIndex(page, game.id, list);
  expect(alone).toBeGreaterThanOrEqual(0);
  await pick(page, list[alone]!);
  await page.waitForSelector('#add-attack:not([disabled])');
  await page.click('#add-attack');
}

/** The order kinds of the page's turn file. */
async function kindsInFile(page: Page): Promise<string[]> {
  const text = (await page.textContent('#turn-file')) ?? '';
  return [...new Set([...text.matchAll(/^ {2}- (\w+):/gm)].map((m) => m[1]!))].sort();
}

function far(hex: string, from: string): boolean {
  return !from || hex !== from && !neighboursOf(from).includes(hex) && !neighboursOf(from).some((n) => neighboursOf(n).includes(hex));
}
const farFromPlans = (hex: string): boolean => far(hex, plan.target) && far(hex, soviet.repair) && far(hex, soviet.bombard);

/** One of each kind the window's Movement offers: an activation with a Supply Point, an air unit placed, a replacement moved, a move and a rail move (of units in `not` none). */
async function movementOrders(page: Page, not: string[], avoid: string): Promise<void> {
  let o = await offers(page);
  const activate = o.onUnits.find((x) => x.kind === 'activate' && !x.order.activate.depot && !x.order.activate.supplyPoint && /Supply Point/.test(x.label));
  await pick(page, activate!);
  const air = o.others.find((x): x is { unit: Pseudo } => 'unit' in x && composer.offersIn(x.unit, o.facts).some((y) => y.kind === 'air'))!;
  const placement = composer.offersIn(air.unit, o.facts).find((y) => y.kind === 'air' && far(y.hex, avoid))!;
  await pick(page, placement, true);
  const counter = o.others.find((x): x is { unit: Pseudo } => 'unit' in x && composer.offersIn(x.unit, o.facts).some((y) => y.kind === 'replacement'))!;
  await pick(page, composer.offersIn(counter.unit, o.facts).find((y) => y.kind === 'replacement')!, true);
  o = await offers(page);
  const rail = o.onUnits.find((x) => x.kind === 'rail' && !not.includes(x.unit) && far(x.hex, avoid))!;
  await pick(page, rail);
  const move = o.onUnits.find((x) => x.kind === 'move' && !x.afterEnter && ![...not, rail.unit].includes(x.unit) && far(x.hex, avoid))!;
  await pick(page, move);
}

describe('Campaign To Stalingrad: every window type of a Fall Blau game, one order of each type, composed and accepted', () => {
  test('turn 1 with no orders; the Axis turn-2 Movement over the API: three activations, bombers placed away from his units, the moves next to the hex to overrun', async () => {
    await until('T02/axis-movement');
    await send((listing) => {
      const choices = listing.orderChoices as OrderChoice[];
      const hqs = new Set<string>();
      const activations = choices.filter((c) => c.kind === 'activate' && !(c.order as any).activate.depot && !hqs.has(c.unit!) && hqs.add(c.unit!) && hqs.size <= 3).map((c) => c.order);
      const placed = new Set<string>();
      const bombers = choices.filter((c) => {
        const air = (c.order as any).air;
        if (!air || placed.has(air.unit) || bombingOf(air.unit) === 0 || !farFromPlans(air.hex) || neighboursOf(air.hex).some((n) => plan.axisHexes.has(n))) return false;
        placed.add(air.unit);
        return true;
      }).map((c) => c.order);
      expect(bombers.length).toBeGreaterThan(1);
      return [...activations, ...bombers, ...plan.moves, soviet.axisMove];
    });
  }, 120_000);

  test('the Axis Combat window: a Bombardment, an attack, an activation, a Depot and a rail repair', async () => {
    const page = await open('axis');
    const o = await offers(page);
    expect(o.facts.accepts.sort()).toEqual(['activate', 'attack', 'bombard', 'depot', 'repair']);
    const bombard = o.others.find((x): x is { offer: Offer } => 'offer' in x && x.offer.kind === 'bombard')!;
    await page.click(`#other-orders [data-other-kind="bombard"][data-other-hex="${bombard.offer.hex}"]`);
    await attack(page, o.onUnits.filter((x) => x.kind === 'attack' && farFromPlans(x.hex)));
    await pick(page, o.onUnits.find((x) => x.kind === 'activate' && !x.order.activate.depot && !x.order.activate.supplyPoint)!);
    const depot = o.others.find((x): x is { offer: Offer } => 'offer' in x && x.offer.kind === 'depot' && 'create' in x.offer.order.depot)!;
    await page.click(`#other-orders [data-other-kind="depot"][data-other-hex="${depot.offer.hex}"]`);
    const repair = o.others.find((x): x is { offer: Offer } => 'offer' in x && x.offer.kind === 'repair')!;
    await page.click(`#other-orders [data-other-kind="repair"][data-other-hex="${repair.offer.hex}"]`);
    expect(await kindsInFile(page)).toEqual(['activate', 'attack', 'bombard', 'depot', 'repair']);
    expect(await page.textContent('#turn-file')).toMatch(/- bombard: .*\n(.*\n)*.*- attack: /); // 23.12: before the battles
    expect(await submitted(page)).toContain('T02/axis-combat');
    await page.context().close();
  }, 120_000);

  test('the Soviet turn-2 Combat window (his Movement over the API: a unit into the rail hex beyond the railhead 1745, a bomber placed): a Bombardment and a rail repair', async () => {
    expect(await send(() => soviet.sovietOrders)).toBe('T02/soviet-movement');
    const page = await open('soviet');
    const o = await offers(page);
    expect(o.facts.accepts.sort()).toEqual(['activate', 'attack', 'bombard', 'depot', 'repair']);
    const bombard = o.others.find((x): x is { offer: Offer } => 'offer' in x && x.offer.kind === 'bombard' && x.offer.hex === soviet.bombard);
    expect(bombard, 'a Bombardment by the bomber placed (CtS 23.12)').toBeDefined();
    await page.click(`#other-orders [data-other-kind="bombard"][data-other-hex="${soviet.bombard}"]`);
    const repair = o.others.find((x): x is { offer: Offer } => 'offer' in x && x.offer.kind === 'repair' && x.offer.hex === soviet.repair);
    expect(repair, 'a repair of the hex beyond the railhead (CtS 15.6)').toBeDefined();
    await page.click(`#other-orders [data-other-kind="repair"][data-other-hex="${soviet.repair}"]`);
    expect(await kindsInFile(page)).toEqual(['bombard', 'repair']);
    const text = (await page.textContent('#turn-file')) ?? '';
    expect(text).toContain(`- bombard: {"hex": "${soviet.bombard}"}`);
    expect(text).toContain(`- repair: {"hex": "${soviet.repair}"}`);
    expect(await submitted(page)).toContain('T02/soviet-combat');
    await page.context().close();
  }, 120_000);

  test('the Axis Movement window: an overrun, an activation, an air unit placed, a replacement moved, a move and a rail move', async () => {
    await until('T03/axis-movement');
    const page = await open('axis');
    const o = await offers(page);
    expect(o.facts.accepts.sort()).toEqual(['activate', 'air', 'enter', 'move', 'overrun', 'rail', 'replacement']);
    const overrun = o.onUnits.find((x) => x.kind === 'overrun' && x.hex === plan.target)!;
    expect(overrun).toBeDefined();
    await pick(page, overrun);
    await movementOrders(page, overrun.order.overrun.units, plan.target);
    expect(await kindsInFile(page)).toEqual(['activate', 'air', 'move', 'overrun', 'rail', 'replacement']);
    expect(await page.textContent('#turn-file')).toMatch(/^orders:\n {2}- (activate|air): .*\n {2}- (activate|air): /m); // 23.2: the Air Segment first
    expect(await submitted(page)).toContain('T03/axis-movement');
    await page.context().close();
  }, 120_000);

  test('the Soviet Movement window: a reinforcement enters at another hex and moves on from it, an activation, an air unit, a replacement, a move and a rail move', async () => {
    await until('T03/soviet-movement');
    const page = await open('soviet');
    let o = await offers(page);
    const enter = o.onUnits.find((x) => x.kind === 'enter' && x.order.enter.hex && o.units.find((u) => u.unit === x.unit)!.enterMoves?.some((e) => e.hex === x.order.enter.hex && e.moves.length > 0))!;
    await pick(page, enter);
    o = await offers(page, [enter.order]);
    const after = o.onUnits.find((x) => x.unit === enter.unit && x.afterEnter)!;
    await pick(page, after);
    const text = (await page.textContent('#turn-file')) ?? '';
    expect(text).toContain(`- enter: {"unit": "${enter.unit}", "hex": "${enter.order.enter.hex}"}\n  - move: {"unit": "${enter.unit}", "path": `);
    await movementOrders(page, [enter.unit], '');
    expect(await kindsInFile(page)).toEqual(['activate', 'air', 'enter', 'move', 'rail', 'replacement']);
    expect(await submitted(page)).toContain('T03/soviet-movement');
    await page.context().close();
  }, 120_000);

  test('the Soviet Combat window: an attack, an activation and a Depot', async () => {
    const page = await open('soviet');
    const o = await offers(page);
    expect(o.facts.accepts.sort()).toEqual(['activate', 'attack', 'bombard', 'depot', 'repair']);
    await attack(page, o.onUnits.filter((x) => x.kind === 'attack'));
    await pick(page, o.onUnits.find((x) => x.kind === 'activate' && !x.order.activate.depot && !x.order.activate.supplyPoint)!);
    const depot = o.others.find((x): x is { offer: Offer } => 'offer' in x && x.offer.kind === 'depot')!;
    await page.click(`#other-orders [data-other-kind="depot"][data-other-hex="${depot.offer.hex}"]`);
    expect(await kindsInFile(page)).toEqual(['activate', 'attack', 'depot']);
    expect(await submitted(page)).toContain('T03/soviet-combat');
    await page.context().close();
  }, 120_000);

  test('no error in any page', () => {
    expect(consoleErrors).toEqual([]);
  });
});
