import { beforeEach, describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { abortsOf, aaFire } from '#games/streets-of-stalingrad/air/aa-fire';
import { stukasLeft, stukasOfTurn } from '#games/streets-of-stalingrad/air/availability';
import { runAutomatic } from '#games/streets-of-stalingrad/game/automatic';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import { freshPiece, type SosState } from '#games/streets-of-stalingrad/state/types';
import { bombardmentRules } from '#games/streets-of-stalingrad/windows/bombardment/index';
import { resolveBombardments } from '#games/streets-of-stalingrad/windows/bombardment/resolve-bombardment';
import { stukaCardProblems } from '../../../scenarios/streets-of-stalingrad/compile/tables';
import { blockedLos, bombardCtx, env, fragment, hexAt } from './bombardment-fixture';

// 13 September (turn 1), scenario #2: a Soviet rifle battalion in 1010 (suburb) under German
// Stukas in Simultaneous Bombardment Phase 2; the LW OP two hexes off; the Soviet AA
// regiment (4 circled AF, range 3, a scenario #1 counter added) near the target.
const T = '1010';
const CITY = '0911';
const M = hexAt(T, 3);
const OP = hexAt(T, 2, [M]);
const german = bombardCtx('german-bombardment-2');
const bombard = (b: object): SosOrder => ({ bombard: b }) as SosOrder;
const check = (state: SosState, orders: SosOrder[], ctx = german) => bombardmentRules.check(ctx, state, orders).map((i) => [i.path.join('.'), i.code, i.rule]);
const place = (state: SosState, orders: SosOrder[]) => bombardmentRules.adjudicate(german, state, orders, new FixedDice([])).state;
const resolve = (state: SosState, dice: Record<string, number>, soviet: SosStanding | null = null) =>
  resolveBombardments({ env, standing: { german: null, soviet }, date: '09-13', label: 'T01/2.resolve', phase: 2 }, state, new FixedDice(dice));
/** The fragment with `extra` scenario #1 pieces (the AA regiment) placed too. */
const position = (at: Record<string, string>, extra: Record<string, string> = {}): SosState => {
  const s = fragment(at);
  return { ...s, pieces: { ...s.pieces, ...Object.fromEntries(Object.entries(extra).map(([id, h]) => [id, freshPiece(h)])) } };
};
const die = (target: string, what = 'die') => `T01/2.resolve/${target}/german/${what}`;

beforeEach(() => blockedLos.clear());

describe('Stuka availability (SoS 15.11, 15.5)', () => {
  it('15.51: the cards (reconstructed) give #1 8 and #2 6 Stukas a turn, 5 AF each; 15.52: never more than the campaign\'s 21 together', () => {
    expect(stukasOfTurn(env, 'scenario-1', 1, {})).toBe(8);
    expect(stukasOfTurn(env, 'scenario-2', 13, {})).toBe(6);
    expect(env.tables.stukaCards.afPerUnit).toBe(5);
    expect(stukaCardProblems(env.tables)).toEqual([]);
    const over = { ...env.tables.stukaCards, scenarios: { ...env.tables.stukaCards.scenarios, 'scenario-1': Array(13).fill(22), 'scenario-2': Array(12).fill(6), 'scenario-3': [14, 14] } };
    const problems = stukaCardProblems({ stukas: env.tables.stukas, stukaCards: over });
    expect(problems).toEqual(expect.arrayContaining([
      'stukaCards.scenarios.scenario-1[0]: 22 is more than the 21 Stuka units (15.52)',
      'stukaCards.scenarios.scenario-2: 13 turns need 13 counts, got 12',
      'stukaCards.scenarios.scenario-3: the campaign card gives its first turn only (15.52), so it needs 1 count, got 2',
      "stukaCards.scenarios: turn 1 has 28 Stukas in #1 and #2 together, more than the campaign's 21 (15.52)",
    ]));
  });

  it('15.11: each Stuka flies once a turn: more than are left is refused; the used ones (15.21) come back in the next Administrative Phase', () => {
    const s = { ...position({ 'sov-1-1045': T }), stukasUsed: 5 };
    expect(stukasLeft(env, 'scenario-2', 1, s)).toBe(1);
    expect(check(s, [bombard({ target: T, table: 'crt', stukas: { count: 2 } })])).toEqual([['orders.0.bombard.stukas.count', 'no-stukas-left', 'SoS 15.11, 15.51']]);
    const r = resolve(place(position({ 'sov-1-1045': T }), [bombard({ target: T, table: 'crt', stukas: { count: 2 } })]), { [die(T)]: 10 });
    expect(r.state.stukasUsed).toBe(2);
    const admin = runAutomatic({ env, scenario: 'scenario-2', standing: { german: null, soviet: null } }, r.state, { kind: 'automatic', step: '1.server', phase: 1, rule: '', notes: [], turn: 2 }, new FixedDice([]));
    expect(admin.state.stukasUsed).toBe(0);
    expect(admin.events).toContainEqual({ type: 'stukas-available', phase: 1, returned: 2, rule: 'SoS 15.11, 15.21' });
  });

  it('15.11, 15.51: the German bombardment window\'s notes tell the Stukas left this turn; the Soviet\'s and phase 9\'s say nothing of them', () => {
    const s = { ...position({ 'sov-1-1045': T }), stukasUsed: 2 };
    expect(bombardmentRules.notes!(german, s)).toEqual([expect.stringMatching(/^Stukas left this turn: 4 of 6, 5 AF each/)]);
    expect(bombardmentRules.notes!(bombardCtx('soviet-bombardment-2'), s)).toEqual([]);
    expect(bombardmentRules.notes!(bombardCtx('german-bombardment-9'), s)).toEqual([]);
  });

  it('15.11: Stukas bombard in Simultaneous Bombardment Phase 2 or 6 only', () => {
    const s = position({ 'sov-1-1045': T });
    expect(check(s, [bombard({ target: T, table: 'crt', stukas: { count: 1 } })], bombardCtx('german-bombardment-9'))).toEqual([['orders.0.bombard.stukas', 'stukas-phase', 'SoS 15.11']]);
    expect(check(s, [bombard({ target: T, table: 'crt', stukas: { count: 1 } })], bombardCtx('german-bombardment-6'))).toEqual([]);
  });
});

describe('Stuka bombardment (SoS 15.13-15.17, 15.2, 15.3)', () => {
  it('15.13, 15.15: Stukas need no spotter; 2 Stukas (10 AF) bombard on the CRT at the self-spotting 0', () => {
    const s = place(position({ 'sov-1-1045': T }), [bombard({ target: T, table: 'crt', stukas: { count: 2 } })]);
    expect(s.bombardments).toEqual([{ side: 'german', target: T, table: 'crt', units: [], af: 0, spotting: 'selfSpotting', namedLeaderAdjacent: false, opOn1039: false, stukas: { count: 2, lwOpSees: false, lwOpOn1039: false } }]);
    const r = resolve(s, { [die(T)]: 3 });
    const b = r.events.find((e) => e.type === 'bombardment')!;
    expect(b).toMatchObject({ af: 10, stukas: 2, column: '10-19', die: 3 });
    expect(b.drms).toContainEqual({ value: 0, reason: 'Spotting Table: selfSpotting', rule: 'SoS 14.3' });
  });

  it('15.15: Stukas may use the WBBT', () => {
    const r = resolve(place(position({ 'sov-1-1045': T }), [bombard({ target: T, table: 'wbbt', stukas: { count: 1 } })]), { [die(T)]: 2 });
    expect(r.events.find((e) => e.type === 'bombardment')).toMatchObject({ table: 'wbbt', af: 5, column: '5-6' });
  });

  it('14.01: Stukas combine their AF with IF against the same hex: a 6 AF mortar and 3 Stukas read 20-29, the IF\'s spotting read (14.31)', () => {
    const A = hexAt(T, 1, [M, OP]);
    const s = place(position({ 'sov-1-1045': T, 'ger-8-276': M, 'ger-5-276': A }), [
      bombard({ target: T, table: 'crt', indirect: [{ units: ['ger-8-276'], spotter: 'ger-5-276' }], stukas: { count: 3 } }),
    ]);
    const r = resolve(s, { [die(T)]: 10 });
    const b = r.events.find((e) => e.type === 'bombardment')!;
    expect(b).toMatchObject({ af: 21, stukas: 3, column: '20-29' });
    expect(b.drms).toContainEqual({ value: 0, reason: 'Spotting Table: adjacentInCommand', rule: 'SoS 14.3' });
  });

  it('15.16: Stukas may not attack a city hex with German units adjacent (a bridge, minefield or fortification apart)', () => {
    const next = hexAt(CITY, 1);
    const s = position({ 'sov-1-1045': CITY, 'ger-5-276': next });
    expect(check(s, [bombard({ target: CITY, table: 'crt', stukas: { count: 1 } })])).toEqual([['orders.0.bombard.stukas', 'stukas-german-adjacent', 'SoS 15.16']]);
    expect(check(position({ 'sov-1-1045': T, 'ger-5-276': hexAt(T, 1) }), [bombard({ target: T, table: 'crt', stukas: { count: 1 } })])).toEqual([]);
  });

  it('15.17: the LW OP sees the target hex: -1 when a Stuka takes part; another unit is not the LW OP (14.21)', () => {
    const s = place(position({ 'sov-1-1045': T, 'ger-lw-op': OP }), [bombard({ target: T, table: 'crt', stukas: { count: 1, spotter: 'ger-lw-op' } })]);
    expect(s.bombardments[0]!.stukas).toEqual({ count: 1, lwOpSees: true, lwOpOn1039: false });
    const r = resolve(s, { [die(T)]: 5 });
    expect(r.events.find((e) => e.type === 'bombardment')!.drms).toContainEqual({ value: -1, reason: 'the LW OP sees the target hex of the Stukas', rule: 'SoS 15.17' });
    blockedLos.add(`${OP}>${T}`);
    const unseen = place(position({ 'sov-1-1045': T, 'ger-lw-op': OP }), [bombard({ target: T, table: 'crt', stukas: { count: 1, spotter: 'ger-lw-op' } })]);
    expect(unseen.bombardments[0]!.stukas!.lwOpSees).toBe(false);
    expect(check(position({ 'sov-1-1045': T, 'ger-5-276': OP }), [bombard({ target: T, table: 'crt', stukas: { count: 1, spotter: 'ger-5-276' } })])).toEqual([['orders.0.bombard.stukas.spotter', 'not-lw-op', 'SoS 14.21, 15.17']]);
  });

  it('15.22: Stukas placed for interdiction stay on the hex without a roll, 1 MP a 5 points, until the end of the next Attack Phase', () => {
    const r = resolve(place(position({ 'sov-1-1045': T }), [bombard({ target: T, interdict: true, stukas: { count: 2 } })]), {});
    expect(r.events).toEqual([expect.objectContaining({ type: 'interdiction', hex: T, af: 10, stukas: 2, mpPerHex: 2, until: 'end of phase 5', rule: 'SoS 14.84, 15.22' })]);
    expect(r.state.interdiction).toEqual([{ side: 'german', hex: T, af: 10, phase: 2 }]);
  });

  it('15.31, 15.32, 15.33, 15.43: Stukas bombard an East Bank box on the EBBT, separately from the IF, -1 with the LW OP on 1039, after the box\'s 10 AA points fire', () => {
    const h = hexAt('0214', 3);
    const s = place(position({ 'ger-iv-194': h, 'ger-94-op': '1039', 'ger-lw-op': '1039', 'sov-katyusha': 'EB-S' }), [
      bombard({ target: 'EB-S', indirect: [{ units: ['ger-iv-194'], spotter: 'ger-94-op' }], stukas: { count: 2, spotter: 'ger-lw-op' } }),
    ]);
    expect(s.bombardments[0]!.stukas).toEqual({ count: 2, lwOpSees: false, lwOpOn1039: true });
    const r = resolve(s, { [die('EB-S', 'aa')]: 10, [die('EB-S')]: 10, [die('EB-S', 'stukas/die')]: 2, [die('EB-S', 'stukas/pinned-1')]: 1 });
    expect(r.events.find((e) => e.type === 'aa-fire')).toMatchObject({ intrinsic: 10, af: 10, units: [], column: '10-19', die: 10, result: '-', aborted: 0, rule: 'SoS 15.42, 15.43, 15.45' });
    const rolls = r.events.filter((e) => e.type === 'bombardment');
    expect(rolls).toHaveLength(2);
    expect(rolls[0]).toMatchObject({ af: 11, die: 10 });
    expect(rolls[1]).toMatchObject({ af: 10, stukas: 2, column: '10-19', die: 2, mdr: 1, rule: 'SoS 15.31, 15.32' });
    expect(rolls[1]!.drms).toEqual([{ value: -1, reason: 'the LW OP is on Mamayev Kurgan (1039)', rule: 'SoS 15.31' }]);
    expect(r.state.pieces['sov-katyusha']!.pinned).toBe(true);
  });
});

describe('Soviet AA fire (SoS 15.4)', () => {
  const aaAt = hexAt(T, 3, [M, OP]);
  const strike = (soviet: SosStanding | null, dice: Record<string, number>, count = 2) =>
    resolve(place(position({ 'sov-1-1045': T }, { 'sov-aa': aaAt }), [bombard({ target: T, table: 'crt', stukas: { count } })]), dice, soviet);

  it('15.41, 15.42, 15.45: the AA unit in range fires first, one unmodified d10 on the CRT; a P is ignored (Stukas are never pinned) and the AA unit is not spent', () => {
    const r = strike(null, { [die(T, 'aa')]: 1, [die(T)]: 10 });
    expect(r.events[0]).toEqual({ type: 'aa-fire', target: T, units: ['sov-aa'], intrinsic: 0, af: 4, column: '4', drms: [], die: 1, result: 'P', stukas: 2, aborted: 0, rule: 'SoS 15.42, 15.43, 15.45' });
    expect(r.events[1]).toMatchObject({ type: 'bombardment', af: 10, stukas: 2 });
    expect(r.state.pieces['sov-aa']).toMatchObject({ spent: false, pinned: false });
  });

  it('15.44: the LOS is always clear for AA fire; out of range it does not fire', () => {
    blockedLos.add(`${aaAt}>${T}`);
    expect(strike(null, { [die(T, 'aa')]: 1, [die(T)]: 10 }).events[0]).toMatchObject({ type: 'aa-fire', units: ['sov-aa'] });
    const far = resolve(place(position({ 'sov-1-1045': T }, { 'sov-aa': hexAt(T, 4) }), [bombard({ target: T, table: 'crt', stukas: { count: 1 } })]), { [die(T)]: 10 });
    expect(far.events.some((e) => e.type === 'aa-fire')).toBe(false);
  });

  it('15.42: the Soviet standing aa: `hold` keeps the AA silent', () => {
    expect(strike({ aa: { policy: 'hold' } }, { [die(T)]: 10 }).events.some((e) => e.type === 'aa-fire')).toBe(false);
    expect(strike({ aa: { hold: ['sov-aa'] } }, { [die(T)]: 10 }).events.some((e) => e.type === 'aa-fire')).toBe(false);
  });

  it('15.42: each AA unit fires once a phase: at the first Stukas only', () => {
    const T2 = hexAt(T, 1, [M, OP, aaAt]);
    const s = place(position({ 'sov-1-1045': T, 'sov-2-1045': T2 }, { 'sov-aa': aaAt }), [
      bombard({ target: T, table: 'crt', stukas: { count: 1 } }),
      bombard({ target: T2, table: 'crt', stukas: { count: 1 } }),
    ]);
    const r = resolve(s, { [die(T, 'aa')]: 5, [die(T)]: 10, [die(T2)]: 10 });
    expect(r.events.filter((e) => e.type === 'aa-fire')).toHaveLength(1);
    expect(r.state.stukasUsed).toBe(2);
  });

  it('E57 (15.45): an AA result of D2: two Stukas abort to the "Stukas Unavailable" box; the rest bombard (15.46)', () => {
    expect(abortsOf('D2', 4)).toBe(2);
    expect(abortsOf('D1P', 4)).toBe(1);
    expect(abortsOf('P', 4)).toBe(0);
    expect(abortsOf('DE', 3)).toBe(3);
    // 30 circled AF (the AA regiment's value raised for the example) read 30-49: a 1 is D2
    const strong: SosEnv = { ...env, counter: (id: string) => (id === 'sov-aa' ? { ...env.counter(id), af: 30 } : env.counter(id)) } as SosEnv;
    const s = position({ 'sov-1-1045': T }, { 'sov-aa': aaAt });
    const aa = aaFire(strong, s, null, T, 3, new Set(), new FixedDice({ 'x/aa': 1 }), 'x');
    expect(aa).toMatchObject({ aborted: 2, firers: ['sov-aa'] });
    expect(aa.events[0]).toMatchObject({ column: '30-49', die: 1, result: 'D2', stukas: 3, aborted: 2 });
    const r = resolveBombardments({ env: strong, standing: { german: null, soviet: null }, date: '09-13', label: 'T01/2.resolve', phase: 2 }, place(s, [bombard({ target: T, table: 'crt', stukas: { count: 3 } })]), new FixedDice({ [die(T, 'aa')]: 1, [die(T)]: 10 }));
    expect(r.events[1]).toEqual({ type: 'stukas-aborted', target: T, aborted: 2, left: 1, rule: 'SoS 15.45' });
    expect(r.events[2]).toMatchObject({ type: 'bombardment', af: 5, stukas: 1 });
    expect(r.state.stukasUsed).toBe(3);
  });

  it('15.45, 15.46: every Stuka aborted, with no IF, the bombardment is not made', () => {
    const strong: SosEnv = { ...env, counter: (id: string) => (id === 'sov-aa' ? { ...env.counter(id), af: 50 } : env.counter(id)) } as SosEnv;
    const s = place(position({ 'sov-1-1045': T }, { 'sov-aa': aaAt }), [bombard({ target: T, table: 'crt', stukas: { count: 1 } })]);
    const r = resolveBombardments({ env: strong, standing: { german: null, soviet: null }, date: '09-13', label: 'T01/2.resolve', phase: 2 }, s, new FixedDice({ [die(T, 'aa')]: 1 }));
    expect(r.events.map((e) => e.type)).toEqual(['aa-fire', 'stukas-aborted']);
    expect(r.state.pieces['sov-1-1045']!.pinned).toBe(false);
  });
});
