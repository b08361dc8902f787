import { describe, expect, it } from 'vitest';
import { rulesets } from '#games';
import type { Declaration, Ruleset, UnitOptions } from '#kernel/engine/ruleset';
import type { Side } from '#kernel/ids';
import { composerOfferParts } from '#web/game-page/script/offer-parts';
import { ctsDiceFor, ctsOrders } from '../../bench/support/cts-scripted-position';
import { FULL_GAME_LIMITS } from '../games/campaign-to-stalingrad/support/full-game-player';
import { tinyWorld } from '../games/campaign-to-stalingrad/support/tiny-world';
import { unansweredWindows } from '../support/unanswered-windows';
import { withOverruns } from '#games/campaign-to-stalingrad/overrun-options';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { CtsOrderSchema } from '#games/campaign-to-stalingrad/orders/schema';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import { side as asSide } from '#kernel/ids';

/**
 * Everything the page's composer would offer in a window is accepted by check(): the offer
 * functions of the page script (src/web/game-page/script/*-order.ts), run here on the side's
 * options as the page receives them, for every window of the first game turns of both
 * titles, their players' set-up windows and the first three turns of a Campaign To
 * Stalingrad game its scripted player plays (bench/support/cts-scripted-position.ts); and a window is offered only the kinds it takes.
 */
type Offer = { kind: string; unit: string; hex: string; label: string; order: unknown; before?: unknown[] };
const composer = new Function('hexName', `${composerOfferParts.join('\n')}\nreturn { offersIn: offersIn, declarationFor: declarationFor };`)((id: string) => id) as {
  offersIn(u: UnitOptions, w: Facts): Offer[];
  declarationFor(kind: string, w: Facts): { order: unknown } | undefined;
};
type Facts = { title: string; accepts: string[]; waiting: boolean; declarations: Declaration[]; declared: number };

/** Each offer with the orders the composer's file would carry for it: the declaration it needs, then the order. */
function offered(r: Ruleset, state: unknown, side: Side): (Offer & { orders: unknown[] })[] {
  const w = r.window(state)!;
  const facts = { title: r.id, accepts: w.accepts, waiting: w.waitingFor.includes(side), declarations: r.declarations?.(state, side) ?? [], declared: 0 };
  const listed = r.options(state, side);
  return (r.optionsForPlayers?.(state, side, listed) ?? listed).flatMap((u) => composer.offersIn(u, facts)).map((o) => {
    const d = composer.declarationFor(o.kind, facts);
    return { ...o, orders: [...(d && d.order ? [d.order] : []), ...(o.before ?? []), o.order] }; // with the orders the offer brings (an overrun's activations)
  });
}

/**
 * Every attack, mobile assault and entry offered; of the many destinations and set-up hexes
 * a unit is offered (moves, rail, placements: each the path or hex options() lists, which
 * options' own tests check), the first, the middle and the last; in a set-up window, the first
 * hex of ten units. So the test stays fast.
 */
function sampled<T extends { kind: string; unit: string }>(offers: T[]): T[] {
  const many = new Set(['move', 'rail', 'place']);
  const byUnit = new Map<string, T[]>();
  const out: T[] = [];
  for (const o of offers) {
    if (!many.has(o.kind)) out.push(o);
    else byUnit.set(`${o.unit} ${o.kind}`, [...(byUnit.get(`${o.unit} ${o.kind}`) ?? []), o]);
  }
  let placed = 0;
  for (const list of byUnit.values()) {
    if (list[0]!.kind === 'place') {
      if (placed++ < 10) out.push(list[0]!); // a set-up check reads the whole position: ten units, a hex each
    } else out.push(...new Set([list[0]!, list[Math.floor(list.length / 2)]!, list[list.length - 1]!]));
  }
  return out;
}

