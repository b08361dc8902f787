import { describe, expect, it } from 'vitest';
import { rulesets } from '#games';
import type { Declaration, Ruleset, SideOptions, UnitOptions } from '#kernel/engine/ruleset';
import type { Side } from '#kernel/ids';
import type { DosState } from '#games/drive-on-stalingrad';
import { attackAirPart } from '#web/game-page/script/attack-air';
import { composerOfferParts } from '#web/game-page/script/offer-parts';
import { unansweredWindows } from '../support/unanswered-windows';

/**
 * The Drive on Stalingrad orders the composer offers beyond single-unit moves, attacks,
 * assaults, entries and set-up (src/web/game-page/script/stack-move-order.ts,
 * sea-onward-order.ts, withdraw-order.ts, network-order.ts, aerial-order.ts), run here on the
 * side's options as the page receives them (options() with the players' listings,
 * optionsForPlayers, and sideOptions): every one offered passes check(), with the
 * declaration the composer adds, in every window of the first six game turns of Operation
 * Blue, each answered with no orders, up to the GT6 German opening with its withdrawal.
 */
type Offer = { kind: string; unit?: string; hex: string; label: string; order: Record<string, any>; stack?: boolean; onward?: boolean };
type Facts = { title: string; accepts: string[]; waiting: boolean; declarations: Declaration[]; declared: number; sideOptions: SideOptions; units: UnitOptions[] };
const composer = new Function('hexName', `${[...composerOfferParts, attackAirPart].join('\n')}\nreturn { offersIn: offersIn, sideOffersIn: sideOffersIn, declarationFor: declarationFor, mergeOrder: mergeOrder, kindsNotComposed: kindsNotComposed, planesFree: planesFree, withoutWithdrawn: withoutWithdrawn };`)(
  (id: string) => id,
) as {
  offersIn(u: UnitOptions, w: Facts): Offer[];
  sideOffersIn(w: Facts): { title: string; kind: string; offers: Offer[] }[];
  declarationFor(kind: string, w: Facts): { order: unknown } | undefined;
  mergeOrder(orders: unknown[], order: unknown, units: UnitOptions[]): unknown[] | null;
  kindsNotComposed(w: Facts): string[];
  planesFree(orders: unknown[], declared: Declaration | undefined, left: number | undefined, target: string): number;
  withoutWithdrawn(orders: unknown[], units: string[]): unknown[];
};

const r = rulesets.find((x) => x.id === 'drive-on-stalingrad')! as Ruleset<DosState>;

/** The first `n` windows of a scenario (Operation Blue unless named), each answered with no orders. */
const windows = (n: number, scenario = 'operation-blue'): DosState[] => unansweredWindows(r, scenario, n);


/** What the page knows of the window for `side`, and the units as the players' answer lists them. */
function pageView(state: DosState, side: Side): { facts: Facts; units: UnitOptions[] } {
  const w = r.window(state)!;
  const listed = r.options(state, side);
  const units = r.optionsForPlayers?.(state, side, listed) ?? listed;
  const facts = { title: r.id, accepts: w.accepts, waiting: w.waitingFor.includes(side), declarations: r.declarations?.(state, side) ?? [], declared: 0, sideOptions: r.sideOptions?.(state, side) ?? {}, units };
  return { facts, units };
}

/** The orders the composer's file carries for an offer: the declaration it needs, then the order. */
const withDeclaration = (facts: Facts, o: Offer): unknown[] => {
  const d = composer.declarationFor(o.kind, facts);
  return d && d.order ? [d.order, o.order] : [o.order];
};

/** First, middle and last of a list: the sample each unit's many destinations are checked by. */
const ends = <T>(xs: T[]): T[] => [...new Set([xs[0], xs[Math.floor(xs.length / 2)], xs[xs.length - 1]])].filter((x): x is T => x !== undefined);

const refusals = (state: DosState, side: Side, orders: unknown[]) => r.check(state, { side, orders }).map((i) => `${i.path.join('.')} ${i.code} ${i.message}`);

