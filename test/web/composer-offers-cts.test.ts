import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { OrderChoice, UnitOptions } from '#kernel/engine/ruleset';
import type { Side } from '#kernel/ids';
import { composerOfferParts } from '#web/game-page/script/offer-parts';
import { ctsDiceFor, ctsOrders } from '../../bench/support/cts-scripted-position';
import { FULL_GAME_LIMITS } from '../games/campaign-to-stalingrad/support/full-game-player';
import bundle from '../../scenarios/campaign-to-stalingrad/dist/campaign-to-stalingrad.json';
import { BundleSchema } from '#games/campaign-to-stalingrad/data/schema';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { hexId } from '#kernel/ids';

/**
 * Campaign To Stalingrad's orders beyond moves, rail, attacks and overruns, as the page's
 * composer offers them (src/web/game-page/script/cts-*-order.ts, run here on the options
 * and `orderChoices` the page receives), in the windows of the title's scripted game where
 * they arise: every one passes check(). Activations (16.7, 16.10), the Air Segment's orders
 * (23.5, 23.7, 23.15), Bombardment (23.12), Depots (16.10), rail repairs (15.6), replacement
 * moves (21.2), a reinforcement's enter at another hex followed by its move and an Army HQ's
 * enter off the edge (19.1), and the overruns (4.7) that need an HQ activated or air units
 * placed for their Ground Support, with those orders first.
 */
type Offer = { kind: string; unit: string; hex: string; label: string; order: Record<string, unknown>; afterEnter?: boolean; before?: unknown[] };
type Pseudo = { unit: string; label: string; hex: string };
type Facts = { title: string; accepts: string[]; waiting: boolean; declarations: never[]; declared: number; choices: OrderChoice[]; orders: unknown[] };
const composer = new Function('hexName', `${composerOfferParts.join('\n')}\nreturn { offersIn: offersIn, otherOrdersIn: otherOrdersIn, kindsNotComposed: kindsNotComposed };`)((id: string) => id) as {
  offersIn(u: UnitOptions | Pseudo, w: Facts): Offer[];
  otherOrdersIn(w: Facts): ({ offer: Offer } | { unit: Pseudo })[];
  kindsNotComposed(w: Facts): string[];
};

const NEW_KINDS = new Set(['activate', 'air', 'bombard', 'depot', 'repair', 'replacement']);

const choicesOf = new WeakMap<CtsState, OrderChoice[]>();
function facts(state: CtsState, side: Side, orders: unknown[] = []): Facts {
  const w = cts.window(state)!;
  if (!choicesOf.has(state)) choicesOf.set(state, cts.orderChoices!(state, side));
  return { title: cts.id, accepts: w.accepts, waiting: w.waitingFor.includes(side), declarations: [], declared: 0, choices: choicesOf.get(state)!, orders };
}

const playersOptions = (state: CtsState, side: Side): UnitOptions[] => cts.optionsForPlayers!(state, side, cts.options(state, side));

/** Of many offers of one piece, the first, the middle and the last (the listing is checked by the same rule functions: this keeps the test fast). */
const ends = <T>(list: T[]): T[] => [...new Set([list[0]!, list[Math.floor(list.length / 2)]!, list[list.length - 1]!])].filter((x) => x !== undefined);

/** The offers of the new kinds in one window for one side: on the units, under "Other orders", and on the pieces listed there. */
function newOffers(state: CtsState, side: Side): Offer[] {
  const w = facts(state, side);
  const out: Offer[] = [];
  for (const u of playersOptions(state, side)) out.push(...composer.offersIn(u, w).filter((o) => NEW_KINDS.has(o.kind)));
  for (const x of composer.otherOrdersIn(w)) {
    if ('offer' in x) out.push(x.offer);
    else out.push(...ends(composer.offersIn(x.unit, w)));
  }
  return out;
}