/** The kinds offered in each kind of window (the window id without its turn), as the test finds them. */
const games = [
  {
    title: 'drive-on-stalingrad',
    scenario: 'operation-blue',
    windows: 5,
    kinds: {
      historical: { german: ['attack', 'enter', 'move'], 'german-movement': ['assault', 'move'], soviet: ['attack', 'move', 'sea'], 'soviet-movement': ['move', 'sea'] },
      players: { 'german-setup': ['place'], 'soviet-setup': ['place'] },
    },
  },
  {
    title: 'campaign-to-stalingrad',
    scenario: 'fall-blau',
    windows: 6,
    kinds: {
      // overruns: those an Army HQ's activation in the same file makes possible (CtS 4.7, 16.7)
      historical: { 'axis-movement': ['move', 'overrun', 'rail'], 'axis-combat': ['attack'], 'soviet-movement': ['move', 'rail'], 'soviet-combat': ['attack'] },
      players: { 'axis-setup': ['place'], 'soviet-setup': ['place'] },
    },
  },
] as const;

/** Every offer of one window, sampled, checked by the rules: the refusals, and the kinds offered. */
function checkedOffers(r: Ruleset, state: unknown, seen: Record<string, Set<string>>, refused: string[]): void {
  const w = r.window(state);
  if (!w) return;
  for (const side of r.sides) {
    for (const offer of sampled(offered(r, state, side))) {
      expect(w.accepts).toContain(offer.kind);
      (seen[w.id.split('/')[1]!] ??= new Set()).add(offer.kind);
      // a set-up file is checked as the whole set-up too (every front-line hex held, DoS 12.1, CtS 35.1):
      // one placement is judged by the problems of its own order
      const issues = r.check(state, { side, orders: offer.orders }).filter((i) => offer.kind !== 'place' || i.path[0] === 'orders' && i.path.length > 1);
      if (issues.length) refused.push(`${w.id} ${side} ${offer.label}: ${issues.map((i) => `${i.code} ${i.message}`).join('; ')}`);
    }
  }
}

const kindsSeen = (seen: Record<string, Set<string>>) => Object.fromEntries(Object.entries(seen).map(([k, v]) => [k, [...v].sort()]));

describe('every order the composer offers is accepted by check()', () => {
  for (const g of games) {
    const r = rulesets.find((x) => x.id === g.title)!;
    for (const setup of ['historical', 'players'] as const) {
      it(`${g.title}, ${setup} set-up: the first windows, each side`, () => {
        const seen: Record<string, Set<string>> = {};
        const refused: string[] = [];
        for (const state of unansweredWindows(r, g.scenario, setup === 'players' ? 2 : g.windows, { setup })) checkedOffers(r, state, seen, refused);
        expect(refused.slice(0, 10)).toEqual([]);
        expect(kindsSeen(seen)).toEqual(g.kinds[setup]);
      });
    }
  }
});

describe('the composer in a played Campaign To Stalingrad game', () => {
  it('every window of the first three turns of the scripted game (moves and battles played, units lost, reinforcements arrived and offered other entry hexes), each side', () => {
    const r = rulesets.find((x) => x.id === 'campaign-to-stalingrad')!;
    const seen: Record<string, Set<string>> = {};
    const refused: string[] = [];
    const windows: string[] = [];
    const arrived: string[] = [];
    let state = r.setup('fall-blau') as Parameters<typeof ctsOrders>[0];
    for (let w = r.window(state); w && w.turn <= 3; w = r.window(state)) {
      windows.push(w.id);
      if (w.id.endsWith('-movement')) arrived.push(...(state.arrivedThisPhase ?? []));
      checkedOffers(r, state, seen, refused);
      state = r.adjudicate(state, [ctsOrders(state, FULL_GAME_LIMITS)], ctsDiceFor(w.id)).state as typeof state;
    }
    expect(windows).toContain('T03/soviet-combat');
    expect(arrived).not.toEqual([]);
    expect(refused.slice(0, 10)).toEqual([]);
    expect(kindsSeen(seen)).toEqual({ 'axis-movement': ['move', 'overrun', 'rail'], 'axis-combat': ['attack'], 'soviet-movement': ['enter', 'move', 'rail'], 'soviet-combat': ['attack'] });
  });
});