/** The new kinds' offers of one window for `side`, sampled: per unit the ends of its stack moves and of its onward sea moves, every withdrawal, the ends of each side-level list. */
function newOffers(state: DosState, side: Side): { facts: Facts; units: UnitOptions[]; offers: Offer[] } {
  const { facts, units } = pageView(state, side);
  const offers: Offer[] = [];
  for (const u of units) {
    const mine = composer.offersIn(u, facts);
    offers.push(...ends(mine.filter((o) => o.stack)), ...ends(mine.filter((o) => o.onward)), ...mine.filter((o) => o.kind === 'withdraw'));
  }
  for (const g of composer.sideOffersIn(facts)) offers.push(...ends(g.offers));
  return { facts, units, offers };
}

describe('Drive on Stalingrad: every stack move, onward sea move, withdrawal and supply marker the composer offers is accepted by check()', () => {
  const states = windows(21); // T01/german … T06/german
  const seen: Record<string, Set<string>> = {};
  const refused: string[] = [];
  let checked = 0;
  for (const state of states) {
    const w = r.window(state)!;
    for (const side of r.sides) {
      const { facts, offers } = newOffers(state, side);
      if (!facts.waiting) expect(offers).toEqual([]);
      for (const o of offers) {
        expect(w.accepts).toContain(o.kind);
        (seen[w.id.split('/')[1]!] ??= new Set()).add(o.stack ? 'stack move' : o.onward ? 'sea, then on' : o.kind);
        const issues = refusals(state, side, withDeclaration(facts, o));
        checked++;
        if (issues.length) refused.push(`${w.id} ${side} ${o.label}: ${issues.join('; ')}`);
      }
    }
  }

  it('none refused, in every window of the first six game turns', () => {
    expect(refused.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('each window type is offered the new kinds it takes: stack moves in movement windows and openings, aerial supply in every German window, sea moves that go on in the Soviet ones, the withdrawal in the GT6 German opening', () => {
    expect(Object.fromEntries(Object.entries(seen).map(([k, v]) => [k, [...v].sort()]))).toEqual({
      german: ['aerial', 'stack move', 'withdraw'],
      'german-movement': ['aerial', 'stack move'],
      soviet: ['sea, then on', 'stack move'],
      'soviet-movement': ['sea, then on', 'stack move'],
    });
  });

  it('a stack\'s moves are listed once, under its first unit, and offered to every unit of it', () => {
    const { facts, units } = pageView(states[1]!, 'german' as Side);
    const listed = units.filter((u) => u.stackMoves);
    expect(listed.length).toBeGreaterThan(0);
    for (const u of listed) {
      const stack = u.stackMoves![0]!.units;
      expect(stack[0]).toBe(u.unit);
      for (const id of stack) {
        const offered = composer.offersIn(units.find((x) => x.unit === id)!, facts).filter((o) => o.stack);
        expect(offered.map((o) => o.order)).toEqual(u.stackMoves!.map((m) => ({ move: { units: stack, path: m.path } })));
      }
    }
  });

  it('no window of these names a kind the composer does not compose', () => {
    for (const state of states) {
      const side = r.window(state)!.waitingFor[0]!;
      expect(composer.kindsNotComposed(pageView(state, side).facts)).toEqual([]);
    }
  });
});

describe('the withdrawal (DoS 8.7) composed unit by unit', () => {
  const gt6 = windows(21).at(-1)!;
  const german = 'german' as Side;

  it('naming every eligible unit in turn keeps at most the number each requirement takes (the last named), drops their other orders, and check() accepts the file', () => {
    expect(r.window(gt6)!.id).toBe('T06/german');
    const { units, facts } = pageView(gt6, german);
    const offers = units.flatMap((u) => composer.offersIn(u, facts)).filter((o) => o.kind === 'withdraw');
    expect(offers.length).toBeGreaterThan(4);
    const attack = units.flatMap((u) => composer.offersIn(u, facts)).find((o) => o.kind === 'attack' && o.unit === offers[0]!.unit);
    let orders: unknown[] = attack ? [attack.order] : [];
    for (const o of offers) orders = composer.mergeOrder(orders, o.order, units)!;
    const [withdraw, ...rest] = orders as { withdraw: { units: string[] } }[];
    expect(rest).toEqual([]);
    const roles = new Map(units.filter((u) => u.withdraw).map((u) => [u.unit as string, u.withdraw!]));
    const byRole = new Map<string, string[]>();
    for (const id of withdraw!.withdraw.units) byRole.set(roles.get(id)!.role, [...(byRole.get(roles.get(id)!.role) ?? []), id]);
    for (const ids of byRole.values()) expect(ids.length).toBe(roles.get(ids[0]!)!.of);
    const lastOfRole = offers.map((o) => o.unit!).filter((id) => roles.get(id)!.role === 'panzer').at(-1);
    expect(withdraw!.withdraw.units).toContain(lastOfRole);
    expect(refusals(gt6, german, orders)).toEqual([]);
  });

  it('a named unit given a move afterwards leaves the withdrawal, which the default completes, and check() accepts the file', () => {
    const { units, facts } = pageView(gt6, german);
    const all = units.flatMap((u) => composer.offersIn(u, facts));
    const move = all.find((o) => o.kind === 'move' && !o.stack && all.some((w) => w.kind === 'withdraw' && w.unit === o.unit))!;
    expect(move).toBeDefined();
    const withdraw = all.find((o) => o.kind === 'withdraw' && o.unit === move.unit)!;
    const named = composer.mergeOrder([], withdraw.order, units)!;
    const declared = withDeclaration(facts, move).slice(0, -1); // the movement declaration a move needs here
    expect(refusals(gt6, german, [...declared, ...named, move.order])).not.toEqual([]);
    const orders = [...composer.withoutWithdrawn(named, [move.unit!]), move.order];
    expect(orders).toEqual([move.order]);
    expect(refusals(gt6, german, [...declared, ...orders])).toEqual([]);
  });
});

describe('a supply marker (DoS 7.14)', () => {
  it('a town the German holds, with a line to his network, is offered in his opening window and check() accepts it; a second choice replaces the first', () => {
    const [t1] = windows(1);
    const german = 'german' as Side;
    expect(r.sideOptions!(t1!, german).network).toBeUndefined();
    // a Soviet town next to the start line taken by the German (DoS 3.4): the first such that qualifies
    const towns = Object.entries(r.map!.hexes).filter(([, h]) => (h.features ?? []).some((f: string) => f === 'town' || f === 'city')).map(([id]) => id);
    let taken: DosState | undefined;
    for (const town of towns) {
      const s = { ...t1!, control: { ...t1!.control, [town]: 'german' as const } };
      if ((r.sideOptions!(s, german).network ?? []).includes(town as never)) {
        taken = s;
        break;
      }
    }
    expect(taken).toBeDefined();
    const { facts, units } = pageView(taken!, german);
    const [group] = composer.sideOffersIn(facts);
    expect(group!.kind).toBe('network');
    for (const o of group!.offers) expect(refusals(taken!, german, withDeclaration(facts, o))).toEqual([]);
    const first = group!.offers[0]!;
    const again = composer.mergeOrder(composer.mergeOrder([], first.order, units)!, group!.offers.at(-1)!.order, units);
    expect(again).toEqual([group!.offers.at(-1)!.order]);
  });
});

describe('the German air declarations (DoS 9.27, 9.18) and ground-support aircraft (11.25)', () => {
  const states = windows(21);
  const german = 'german' as Side;

  it('every declaration listed in an opening window, the air ones with each phase order, passes check(), and the German\'s openings list the air ones', () => {
    const refused: string[] = [];
    let air = 0;
    for (const state of states) {
      const w = r.window(state)!;
      const side = w.waitingFor[0]!;
      for (const d of r.declarations!(state, side)) {
        const declare = (d.order as { declare?: Record<string, unknown> } | null)?.declare;
        if (declare?.schwerpunkt || declare?.blockSeaMovement) {
          air++;
          expect(side).toBe('german');
        }
        if (d.order) refused.push(...refusals(state, side, [d.order]).map((x) => `${w.id} ${d.label}: ${x}`));
      }
    }
    expect(refused).toEqual([]);
    expect(air).toBeGreaterThan(5);
    const t2 = states.find((s) => r.window(s)!.id === 'T02/german')!;
    expect(r.declarations!(t2, german).map((d) => d.label)).toContain('combat first (the default), with the Luftwaffe Schwerpunkt (both aircraft: no 2L in this player turn\'s mobile assaults)');
  });

  it('an attack may take the planes options() lists, which check() accepts; the composer offers none beyond those left after the file\'s other attacks or an air declaration', () => {
    const [t1] = states;
    const { facts, units } = pageView(t1!, german);
    expect(facts.sideOptions.air).toBe(2);
    const attacks = units.flatMap((u) => composer.offersIn(u, facts)).filter((o) => o.kind === 'attack');
    const one = { attack: { ...attacks[0]!.order.attack, air: 2 } };
    expect(refusals(t1!, german, [one])).toEqual([]);
    expect(refusals(t1!, german, [{ attack: { ...attacks[0]!.order.attack, air: 2 } }, { attack: { ...attacks.find((a) => a.hex !== attacks[0]!.hex && a.unit !== attacks[0]!.unit)!.order.attack, air: 1 } }]).map((x) => x.split(' ')[1])).toEqual(['no-aircraft']);
    expect(composer.planesFree([one], undefined, 2, 'elsewhere')).toBe(0);
    expect(composer.planesFree([{ attack: { ...one.attack, air: 1 } }], undefined, 2, 'elsewhere')).toBe(1);
    expect(composer.planesFree([one], undefined, 2, one.attack.target)).toBe(2); // the attack being rewritten
    const schwerpunkt = r.declarations!(t1!, german).find((d) => (d.order as any)?.declare?.schwerpunkt)!;
    expect(composer.planesFree([], schwerpunkt, 2, 'x')).toBe(0);
    expect(pageView(states[2]!, 'soviet' as Side).facts.sideOptions.air).toBeUndefined(); // the Soviet has none in Operation Blue
  });
});

describe('Operation Uranus (the Soviet moves first and has the aircraft, DoS Uranus U-7): every window of the game', () => {
  const states = windows(30, 'operation-uranus');

  it('every new-kind offer, every declaration and an attack with the planes sideOptions lists pass check(); only the Soviet has planes', () => {
    const refused: string[] = [];
    let checked = 0;
    let planes = 0;
    for (const state of states) {
      const w = r.window(state);
      if (!w) continue;
      const side = w.waitingFor[0]!;
      const { facts, units, offers } = newOffers(state, side);
      for (const o of offers) {
        checked++;
        refused.push(...refusals(state, side, withDeclaration(facts, o)).map((x) => `${w.id} ${o.label}: ${x}`));
      }
      for (const d of r.declarations!(state, side)) if (d.order) refused.push(...refusals(state, side, [d.order]).map((x) => `${w.id} ${d.label}: ${x}`));
      if (facts.sideOptions.air) {
        expect(side).toBe('soviet');
        const attack = units.flatMap((u) => composer.offersIn(u, facts)).find((o) => o.kind === 'attack');
        if (attack) {
          planes++;
          refused.push(...refusals(state, side, withDeclaration(facts, { ...attack, order: { attack: { ...attack.order.attack, air: facts.sideOptions.air } } })).map((x) => `${w.id} air: ${x}`));
        }
      }
    }
    expect(states.map((s) => r.window(s)?.id).filter(Boolean)).toContain('T06/german-movement');
    expect(refused.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(20);
    expect(planes).toBeGreaterThan(0);
  });
});
