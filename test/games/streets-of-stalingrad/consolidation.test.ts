import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { inheritMarks } from '#games/streets-of-stalingrad/consolidation/inherit-marks';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import type { SosScenarioId } from '#games/streets-of-stalingrad/sequence/scenarios';
import type { SosWindowName } from '#games/streets-of-stalingrad/sequence/steps';
import { turnPlan, type WindowEntry } from '#games/streets-of-stalingrad/sequence/windows';
import type { SosPieceState, SosState } from '#games/streets-of-stalingrad/state/types';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import type { PhaseContext } from '#games/streets-of-stalingrad/windows/phase';
import { side, type HexId } from '#kernel/ids';
import { sosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { replacementNotes } from '#games/streets-of-stalingrad/template/replacement-notes';
import { sideView } from '#games/streets-of-stalingrad/view/side-view';
import { NO_LOS } from '#games/streets-of-stalingrad/view/sight';
import { setupGame } from '#games/streets-of-stalingrad/game/setup';
import { freshPiece } from '#games/streets-of-stalingrad/state/types';
import { sosData, sosRuleset } from './game-fixture';

/**
 * SoS 20.0 Consolidating formations, in the campaign (scenario #3; 2.32: consolidation is the
 * campaign's, refused in #1 and #2).
 * 20.1 "At the start of the Administrative Phase both players may exchange units on the game
 * map for those eliminated on previous turns."
 * 20.2 "Units exchanged must be placed on the game map in the exact hex of the unit for which
 * they are being exchanged (even if in an enemy ZOC). Any and all markers applying to the
 * replaced unit apply to the new unit."
 * 20.3 "An exchange may not be made if the unit involved is isolated."
 * 20.4 "Only units of exactly the same type and exactly same AF or DF point totals may be
 * exchanged. The exchanged units may belong to different battalions, regiments, brigades, or
 * divisions. Soviet Guards or Marine infantry units may not be taken in exchange for other types
 * of Soviet infantry units. NKVD units may be exchanged only for other NKVD units."
 * 20.6 leaders for eliminated leaders; 20.7 a leader whose formation consolidation removes.
 */

/** A West Bank city hex on the Volga: Soviet units there trace to the river. */
const BANK = '0429';
/** A suburb hex in the south-west, three hexes deep in suburb every way. */
const X = '1332';
/** 22 September. */
const TURN = 10;

const env = sosEnv(sosData());
const around = (hex: string): string[] => [...env.map.grid.neighbours(hex as HexId)];
const placed = (units: readonly string[], hexes: readonly string[]): Record<string, string> => Object.fromEntries(hexes.map((h, i) => [units[i]!, h]));

/** A fragment of `scenario` on `turn`: only the pieces named are in play, where named, with the marks given. */
function fragment(scenario: SosScenarioId, turn: number, at: Record<string, string>, marks: Record<string, Partial<SosPieceState>>): SosState {
  const s = setupGame(env, scenario, {}).state;
  const pieces: Record<string, SosPieceState> = {};
  for (const id of Object.keys(s.pieces)) pieces[id] = { ...freshPiece(at[id] ?? null), ...(marks[id] ?? {}) };
  for (const id of Object.keys(at)) if (!pieces[id]) throw new Error(`${id} is not a counter of ${scenario}`);
  return { ...s, turn, pieces };
}

function ctxOf(name: SosWindowName, scenario: SosScenarioId = 'scenario-3', turn = TURN): PhaseContext {
  const entry = turnPlan(scenario, turn)!.find((e): e is WindowEntry => e.kind === 'window' && e.name === name)!;
  return { env, scenario, turn, window: entry, side: entry.side, standing: { german: null, soviet: null }, options: {} };
}

/** A campaign position on turn 10: the pieces placed where named, `eliminated` eliminated, `marks` on the pieces. */
function position(at: Record<string, string>, eliminated: string[] = [], marks: Record<string, Partial<SosPieceState>> = {}, scenario: SosScenarioId = 'scenario-3'): SosState {
  const s = fragment(scenario, TURN, at, marks);
  const pieces = { ...s.pieces };
  for (const id of eliminated) pieces[id] = { ...pieces[id]!, at: null, eliminated: true };
  return { ...s, pieces };
}

const consolidate = (unit: string, forId: string, hex: string) => ({ consolidate: { unit, for: forId, hex } });
const sovietAdmin = ctxOf('soviet-administrative');
const germanAdmin = ctxOf('german-administrative');
const check = (ctx: PhaseContext, s: SosState, orders: unknown[]) => windowRules(ctx.window.name).check(ctx, s, orders as SosOrder[]).map((i) => [i.code, i.path.join('.'), i.rule]);
const run = (ctx: PhaseContext, s: SosState, orders: unknown[]) => windowRules(ctx.window.name).adjudicate(ctx, s, orders as SosOrder[], new FixedDice([]));

describe('SoS 20.1, 20.2: a unit on the map exchanged for an eliminated one, in its hex, with all its markers', () => {
  it('the Soviet exchanges 1/1045 Rifle in 0429, pinned, spent and revealed by its opportunity fire, for 1/42 Rifle Brigade, eliminated: another formation (20.4)', () => {
    const s0 = position({ 'sov-1-1045': BANK }, ['sov-42rb-1'], { 'sov-1-1045': { pinned: true, spent: true, revealed: true } });
    const s = { ...s0, opportunityFired: [{ unit: 'sov-1-1045', turn: 9, phase: 5, untilTurn: 10, untilPhase: 8 }] };
    expect(check(sovietAdmin, s, [consolidate('sov-1-1045', 'sov-42rb-1', BANK)])).toEqual([]);
    const r = run(sovietAdmin, s, [consolidate('sov-1-1045', 'sov-42rb-1', BANK)]);
    expect(r.state.pieces['sov-42rb-1']).toEqual({ at: BANK, eliminated: false, pinned: true, spent: true, dismounted: false, revealed: true });
    // SoS 21.41: the unit exchanged away is with the eliminated units: it may be taken or rebuilt later
    expect(r.state.pieces['sov-1-1045']).toEqual({ at: null, eliminated: true, pinned: false, spent: false, dismounted: false, revealed: false });
    expect(r.state.opportunityFired).toEqual([{ unit: 'sov-42rb-1', turn: 9, phase: 5, untilTurn: 10, untilPhase: 8 }]);
    expect(r.events).toEqual([{ type: 'units-exchanged', rule: 'SoS 20.1, 20.2', side: 'soviet', unit: 'sov-1-1045', for: 'sov-42rb-1', hex: BANK, visibleTo: ['soviet'] }]);
  });

  it('the German exchanges 1/I/276 in a Soviet ZOC for 1/I/544 of the 389th Division; the IF battalion I/194, its explosion marker out, for II/194', () => {
    const s0 = position({ 'ger-1-276': X, 'ger-i-194': X, 'sov-2-1045': around(X)[0]! }, ['ger-389-1-544', 'ger-ii-194']);
    const s = { ...s0, ifFired: ['ger-i-194'], moved: [{ unit: 'ger-i-194', turn: 9, phase: 10, untilTurn: 10, untilPhase: 8 }] };
    const orders = [consolidate('ger-1-276', 'ger-389-1-544', X), consolidate('ger-i-194', 'ger-ii-194', X)];
    expect(check(germanAdmin, s, orders)).toEqual([]);
    const r = run(germanAdmin, s, orders);
    expect(r.state.pieces['ger-389-1-544']!.at).toBe(X);
    expect(r.state.pieces['ger-ii-194']!.at).toBe(X);
    expect(r.state.ifFired).toEqual(['ger-ii-194']);
    expect(r.state.moved).toEqual([{ unit: 'ger-ii-194', turn: 9, phase: 10, untilTurn: 10, untilPhase: 8 }]);
    expect(r.events.filter((e) => e.type === 'units-exchanged').map((e) => e.for)).toEqual(['ger-389-1-544', 'ger-ii-194']);
  });

  it('20.5: the unit taken in moves exactly as the one replaced could have: pinned in its place, it may not move either', () => {
    const s = position({ 'ger-1-276': X }, ['ger-389-1-544'], { 'ger-1-276': { pinned: true } });
    const r = run(germanAdmin, s, [consolidate('ger-1-276', 'ger-389-1-544', X)]);
    const movement = ctxOf('german-movement');
    const moveCodes = (state: SosState, unit: string) => windowRules('german-movement').check(movement, state, [{ move: { units: [unit], path: [around(X)[0]!] } }] as SosOrder[]).map((i) => [i.code, i.rule]);
    expect(moveCodes(r.state, 'ger-389-1-544')).toEqual(moveCodes(s, 'ger-1-276'));
    expect(moveCodes(r.state, 'ger-389-1-544').length).toBeGreaterThan(0);
  });

  it('20.2 "any and all markers": every mark the position keeps of the unit replaced goes to the new unit', () => {
    const s = position({ 'ger-94-pioneer': X }, ['ger-16pg-pioneer']);
    const marked: SosState = {
      ...s,
      ifFired: ['ger-94-pioneer'],
      interdiction: [{ side: 'german', hex: '1333', af: 4, phase: 9, units: ['ger-94-pioneer'] }],
      opportunityFired: [{ unit: 'ger-94-pioneer', turn: 10, phase: 1, untilTurn: 10, untilPhase: 8 }],
      moved: [{ unit: 'ger-94-pioneer', turn: 10, phase: 1, untilTurn: 10, untilPhase: 8 }],
      ammunition: { german: { saved: 0, shortage: 4, held: ['ger-94-pioneer'] }, soviet: { saved: 0, shortage: 0, held: [] } },
      outOfSupply: { 'ger-94-pioneer': 1 },
      engineering: { tasks: [{ side: 'german', units: ['ger-94-pioneer'], hex: X, kind: 'fortification', remove: false, started: { turn: 9, phase: 3 }, due: { turn: 11, phase: 3 }, delays: [], done: null }], fortifications: [], minefields: [], bridges: [] },
    };
    const r = inheritMarks(marked, 'ger-94-pioneer', 'ger-16pg-pioneer');
    // the piece's own markers and hex go with the exchange of the pieces (exchange-pieces.ts)
    expect(JSON.stringify({ ...r, pieces: {} })).not.toContain('"ger-94-pioneer"');
    expect(r.engineering!.tasks[0]!.units).toEqual(['ger-16pg-pioneer']);
    expect(r.ammunition.german.held).toEqual(['ger-16pg-pioneer']);
    expect(r.outOfSupply).toEqual({ 'ger-16pg-pioneer': 1 });
  });
});

describe('SoS 20.3: "An exchange may not be made if the unit involved is isolated"', () => {
  const GERMANS = ['ger-1-276', 'ger-2-276', 'ger-3-276', 'ger-5-276', 'ger-6-276', 'ger-7-276'];
  const SOVIETS = ['sov-42rb-2', 'sov-42rb-3', 'sov-92nib-1', 'sov-92nib-2', 'sov-92nib-3', 'sov-2-1045'];

  it('a Soviet unit every path of which to the Volga is blocked, though it has no "Out of Supply" marker yet; one with the marker', () => {
    const cut = position({ 'sov-1-1045': X, ...placed(GERMANS, around(X)) }, ['sov-42rb-1']);
    expect(check(sovietAdmin, cut, [consolidate('sov-1-1045', 'sov-42rb-1', X)])).toEqual([['isolated', 'orders.0.consolidate.unit', 'SoS 20.3']]);
    const marked = { ...position({ 'sov-1-1045': BANK }, ['sov-42rb-1']), outOfSupply: { 'sov-1-1045': 1 } };
    expect(check(sovietAdmin, marked, [consolidate('sov-1-1045', 'sov-42rb-1', BANK)])).toEqual([['isolated', 'orders.0.consolidate.unit', 'SoS 20.3']]);
  });

  it('the note of 19.6: "To replace a German unit an unblocked line of hexes to any German off-map box must exist"', () => {
    const cut = position({ 'ger-4-276': X, ...placed(SOVIETS, around(X)) }, ['ger-389-4-544']);
    expect(check(germanAdmin, cut, [consolidate('ger-4-276', 'ger-389-4-544', X)])).toEqual([['isolated', 'orders.0.consolidate.unit', 'SoS 20.3, 19.6']]);
  });
});

describe('SoS 20.4: exactly the same type and AF and DF; formations may differ; Guards, Marines, NKVD', () => {
  const gone = ['sov-42rb-1', 'sov-42rb-at', 'sov-1-42g', 'sov-92nib-1', 'sov-2-270-nkvd', 'sov-militia', 'sov-sniper-284-1', 'sov-mine-dog-2', 'sov-t60-26', 'sov-62-op', 'sov-35g-1-101'];
  const s = position({ 'sov-1-1045': BANK, 'sov-1-39g': BANK, 'sov-92nib-2': BANK, 'sov-1-270-nkvd': BANK, 'sov-zaitsev': BANK, 'sov-mine-dog-1': BANK, 'sov-99-tb-1': BANK }, gone);
  const one = (unit: string, forId: string) => check(sovietAdmin, s, [consolidate(unit, forId, BANK)]);

  it('a Guards company of the 39th for one of the 35 Guards Division (formations differ) is made', () => {
    expect(one('sov-1-39g', 'sov-35g-1-101')).toEqual([]);
    expect(one('sov-1-39g', 'sov-1-42g')).toEqual([]);
  });

  it('a rifle company is not exchanged for an AT gun (type), a T-34 not for a T-60 (AF and DF)', () => {
    expect(one('sov-1-1045', 'sov-42rb-at')).toEqual([['not-same-type', 'orders.0.consolidate.for', 'SoS 20.4']]);
    expect(one('sov-99-tb-1', 'sov-t60-26')).toEqual([['not-same-strength', 'orders.0.consolidate.for', 'SoS 20.4']]);
  });

  it('Guards and Marine infantry are not taken for another type of Soviet infantry; NKVD only for NKVD, both ways', () => {
    expect(one('sov-92nib-2', 'sov-1-42g')).toEqual([['guards-or-marines', 'orders.0.consolidate.for', 'SoS 20.4']]);
    expect(one('sov-1-39g', 'sov-92nib-1')).toEqual([['guards-or-marines', 'orders.0.consolidate.for', 'SoS 20.4']]);
    expect(one('sov-1-270-nkvd', 'sov-42rb-1')).toEqual([['nkvd-only', 'orders.0.consolidate.for', 'SoS 20.4']]);
    expect(one('sov-1-1045', 'sov-2-270-nkvd')).toEqual([['nkvd-only', 'orders.0.consolidate.for', 'SoS 20.4']]);
    expect(one('sov-1-270-nkvd', 'sov-2-270-nkvd')).toEqual([]);
  });

  it('21.43: snipers and mine dogs eliminated are permanently lost (only leaders are excepted); 21.45: an OP comes back by itself', () => {
    expect(one('sov-zaitsev', 'sov-sniper-284-1')).toEqual([['permanently-lost', 'orders.0.consolidate.for', 'SoS 21.43, 20.6']]);
    expect(one('sov-mine-dog-1', 'sov-mine-dog-2')).toEqual([['permanently-lost', 'orders.0.consolidate.for', 'SoS 21.43, 20.6']]);
    const op = position({ 'ger-li-op': X }, ['ger-94-op']);
    expect(check(germanAdmin, op, [consolidate('ger-li-op', 'ger-94-op', X)])).toEqual([['not-exchangeable', 'orders.0.consolidate.for', 'SoS 21.45']]);
  });
});

describe('SoS 20.1 beside 21.51: a unit the German must withdraw is not exchanged away (a reading)', () => {
  it('the 29th Division\'s I/29 Artillery, to go by 5 October, is not exchanged for the eliminated II/194; the 94th Division\'s I/194 beside it is', () => {
    const s = position({ 'ger-29-i-29-art': X, 'ger-i-194': X }, ['ger-ii-194']);
    expect(check(germanAdmin, s, [consolidate('ger-29-i-29-art', 'ger-ii-194', X)])).toEqual([['withdrawal-bound', 'orders.0.consolidate.unit', 'SoS 21.51, 20.1']]);
    expect(check(germanAdmin, s, [consolidate('ger-i-194', 'ger-ii-194', X)])).toEqual([]);
  });
});

describe('SoS 20.1, 20.2: what is exchanged for what, and where', () => {
  const s = position({ 'sov-1-1045': BANK, 'sov-2-1045': 'EB-C', 'ger-1-276': X }, ['sov-42rb-1', 'sov-42rb-2']);
  const one = (o: unknown) => check(sovietAdmin, s, [o]);

  it('refuses a unit not in the hex named, one in an East Bank box (not on the game map), a unit not eliminated, an enemy unit, a counter unknown', () => {
    expect(one(consolidate('sov-1-1045', 'sov-42rb-1', '0430'))).toEqual([['not-there', 'orders.0.consolidate.hex', 'SoS 20.2']]);
    expect(one(consolidate('sov-2-1045', 'sov-42rb-1', BANK))).toEqual([['not-on-map', 'orders.0.consolidate.unit', 'SoS 20.1']]);
    expect(one(consolidate('sov-1-1045', 'sov-1-1047', BANK))).toEqual([['not-eliminated', 'orders.0.consolidate.for', 'SoS 20.1']]);
    expect(one(consolidate('ger-1-276', 'sov-42rb-1', X))).toEqual([['not-your-unit', 'orders.0.consolidate.unit', 'SoS 20.1']]);
    expect(one(consolidate('sov-1-1045', 'sov-nobody', BANK))).toEqual([['unknown-unit', 'orders.0.consolidate.for', 'SoS 2.32']]);
  });

  it('a counter takes part in one exchange a phase: the unit exchanged away is not taken back in the same phase ("eliminated on previous turns")', () => {
    const orders = [consolidate('sov-1-1045', 'sov-42rb-1', BANK), consolidate('sov-42rb-1', 'sov-1-1045', BANK), consolidate('sov-42rb-1', 'sov-42rb-2', BANK)];
    expect(check(sovietAdmin, s, orders)).toEqual([
      ['already-exchanged', 'orders.1.consolidate.unit', 'SoS 20.1'],
      ['already-exchanged', 'orders.1.consolidate.for', 'SoS 20.1'],
      ['already-exchanged', 'orders.2.consolidate.unit', 'SoS 20.1'],
    ]);
    const r = run(sovietAdmin, s, orders);
    expect(r.state.pieces['sov-42rb-1']!.at).toBe(BANK);
    expect(r.events.filter((e) => e.type === 'order-skipped').map((e) => [e.order, e.code])).toEqual([[1, 'already-exchanged'], [2, 'already-exchanged']]);
  });

  it('scenarios #1 and #2 consolidate too (20.1 names no scenario; 2.32 names ammunition shortages and withdrawals), and the Soviet window opens there when he has an exchange', () => {
    for (const [scenario, unit, forId] of [['scenario-1', 'sov-1-42g', 'sov-2-42g'], ['scenario-2', 'sov-1-1045', 'sov-42rb-1']] as const) {
      const ctx = ctxOf('soviet-administrative', scenario);
      const here = position({ [unit]: BANK }, [forId], {}, scenario);
      expect(check(ctx, here, [consolidate(unit, forId, BANK)])).toEqual([]);
      expect(windowRules('soviet-administrative').hasChoice(ctx, here)).toBe(true);
    }
    expect(windowRules('soviet-administrative').hasChoice(sovietAdmin, position({ 'sov-1-1045': BANK }, ['sov-42rb-1']))).toBe(true);
    expect(windowRules('soviet-administrative').hasChoice(sovietAdmin, position({ 'sov-1-1045': BANK }, ['sov-42rb-at']))).toBe(false);
  });

  it('the window\'s notes list each exchange the side may make, as the order', () => {
    const notes = windowRules('soviet-administrative').notes!(sovietAdmin, s);
    expect(notes).toEqual([expect.stringMatching(/^Consolidation \(SoS 20\.1-20\.6\)/), `  consolidate: {unit: sov-1-1045, for: sov-42rb-1 or sov-42rb-2, hex: ${BANK}}`]);
  });
});

describe('SoS 20.6, 20.7: leaders', () => {
  it('20.6: YELIN in 0429 is exchanged for the eliminated PAVLOV in the Soviet window; a leader for a company is refused', () => {
    const s = position({ 'sov-yelin': BANK, 'sov-1-42g': BANK }, ['sov-pavlov']);
    expect(check(sovietAdmin, s, [consolidate('sov-1-42g', 'sov-pavlov', BANK)])).toEqual([['not-same-type', 'orders.0.consolidate.unit', 'SoS 20.4, 20.6']]);
    const r = run(sovietAdmin, s, [consolidate('sov-yelin', 'sov-pavlov', BANK)]);
    expect(r.state.pieces['sov-pavlov']!.at).toBe(BANK);
    expect(r.state.pieces['sov-yelin']!.eliminated).toBe(true);
    expect(r.events).toEqual([{ type: 'leader-exchanged', rule: 'SoS 20.6', side: 'soviet', unit: 'sov-yelin', for: 'sov-pavlov', hex: BANK, visibleTo: ['soviet'] }]);
  });

  // WEIGERT commands II/276: 5/, 6/ and 7/II/276 and the 8/II/276 mortar; 6/ to 8/ are eliminated
  const II_276_GONE = ['ger-6-276', 'ger-7-276', 'ger-8-276', 'ger-389-1-544'];
  const lastOfTheBattalion = () => position({ 'ger-weigert': X, 'ger-5-276': X, 'ger-rittner': X, 'ger-1-276': X }, II_276_GONE);

  it('20.7: the last company of II/276 exchanged away, WEIGERT is removed; RITTNER, whose 276th still has I/276, stays', () => {
    const r = run(germanAdmin, lastOfTheBattalion(), [consolidate('ger-5-276', 'ger-389-1-544', X)]);
    expect(r.state.pieces['ger-weigert']).toMatchObject({ at: null, eliminated: true });
    expect(r.state.pieces['ger-rittner']!.at).toBe(X);
    expect(r.state.consolidationRemoved).toEqual(['ger-weigert']);
    // his owner's view keeps him as removed, not dead; the Soviet's does not name him
    expect(sideView(env, r.state, 'german', NO_LOS).consolidationRemoved).toEqual(['ger-weigert']);
    expect(sideView(env, r.state, 'soviet', NO_LOS).consolidationRemoved).toBeUndefined();
    expect(r.events).toContainEqual({ type: 'leaders-removed', rule: 'SoS 20.7', side: 'german', leaders: ['ger-weigert'], reason: 'every unit of their formation removed by consolidation', visibleTo: ['german'] });
  });

  it('20.7: not removed when an exchange of the same phase brings a unit of his formation back', () => {
    const s = position({ 'ger-weigert': X, 'ger-5-276': X, 'ger-2-276': X }, II_276_GONE);
    const r = run(germanAdmin, s, [consolidate('ger-5-276', 'ger-389-1-544', X), consolidate('ger-2-276', 'ger-6-276', X)]);
    expect(r.state.pieces['ger-weigert']!.at).toBe(X);
    expect(r.state.consolidationRemoved).toBeUndefined();
  });

  it('20.7: WEIGERT comes back named with a unit of II/276 rebuilt with replacement points, at no cost, in its box; not alone; and no leader takes his place by 20.6', () => {
    const removed = run(germanAdmin, lastOfTheBattalion(), [consolidate('ger-5-276', 'ger-389-1-544', X)]).state;
    const s: SosState = { ...removed, replacementPoints: { german: { Pz: 0, AF: 4 }, soviet: { Pz: 0, AF: 0 } } };
    const movement = ctxOf('german-movement');
    const checkMove = (orders: unknown[]) => windowRules('german-movement').check(movement, s, orders as SosOrder[]).map((i) => [i.code, i.path.join('.'), i.rule]);
    expect(replacementNotes(env, { state: s } as SosGame, 'german', ['replace'])).toContainEqual(expect.stringMatching(/^ger-weigert was removed with his formation by consolidation: name him in the units of a replace order/));
    expect(checkMove([{ replace: { units: ['ger-weigert'], box: 'GB-1' } }])).toEqual([['leader-formation-not-rebuilt', 'orders.0.replace.units.0', 'SoS 20.7']]);
    expect(checkMove([{ replace: { units: ['ger-6-276', 'ger-weigert'], box: 'GB-1' } }])).toEqual([]);
    const r = windowRules('german-movement').adjudicate(movement, s, [{ replace: { units: ['ger-6-276', 'ger-weigert'], box: 'GB-1' } }], new FixedDice([]));
    expect(r.state.pieces['ger-weigert']).toMatchObject({ at: 'GB-1', eliminated: false });
    expect(r.state.pieces['ger-6-276']).toMatchObject({ at: 'GB-1', eliminated: false });
    expect(r.state.replacementPoints!.german).toEqual({ Pz: 0, AF: 0 });
    expect(r.state.consolidationRemoved).toBeUndefined();
    expect(r.events).toContainEqual({ type: 'leaders-return', rule: 'SoS 20.7', side: 'german', leaders: ['ger-weigert'], box: 'GB-1', visibleTo: ['german'] });
    // SoS 20.6: he is not dead, so he is not taken in exchange for another leader
    const withMues = { ...removed, pieces: { ...removed.pieces, 'ger-mues': { ...removed.pieces['ger-mues']!, at: X } } };
    expect(check(germanAdmin, withMues, [consolidate('ger-mues', 'ger-weigert', X)])).toEqual([['leader-removed', 'orders.0.consolidate.for', 'SoS 20.7']]);
  });
});

describe('SoS 20.1 in a campaign game: "both players may exchange units"', () => {
  const ruleset = sosRuleset();
  let start = ruleset.setup('scenario-3');
  for (const s of ['soviet', 'german']) start = ruleset.adjudicate(start, [{ side: side(s), orders: [] }], new FixedDice([])).state;
  /** The rolls of the Administrative Phase's server step on 22 September: the German ammunition (14.71), the campaign's Stukas (15.52). */
  const SERVER_DICE = { 'T10/1.server/ammunition/german': 5, 'T10/1.server/stukas': 5 };
  /** The game at the German Administrative window of turn 10 in `state`. */
  const at = (state: SosState) => ({ ...start, state, position: { turn: TURN, entry: 0 } });
  const afterGerman = (state: SosState) => ruleset.adjudicate(at(state), [{ side: side('german'), orders: [] }], new FixedDice(SERVER_DICE)).state;

  it('the Soviet window opens when he has an exchange to make, lists it in options() and the template, and takes it', () => {
    const s = position({ 'sov-1-1045': BANK, 'sov-chuikov': '0860' }, ['sov-42rb-1']);
    expect(ruleset.window(at(s))!.id).toBe('T10/german-administrative');
    const g = afterGerman(s);
    expect(ruleset.window(g)!.id).toBe('T10/soviet-administrative');
    const options = ruleset.options(g, side('soviet'));
    expect(options.map((o) => [o.unit, o.hex])).toEqual([['sov-1-1045', BANK]]);
    expect(options[0]!.notes).toEqual([expect.stringContaining(`consolidate: {unit: sov-1-1045, for: sov-42rb-1, hex: ${BANK}}`)]);
    expect(ruleset.template(g, side('soviet')).notes).toContain(`  consolidate: {unit: sov-1-1045, for: sov-42rb-1, hex: ${BANK}}`);
    const r = ruleset.adjudicate(g, [{ side: side('soviet'), orders: [consolidate('sov-1-1045', 'sov-42rb-1', BANK)] }], new FixedDice(SERVER_DICE));
    expect(r.state.state.pieces['sov-42rb-1']!.at).toBe(BANK);
  });

  it('every exchange options() offers in the campaign\'s set-up position, some units of each side eliminated, is one the check takes alone', () => {
    const set = start.state;
    const gone = ['sov-42rb-1', 'sov-1-42g', 'sov-92nib-1', 'sov-t60-26', 'sov-pavlov', 'ger-2-276', 'ger-ii-194', 'ger-24-pz-2', 'ger-weigert'].filter((id) => set.pieces[id]);
    const s = { ...set, turn: TURN, pieces: { ...set.pieces, ...Object.fromEntries(gone.map((id) => [id, { ...set.pieces[id]!, at: null, eliminated: true }])) } };
    const german = at(s);
    const soviet = afterGerman(s);
    let offered = 0;
    for (const [g, who] of [[german, 'german'], [soviet, 'soviet']] as const) {
      expect(ruleset.window(g)!.id).toBe(`T10/${who}-administrative`);
      for (const o of ruleset.options(g, side(who))) {
        // the German's withdrawals (21.5) are listed beside the exchanges
        for (const note of (o.notes ?? []).filter((n) => n.includes('consolidate:'))) {
          const m = /consolidate: \{unit: (\S+), for: (\S+), hex: (\d{4})\}/.exec(note)!;
          expect(ruleset.check(g, { side: side(who), orders: [consolidate(m[1]!, m[2]!, m[3]!)] })).toEqual([]);
          offered++;
        }
      }
    }
    expect(offered).toBeGreaterThan(4);
  });

  it('it is passed when he has none', () => {
    const s = position({ 'sov-1-1045': BANK, 'sov-chuikov': '0860' }, []);
    expect(ruleset.window(afterGerman(s))!.id).not.toBe('T10/soviet-administrative');
  });
});