describe('Campaign To Stalingrad Movement Phase overruns (CtS 4.7)', () => {
  const hq = { id: 'hq', side: 'axis' as const, type: 'army-hq', faces: ['1-2-10'], hex: '1512', activated: true };
  const rifle = { id: 'rd', side: 'soviet' as const, type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1507', steps: 1 };
  const mot = (id: string, hex: string) => ({ id, side: 'axis' as const, type: 'motorized', faces: ['7-6-10', '4-3-10'], hex });
  const movement = (units: Parameters<typeof tinyWorld>[0]['units']) => {
    const { ctx, state } = tinyWorld({ units });
    return { ctx, state: { ...state, phasing: 'axis' as const, phase: 'movement' as const } };
  };
  // the players' answer (the API, the page): options() with the overruns added (optionsForPlayers)
  const playersOptions = (ctx: Parameters<typeof unitOptions>[0], state: Parameters<typeof unitOptions>[1]) => withOverruns(ctx, state, 'axis', unitOptions(ctx, state, 'axis'));
  const facts = { title: 'campaign-to-stalingrad', accepts: ['move', 'rail', 'overrun', 'activate', 'air', 'enter', 'replacement'], waiting: true, declarations: [], declared: 0 };

  it('the units next to an enemy hex that reach 10-1 together are each offered the overrun by all of them, and check() accepts it', () => {
    const { ctx, state } = movement([hq, mot('m1', '1508'), mot('m2', '1607'), mot('m3', '1410'), rifle]);
    const units = playersOptions(ctx, state);
    const overrun = { target: '1507', units: ['m1', 'm2'], maximumEffort: 0 };
    expect(units.find((u) => u.unit === 'm1')!.overruns).toEqual([overrun]);
    expect(units.find((u) => u.unit === 'm2')!.overruns).toEqual([overrun]);
    expect(units.find((u) => u.unit === 'm3')!.overruns).toBeUndefined();
    expect(unitOptions(ctx, state, 'axis').some((u) => u.overruns)).toBe(false); // options() itself leaves them out: the move check reads it
    const offers = units.flatMap((u) => composer.offersIn(u, facts)).filter((o) => o.kind === 'overrun');
    expect(offers.map((o) => o.order)).toEqual([{ overrun: { target: '1507', units: ['m1', 'm2'], maximumEffort: 0 } }, { overrun: { target: '1507', units: ['m1', 'm2'], maximumEffort: 0 } }]);
    expect(checkSubmission(ctx, state, { side: asSide('axis'), orders: [CtsOrderSchema.parse(offers[0]!.order)] })).toEqual([]);
  });

  it('a force that needs Maximum Effort is offered the least that reaches 10-1, which check() accepts; none below 10-1', () => {
    const alone = movement([hq, mot('m1', '1508'), mot('m3', '1410'), rifle]);
    const [offer] = playersOptions(alone.ctx, alone.state).flatMap((u) => composer.offersIn(u, facts)).filter((o) => o.kind === 'overrun');
    const order = offer!.order as { overrun: { maximumEffort: number } };
    expect(order.overrun.maximumEffort).toBeGreaterThan(0);
    expect(checkSubmission(alone.ctx, alone.state, { side: asSide('axis'), orders: [CtsOrderSchema.parse(order)] })).toEqual([]);
    expect(checkSubmission(alone.ctx, alone.state, { side: asSide('axis'), orders: [CtsOrderSchema.parse({ overrun: { ...order.overrun, maximumEffort: order.overrun.maximumEffort - 1 } })] }).map((p) => p.code)).toEqual(['overrun-odds']);
    const weak = movement([hq, { ...mot('w1', '1508'), faces: ['1-6-10', '1-3-10'] }, rifle]);
    expect(playersOptions(weak.ctx, weak.state).some((u) => u.overruns)).toBe(false);
  });
});
