import { beforeEach, describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { runAutomatic } from '#games/streets-of-stalingrad/game/automatic';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import { indirectGroups } from '#games/streets-of-stalingrad/opportunity-fire/indirect-fire';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { setupGame } from '#games/streets-of-stalingrad/game/setup';
import { ammunitionNotes } from '#games/streets-of-stalingrad/template/ammunition-notes';
import { sideView } from '#games/streets-of-stalingrad/view/side-view';
import { bombardmentRules } from '#games/streets-of-stalingrad/windows/bombardment/index';
import { fragment as attackFragment, ruleset, sub } from './attack-fixture';
import { blockedLos, bombardCtx, env, fragment, hexAt } from './bombardment-fixture';

// Scenario #2 (13 September is turn 1, so 20 September is turn 8). The German IF artillery of
// the 94th Infantry Division on the map: the 276 infantry gun (5 AF), the two mortars of 276
// (6 each), I/194 and II/194 (9 each), the Nebelwerfer (10) and IV/194 (11): 56 AF. III/194
// waits in off-map box 1. A Soviet rifle battalion in 1010; the 8/II/276 mortar three hexes off.
const T = '1010';
const A = hexAt(T, 1);
const M = hexAt(T, 3, [A]);
const FAR = hexAt(T, 6, [A, M]);
const GERMAN_IF = { 'ger-276-ig': FAR, 'ger-8-276': M, 'ger-4-276': FAR, 'ger-i-194': FAR, 'ger-ii-194': FAR, 'ger-nebelwerfer': FAR, 'ger-iv-194': FAR, 'ger-iii-194': 'GB-1' };
const position = (ammo: Partial<SosState['ammunition']['german']> = {}): SosState => {
  const s = fragment({ 'sov-1-1045': T, 'ger-5-276': A, 'sov-katyusha': 'EB-S', 'sov-416-mortar': 'EB-S', ...GERMAN_IF });
  return { ...s, ammunition: { ...s.ammunition, german: { ...s.ammunition.german, ...ammo } } };
};
const step = (state: SosState, id: string, turn: number, dice: Record<string, number> = {}, german: SosStanding | null = null) =>
  runAutomatic({ env, scenario: 'scenario-2', standing: { german, soviet: null } }, state, { kind: 'automatic', step: id, phase: Number(id.split('.')[0]), rule: '', notes: [], turn }, new FixedDice(dice));
const admin = (state: SosState, turn: number, dice: Record<string, number> = {}, german: SosStanding | null = null) => step(state, '1.server', turn, dice, german);
const of = (events: { type: string }[], type: string) => events.filter((e) => e.type === type);

beforeEach(() => blockedLos.clear());

describe('ammunition shortages (SoS 14.7): the rolls (14.71, 14.72)', () => {
  it('14.71: the German rolls from the 20 September turn, not on 19 September; the Soviet not before 1 October', () => {
    const before = admin(position(), 7);
    expect(of(before.events, 'ammunition-shortage')).toEqual([]);
    expect(before.state.ammunition.german).toEqual({ saved: 0, shortage: 0, held: [] });
    const on = admin(position(), 8, { 'T08/1.server/ammunition/german': 1 });
    expect(of(on.events, 'ammunition-shortage').map((e) => (e as { side?: string }).side)).toEqual(['german']);
  });

  it('E53 (14.72 example): a German roll of 3 on 23 September means 30 AF points of German IF artillery may not be used', () => {
    const r = admin(position(), 11, { 'T11/1.server/ammunition/german': 3 });
    expect(of(r.events, 'ammunition-shortage')).toEqual([
      expect.objectContaining({ side: 'german', date: '09-23', die: 3, multiplier: 10, rolled: 30, savedUsed: 0, shortage: 30, rule: 'SoS 14.71, 14.72, 14.75' }),
    ]);
    expect(r.state.ammunition.german.shortage).toBe(30);
  });
});

describe('saved AF against the shortage (SoS 14.75)', () => {
  it('E54 (14.75 example): 27 AF saved between 13 and 20 September, a roll of 5 on 20 September: 50 points less 27, 23 AF points may not fire', () => {
    const r = admin(position({ saved: 27 }), 8, { 'T08/1.server/ammunition/german': 5 });
    expect(of(r.events, 'ammunition-shortage')).toEqual([
      { type: 'ammunition-shortage', phase: 1, side: 'german', date: '09-20', die: 5, multiplier: 10, rolled: 50, savedUsed: 27, shortage: 23, saved: 0, heldAf: 26, unmet: 0, rule: 'SoS 14.71, 14.72, 14.75' },
    ]);
    // 14.74 by default the least AF first, ties by id: 5 + 6 + 6 = 17, then I/194's 9 reaches 23
    expect(r.state.ammunition.german).toEqual({ saved: 0, shortage: 23, held: ['ger-276-ig', 'ger-4-276', 'ger-8-276', 'ger-i-194'] });
    expect(of(r.events, 'ammunition-held')).toEqual([
      { type: 'ammunition-held', phase: 1, side: 'german', units: ['ger-276-ig', 'ger-4-276', 'ger-8-276', 'ger-i-194'], af: 26, visibleTo: ['german'], rule: 'SoS 14.73, 14.74' },
    ]);
  });

  it('14.75: points saved beyond the shortage stay saved for a later one; nothing is held', () => {
    const r = admin(position({ saved: 60 }), 8, { 'T08/1.server/ammunition/german': 5 });
    expect(r.state.ammunition.german).toEqual({ saved: 10, shortage: 0, held: [] });
    expect(of(r.events, 'ammunition-held')).toEqual([]);
  });

  it('14.75: at the turn\'s end the AF of IF units on the map that did not fire is saved; fired, held and off-map units save nothing, nor the Katyusha', () => {
    const s = { ...position({ saved: 4, held: ['ger-i-194'] }), ifFired: ['ger-8-276', 'sov-416-mortar'] };
    const r = step(s, '15.end', 8);
    // 56 on the map, less the 8/II/276 that fired (6) and I/194 held (9): 41; III/194 in GB-1 does not count
    expect(of(r.events, 'ammunition-saved')).toEqual([{ type: 'ammunition-saved', phase: 15, side: 'german', af: 41, saved: 45, rule: 'SoS 14.75' }]);
    expect(r.state.ammunition.german.saved).toBe(45);
    expect(r.state.ammunition.soviet.saved).toBe(0);
  });

  it('14.75: a turn without fire saves all, and the next shortage uses it', () => {
    const saved = step(position(), '15.end', 7).state;
    expect(saved.ammunition.german.saved).toBe(56);
    const r = admin(saved, 8, { 'T08/1.server/ammunition/german': 7 });
    expect(r.state.ammunition.german).toEqual({ saved: 0, shortage: 14, held: ['ger-276-ig', 'ger-4-276', 'ger-8-276'] });
  });
});

describe('which IF units may not fire (SoS 14.73, 14.74)', () => {
  it('14.74: the German chooses: his standing order names the units to hold first, then the least AF first', () => {
    const r = admin(position({ saved: 27 }), 8, { 'T08/1.server/ammunition/german': 5 }, { ammunition: { silenceFirst: ['ger-iv-194', 'ger-nebelwerfer'] } });
    // 11 + 10 = 21 short of 23, then the infantry gun's 5
    expect(r.state.ammunition.german.held).toEqual(['ger-276-ig', 'ger-iv-194', 'ger-nebelwerfer']);
  });

  it('14.74: a unit in an off-map box is not held (it may not fire there, 9.17); a shortage beyond every unit is left unmet', () => {
    const r = admin(position(), 8, { 'T08/1.server/ammunition/german': 10 });
    expect(r.state.ammunition.german.held).not.toContain('ger-iii-194');
    expect(r.state.ammunition.german.held).toHaveLength(7);
    expect(of(r.events, 'ammunition-shortage')).toEqual([expect.objectContaining({ shortage: 100, heldAf: 56, unmet: 44 })]);
  });

  it('14.74: a held unit may not bombard; the same order without the shortage is good', () => {
    const orders: SosOrder[] = [{ bombard: { target: T, table: 'crt', indirect: [{ units: ['ger-8-276'], spotter: 'ger-5-276' }] } } as SosOrder];
    const ctx = bombardCtx('german-bombardment-2');
    const check = (s: SosState) => bombardmentRules.check(ctx, s, orders).map((i) => [i.path.join('.'), i.code, i.rule]);
    expect(check(position())).toEqual([]);
    expect(check(position({ held: ['ger-8-276'] }))).toEqual([['orders.0.bombard.indirect.0.units.0', 'ammunition-shortage', 'SoS 14.74']]);
  });

  it('14.74: a held mortar does not opportunity-fire', () => {
    const rule = { units: ['ger-8-276'], spotter: 'ger-5-276' };
    const held = indirectGroups(env, position({ held: ['ger-8-276'] }), 'german', rule, T, new Set()).held;
    expect(held).toEqual([{ unit: 'ger-8-276', why: 'held by the ammunition shortage: it may not fire its AF this turn', rule: 'SoS 14.74' }]);
  });

  it('14.73: the Soviet Katyusha is never held; the other Soviet IF is (from 1 October, after scenarios #1 and #2)', () => {
    // turn 19 of scenario #2 would be 1 October
    const r = runAutomatic({ env, scenario: 'scenario-2', standing: { german: null, soviet: null } }, position(), { kind: 'automatic', step: '1.server', phase: 1, rule: '', notes: [], turn: 19 }, new FixedDice({ 'T19/1.server/ammunition/german': 1, 'T19/1.server/ammunition/soviet': 10 }));
    expect(r.state.ammunition.soviet.held).toEqual(['sov-416-mortar']);
    expect(of(r.events, 'ammunition-shortage')).toContainEqual(expect.objectContaining({ side: 'soviet', date: '10-01', shortage: 100, heldAf: 7, unmet: 93 }));
  });
});

describe('the Ammunition Status Table in the view (SoS 14.75)', () => {
  it('the saved points and the shortage are public; the units held are their owner\'s', () => {
    const s = admin(position({ saved: 27 }), 8, { 'T08/1.server/ammunition/german': 5 }).state;
    const look = { inLos: () => true, badWeather: false };
    expect(sideView(env, s, 'german', look).ammunition.german).toEqual({ saved: 0, shortage: 23, held: ['ger-276-ig', 'ger-4-276', 'ger-8-276', 'ger-i-194'] });
    expect(sideView(env, s, 'soviet', look).ammunition.german).toEqual({ saved: 0, shortage: 23 });
    expect(sideView(env, s, null, look).ammunition).toEqual({ german: { saved: 0, shortage: 23 }, soviet: { saved: 0, shortage: 0 } });
  });
});

describe('the turn file template (SoS 14.74, 14.75)', () => {
  const game = (turn: number, state: SosState) => ({ ...setupGame(env, 'scenario-2', {}), setup: null, state: { ...state, turn } });

  it('says nothing of ammunition before 19 September; from then, the points saved and how the standing order chooses', () => {
    expect(ammunitionNotes(env, game(6, position()), 'german')).toEqual([]);
    expect(ammunitionNotes(env, game(7, position({ saved: 27 })), 'german')).toEqual([
      'Ammunition (SoS 14.71-14.75): 27 AF saved. IF AF on the map not fired in a turn is saved against the next shortage.',
      expect.stringMatching(/^standing: \{ammunition: \{silenceFirst: \[IDS\]\}\}/),
    ]);
    expect(ammunitionNotes(env, game(7, position()), 'soviet')).toEqual([]);
  });

  it('on a shortage turn: the shortage and the units held', () => {
    const s = admin(position({ saved: 27 }), 8, { 'T08/1.server/ammunition/german': 5 }).state;
    expect(ammunitionNotes(env, game(8, s), 'german')[0]).toBe(
      "Ammunition (SoS 14.71-14.75): 0 AF saved; this turn's shortage 23 AF, your IF units held (they may not fire this turn): ger-276-ig, ger-4-276, ger-8-276, ger-i-194. IF AF on the map not fired in a turn is saved against the next shortage.",
    );
  });
});

describe('a held unit in an attack (SoS 14.74)', () => {
  // 13 September, scenario #1: a Guards company in 3230 attacked from 3229 by a company of II/191, with the II/191 mortar from 3226
  const AT = { 'sov-1-42g': '3230', 'ger-71-5-191': '3229', 'ger-71-ii-191-mortar': '3226' };
  const attack = { attack: { target: '3230', fire: [{ units: ['ger-71-5-191'], from: '3229' }], indirect: [{ units: ['ger-71-ii-191-mortar'], spotter: 'ger-71-5-191' }] } };

  it('14.74: the mortar held by the shortage may not add its AF to the attack', () => {
    const g = attackFragment(AT, ['3230']);
    expect(ruleset.check(g, sub('german', [attack]))).toEqual([]);
    const held = { ...g, state: { ...g.state, ammunition: { ...g.state.ammunition, german: { saved: 0, shortage: 6, held: ['ger-71-ii-191-mortar'] } } } };
    expect(ruleset.check(held, sub('german', [attack])).map((i) => [i.code, i.path.join('.'), i.rule])).toEqual([['ammunition-shortage', 'orders.0.attack.indirect.0.units.0', 'SoS 14.74']]);
  });
});