function refusals(state: CtsState, side: Side, orders: unknown[], label: string): string[] {
  const issues = cts.check(state, { side, orders });
  return issues.length ? [`${cts.window(state)!.id} ${label}: ${issues.map((i) => `${i.code} ${i.message}`).join('; ')}`] : [];
}

/** The scripted game's windows up to `lastTurn`, each with the state it opens on. */
function scriptedWindows(lastTurn: number): CtsState[] {
  const out: CtsState[] = [];
  let state = cts.setup('fall-blau') as CtsState;
  for (let w = cts.window(state); w && w.turn <= lastTurn; w = cts.window(state)) {
    out.push(state);
    state = cts.adjudicate(state, [ctsOrders(state, FULL_GAME_LIMITS)], ctsDiceFor(w.id)).state as CtsState;
  }
  return out;
}

const windows = scriptedWindows(3);

describe('Campaign To Stalingrad: the composer offers every order kind a window takes, and check() accepts each', () => {
  it('activations, air orders, Depots, rail repairs and replacement moves in every window of the first three turns, each side', () => {
    const refused: string[] = [];
    const seen: Record<string, Set<string>> = {};
    for (const state of windows) {
      const w = cts.window(state)!;
      const side = w.waitingFor[0]!;
      expect(composer.kindsNotComposed(facts(state, side))).toEqual([]); // no kind left to write by hand
      for (const offer of newOffers(state, side)) {
        expect(w.accepts).toContain(offer.kind);
        (seen[w.id.split('/')[1]!] ??= new Set()).add(offer.kind);
        refused.push(...refusals(state, side, [offer.order], offer.label));
      }
    }
    expect(refused.slice(0, 10)).toEqual([]);
    expect(Object.fromEntries(Object.entries(seen).map(([k, v]) => [k, [...v].sort()]))).toEqual({
      'axis-movement': ['activate', 'air', 'replacement'],
      'axis-combat': ['activate', 'depot', 'repair'],
      'soviet-movement': ['activate', 'air', 'replacement'],
      'soviet-combat': ['activate', 'depot'],
    });
  });

  it('a reinforcement placed at another hex then moves on from it, the enter first; an Army HQ may come on off the edge (19.1)', () => {
    const refused: string[] = [];
    let pairs = 0;
    let hqOffEdge = 0;
    for (const state of windows) {
      const w = cts.window(state)!;
      if (!w.id.endsWith('-movement')) continue;
      const side = w.waitingFor[0]!;
      for (const u of playersOptions(state, side).filter((x) => x.enterAt)) {
        const enters = composer.offersIn(u, facts(state, side)).filter((o) => o.kind === 'enter' && (o.order.enter as { hex?: string }).hex);
        expect(enters.map((o) => (o.order.enter as { hex: string }).hex)).toEqual(u.enterAt);
        if (u.enterAt!.length > (u.enterMoves?.length ?? 0)) hqOffEdge++;
        for (const enter of ends(enters)) {
          refused.push(...refusals(state, side, [enter.order], enter.label));
          // with the enter in the file, the unit is offered its moves from that hex only
          const after = composer.offersIn(u, facts(state, side, [enter.order])).filter((o) => o.kind === 'move' || o.kind === 'rail');
          expect(after.every((o) => o.afterEnter)).toBe(true);
          for (const move of ends(after)) {
            pairs++;
            refused.push(...refusals(state, side, [enter.order, move.order], `${enter.label}, then ${move.label}`));
          }
        }
      }
    }
    expect(refused.slice(0, 10)).toEqual([]);
    expect(pairs).toBeGreaterThan(0);
    expect(hqOffEdge).toBeGreaterThan(0);
  });

  it('Bombardment: the Axis activates three Army HQs and places his bombers as offered, away from his units; in his Combat window each hex they may bombard is offered (23.12)', () => {
    const ctx = createContext(BundleSchema.parse(bundle));
    const state = windows.find((s) => cts.window(s)!.id === 'T02/axis-movement')!;
    const side = 'axis' as Side;
    const offers = newOffers(state, side);
    const hqs = new Set<string>();
    const activations = offers.filter((o) => o.kind === 'activate' && !hqs.has(o.unit) && hqs.add(o.unit) && hqs.size <= 3).map((o) => o.order);
    const nextToAxis = (h: string): boolean => ctx.map.grid.neighbours(hexId(h)).some((n) => Object.values(state.units).some((u) => u.hex === n && u.where === 'map' && ctx.units.get(u.id)?.side === 'axis'));
    const placed = new Set<string>();
    const bombers = facts(state, side).choices.filter((c) => {
      const air = (c.order as { air?: { unit: string; hex: string } }).air;
      if (!air || placed.has(air.unit) || (ctx.airUnits.get(air.unit)?.bombing ?? 0) === 0 || nextToAxis(air.hex)) return false;
      placed.add(air.unit);
      return true;
    }).map((c) => c.order);
    expect(bombers.length).toBeGreaterThan(1);
    const orders = [...activations, ...bombers];
    expect(refusals(state, side, orders, 'the Air Segment')).toEqual([]);
    const combat = cts.adjudicate(state, [{ side, orders }], ctsDiceFor('T02/axis-movement')).state as CtsState;
    expect(cts.window(combat)!.id).toBe('T02/axis-combat');
    const bombard = newOffers(combat, side).filter((o) => o.kind === 'bombard');
    expect(bombard).not.toEqual([]);
    expect(bombard.flatMap((o) => refusals(combat, side, [o.order], o.label))).toEqual([]);
  });

  it('an overrun that an Army HQ activated in the same file makes possible comes with that activation, first; check() accepts the pair and refuses the overrun alone (4.7, 16.7)', () => {
    const refused: string[] = [];
    let offered = 0;
    for (const state of windows) {
      const w = cts.window(state)!;
      if (!w.id.endsWith('axis-movement')) continue;
      const side = w.waitingFor[0]!;
      const overruns = playersOptions(state, side).flatMap((u) => composer.offersIn(u, facts(state, side))).filter((o) => o.kind === 'overrun' && (o.before ?? []).length > 0);
      for (const o of [...new Map(overruns.map((x) => [x.hex, x])).values()]) {
        offered++;
        refused.push(...refusals(state, side, [...o.before!, o.order], o.label));
        expect(cts.check(state, { side, orders: [o.order] }).map((i) => i.code)).toContain('overrun-odds');
      }
    }
    expect(offered).toBeGreaterThan(0);
    expect(refused).toEqual([]);
  });

  it('an overrun that air units placed in the hex for its Ground Support make possible comes with their placements (and the activations that let them fly), first; check() accepts them and refuses the overrun without the air (4.7, 23.11)', () => {
    const last = windows[windows.length - 1]!;
    expect(cts.window(last)!.id).toBe('T03/soviet-combat');
    const state = cts.adjudicate(last, [ctsOrders(last, FULL_GAME_LIMITS)], ctsDiceFor('T03/soviet-combat')).state as CtsState;
    expect(cts.window(state)!.id).toBe('T04/axis-movement');
    const side = 'axis' as Side;
    const supported = playersOptions(state, side).flatMap((u) => composer.offersIn(u, facts(state, side))).filter((o) => o.kind === 'overrun' && (o.order.overrun as { groundSupport?: string[] }).groundSupport);
    expect(supported).not.toEqual([]);
    for (const o of [...new Map(supported.map((x) => [x.hex, x])).values()]) {
      const isAir = (b: unknown): boolean => typeof b === 'object' && b !== null && 'air' in b;
      const air = (o.before ?? []).filter(isAir);
      expect(air.length).toBeGreaterThan(0);
      expect(refusals(state, side, [...o.before!, o.order], o.label)).toEqual([]);
      const withoutAir = (o.before ?? []).filter((b) => !isAir(b));
      expect(cts.check(state, { side, orders: [...withoutAir, o.order] }).map((i) => i.code)).not.toEqual([]);
    }
  });
});
