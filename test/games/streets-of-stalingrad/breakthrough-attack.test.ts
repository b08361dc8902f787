import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { spendBreakthruMarkers } from '#games/streets-of-stalingrad/markers/remove-markers';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import type { SosWindowName } from '#games/streets-of-stalingrad/sequence/steps';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { check, codes, ctxAt, fragment } from './movement-window-fixture';

/**
 * SoS 10.0 in the German Movement Phase of 13 September on the open steppe west of the city
 * (columns 31 to 33 are clear): StuG company 244 (AF 7, armored) stands in 3231, next to a
 * Guards company of the 42nd in 3232; the armored infantry of the 16th (AF 5, range 2) may
 * fire from 3230, two hexes off.
 */
const T = '3232';
const bt = (attackers: string[], extra: object = {}, target = T) => ({ breakthrough: { target, attackers, ...extra } });
const move = (units: string[], path: string[], extra: object = {}) => ({ move: { units, path, ...extra } });
const run = (state: SosState, orders: unknown[], dice: Record<string, number>, soviet: SosStanding | null = null, name: SosWindowName = 'german-movement') => {
  const ctx = { ...ctxAt(1, name), standing: { german: null, soviet } };
  return windowRules(name).adjudicate(ctx, state, orders as SosOrder[], new FixedDice(dice));
};
const W = 'T01/german-movement';
const DF = `${W}/${T}/df/3231`;
const ATTACK = `${W}/${T}/attack`;
const types = (events: readonly { type: string }[]) => events.map((e) => e.type);
const spent = (s: SosState, ...ids: string[]): SosState => ({ ...s, pieces: Object.fromEntries(Object.entries(s.pieces).map(([id, p]) => [id, ids.includes(id) ? { ...p, spent: true } : p])) });

describe('SoS 10.1-10.9: a breakthrough attack in a movement phase, resolved at once', () => {
  const s = fragment({ 'ger-stug-244': '3231', 'ger-16pg-1': '3230', 'sov-1-42g': T });

  it('10.1: resolved as other attacks (9.6): the Guards fire defensively at 3231 (DF 5, +1: armor and no underlined AF, 9.92), then the StuG and the 16th fire 12 AF, column 10-19; a 1 is D1', () => {
    const r = run(s, [bt(['ger-stug-244', 'ger-16pg-1'])], { [DF]: 10, [ATTACK]: 1 });
    expect(types(r.events)).toEqual(['defense', 'defensive-fire', 'attack', 'breakthrough-attack']);
    const df = r.events.find((e) => e.type === 'defensive-fire')!;
    expect(df).toMatchObject({ hex: T, at: '3231', total: 5, column: '5-6', die: 10, result: '-' });
    expect((df['drms'] as { rule: string }[]).map((d) => d.rule)).toContain('SoS 9.92');
    expect(r.events.find((e) => e.type === 'attack')).toMatchObject({ hex: T, total: 12, column: '10-19', die: 1, result: 'D1', eliminated: ['sov-1-42g'] });
  });

  it('10.6: every defender eliminated, an adjacent attacker moves into the hex and stops; the "breakthru" marker is placed; the other attackers are spent and move no further', () => {
    const r = run(s, [bt(['ger-stug-244', 'ger-16pg-1']), move(['ger-16pg-1'], ['3130'])], { [DF]: 10, [ATTACK]: 1 });
    expect(r.events.find((e) => e.type === 'breakthrough-attack')).toMatchObject({ rule: 'SoS 10.6', hex: T, result: 'succeeded', advanced: ['ger-stug-244'], spent: ['ger-16pg-1'], marker: true });
    expect(r.state.pieces['ger-stug-244']).toMatchObject({ at: T, spent: false });
    expect(r.state.pieces['ger-16pg-1']).toMatchObject({ at: '3230', spent: true });
    expect(r.state.markers.breakthru).toEqual([T]);
    expect(r.events.at(-1)).toMatchObject({ type: 'move-skipped', order: 1, code: 'moved-twice' });
  });

  it('10.6: "advance" names the attackers that move in; one not adjacent to the hex is refused', () => {
    const two = fragment({ 'ger-stug-244': '3231', 'ger-16pg-2': '3231', 'sov-1-42g': T });
    const r = run(two, [bt(['ger-stug-244', 'ger-16pg-2'], { advance: ['ger-16pg-2'] })], { [DF]: 10, [ATTACK]: 1 });
    expect(r.state.pieces['ger-16pg-2']!.at).toBe(T);
    expect(r.state.pieces['ger-stug-244']).toMatchObject({ at: '3231', spent: true });
    expect(codes(check(1, 'german-movement', s, [bt(['ger-stug-244', 'ger-16pg-1'], { advance: ['ger-16pg-1'] })]))).toEqual([['not-adjacent', 'orders.0.breakthrough.advance.0']]);
  });

  it('10.6: a failed attack (a 10: no result) spends every attacker, which move no further; 10.4: no other breakthrough attack on the hex that phase', () => {
    const r = run(s, [bt(['ger-stug-244']), bt(['ger-16pg-1']), move(['ger-stug-244'], ['3230'])], { [DF]: 10, [ATTACK]: 10 });
    expect(r.events.find((e) => e.type === 'breakthrough-attack')).toMatchObject({ result: 'failed', advanced: [], spent: ['ger-stug-244'], marker: false });
    expect(r.state.pieces['ger-stug-244']).toMatchObject({ at: '3231', spent: true });
    expect(r.state.markers.breakthru).toEqual([]);
    expect(r.events.filter((e) => e.type === 'order-skipped' || e.type === 'move-skipped').map((e) => [e['order'], e['code'], e['rule']])).toEqual([
      [1, 'attacked-twice', 'SoS 10.4'],
      [2, 'moved-twice', 'SoS 8.06, 8.07'],
    ]);
  });

  it('10.6: "All defending units ... must be eliminated": a D1P on two Guards companies eliminates one and the other retreats: the attack fails', () => {
    const two = fragment({ 'ger-stug-244': '3231', 'ger-16pg-1': '3230', 'sov-1-42g': T, 'sov-2-42g': T });
    const r = run(two, [bt(['ger-stug-244', 'ger-16pg-1'])], { [DF]: 10, [ATTACK]: 3 });
    expect(r.events.find((e) => e.type === 'attack')).toMatchObject({ result: 'D1P' });
    expect(r.events.find((e) => e.type === 'breakthrough-attack')).toMatchObject({ result: 'failed', marker: false });
    expect(r.state.pieces['ger-stug-244']!.at).toBe('3231');
  });

  it('10.5, 9.46: the defenders do not retreat before combat, whatever their standing retreat rule', () => {
    const two = fragment({ 'ger-stug-244': '3231', 'sov-1-42g': T, 'sov-2-42g': T });
    const standing = { retreatBeforeCombat: [{ hex: T, minAf: 1, stay: ['sov-2-42g'], path: ['3333'] }] } as SosStanding;
    const r = run(two, [bt(['ger-stug-244'])], { [DF]: 10, [ATTACK]: 10 }, standing);
    expect(r.events.find((e) => e.type === 'defense')).toMatchObject({ rule: 'SoS 10.3, 10.5', retreat: [] });
    expect(types(r.events)).not.toContain('retreat-before-combat');
    expect(r.state.pieces['sov-1-42g']!.at).toBe(T);
  });

  it('10.3: every defending unit in the hex fires defensively, by the standing plan (both Guards companies: DF 10)', () => {
    const two = fragment({ 'ger-stug-244': '3231', 'sov-1-42g': T, 'sov-2-42g': T });
    const r = run(two, [bt(['ger-stug-244'])], { [DF]: 10, [ATTACK]: 10 });
    expect(r.events.find((e) => e.type === 'defensive-fire')).toMatchObject({ total: 10, column: '10-19' });
  });

  it('10.8, 12.9: the Guards next to the new marker counter-attack by their standing rule and retake the hex: the marker is removed; a company two hexes off takes no part', () => {
    const ica = fragment({ 'ger-stug-244': '3231', 'sov-1-42g': T, 'sov-2-42g': '3233', 'sov-3-42g': '3234' });
    const r = run(ica, [bt(['ger-stug-244'])], { [DF]: 10, [ATTACK]: 1, [`${W}/${T}/ica`]: 10 }, { counterAttack: { rules: [{ minDifference: -20 }] } });
    const e = r.events.find((x) => x.type === 'instant-counter-attack')!;
    expect(e).toMatchObject({ hex: T, units: ['sov-2-42g'], af: 5, df: 6, difference: -1, die: 10 });
    expect(r.state.pieces['sov-2-42g']!.at).toBe(T);
    expect(r.state.markers.breakthru).toEqual([]);
  });

  it('10.8: with no counter-attack the marker stays; 10.9: at the end of the phase it becomes a "spent" marker on the units under it', () => {
    const r = run(s, [bt(['ger-stug-244'])], { [DF]: 10, [ATTACK]: 1 });
    expect(r.state.markers.breakthru).toEqual([T]);
    const end = spendBreakthruMarkers(r.state, 3);
    expect(end.state.markers.breakthru).toEqual([]);
    expect(end.state.pieces['ger-stug-244']!.spent).toBe(true);
    expect(end.events[0]).toMatchObject({ markers: 'breakthru', spent: ['ger-stug-244'], rule: 'SoS 10.9' });
  });

  it('10.1: in the Exploit Movement Phase too', () => {
    const r = run(s, [bt(['ger-stug-244'])], { [`T01/german-exploit-movement/${T}/df/3231`]: 10, [`T01/german-exploit-movement/${T}/attack`]: 1 }, null, 'german-exploit-movement');
    expect(r.state.markers.breakthru).toEqual([T]);
  });
});

describe('SoS 10.2-10.7, 8.52: what the check refuses, every problem at once', () => {
  const s = fragment({ 'ger-stug-244': '3231', 'ger-16pg-1': '3230', 'sov-1-42g': T });
  const at = (n: number, ...rest: (string | number)[]) => ['orders', n, 'breakthrough', ...rest].join('.');

  it('a legal breakthrough attack passes', () => {
    expect(check(1, 'german-movement', s, [bt(['ger-stug-244', 'ger-16pg-1'])])).toEqual([]);
  });

  it('10.2 Ω: at least one non-pinned attacker adjacent to the attacked hex', () => {
    expect(codes(check(1, 'german-movement', s, [bt(['ger-16pg-1'])]))).toEqual([['no-adjacent-attacker', at(0, 'attackers')]]);
    const pinned = fragment({ 'ger-stug-244': '3231', 'ger-16pg-1': '3230', 'sov-1-42g': T }, { pinned: ['ger-stug-244'] });
    expect(codes(check(1, 'german-movement', pinned, [bt(['ger-stug-244', 'ger-16pg-1'])]))).toEqual([['pinned', at(0, 'attackers', 0)], ['no-adjacent-attacker', at(0, 'attackers')]]);
  });

  it('10.2: "May not include units with pinned or spent markers on them"', () => {
    const r = check(1, 'german-movement', spent(s, 'ger-16pg-1'), [bt(['ger-stug-244', 'ger-16pg-1'])]);
    expect(r.map((i) => [i.code, i.path.join('.'), i.rule])).toEqual([['spent', at(0, 'attackers', 1), 'SoS 10.2']]);
  });

  it('10.2 ∆: only against clear, forest and suburb/village hexes: not a city hex', () => {
    const city = fragment({ 'ger-stug-244': '0409', 'sov-1-42g': '0410' });
    expect(codes(check(1, 'german-movement', city, [bt(['ger-stug-244'], {}, '0410')]))).toEqual([['target-terrain', at(0, 'target')]]);
  });

  it('10.2 (the garbled bullet, as read): a suburb hex with a balka counts as clear unless the attack crosses the balka', () => {
    const along = fragment({ 'ger-stug-244': '1823', 'sov-1-42g': '1824' });
    expect(check(1, 'german-movement', along, [bt(['ger-stug-244'], {}, '1824')])).toEqual([]);
    const across = fragment({ 'ger-stug-244': '1924', 'sov-1-42g': '1824' });
    expect(codes(check(1, 'german-movement', across, [bt(['ger-stug-244'], {}, '1824')]))).toEqual([['across-wall-or-balka', at(0, 'target')]]);
  });

  it('10.2, 14.85: not against a hex interdicted with IF explosion markers (the defender\'s own interdiction too)', () => {
    const x = { ...s, interdiction: [{ side: 'soviet' as const, hex: T, af: 6, phase: 2 }] };
    expect(codes(check(1, 'german-movement', x, [bt(['ger-stug-244'])]))).toEqual([['interdicted', at(0, 'target')]]);
  });

  it('10.3: direct fire units only: a howitzer may not take part; a mortar fires under indirect (breakthrough-attack-support.test.ts)', () => {
    const sov = fragment({ 'ger-71-5-191': T, 'sov-1-42g': '3233', 'sov-42g-mortar': '3234', 'sov-62-howitzer': '3235' });
    expect(codes(check(1, 'soviet-movement', sov, [bt(['sov-1-42g', 'sov-42g-mortar', 'sov-62-howitzer'])]))).toEqual([
      ['if-as-direct-fire', at(0, 'attackers', 1)],
      ['not-direct-fire', at(0, 'attackers', 2)],
    ]);
  });

  it('10.4: a hex undergoes one breakthrough attack a phase (the check takes the first to succeed, so the hex is empty too)', () => {
    const other = fragment({ 'ger-stug-244': '3231', 'ger-16pg-2': '3233', 'sov-1-42g': T });
    expect(codes(check(1, 'german-movement', other, [bt(['ger-stug-244']), bt(['ger-16pg-2'])]))).toEqual([['no-enemy', at(1, 'target')], ['attacked-twice', at(1, 'target')]]);
  });

  it('10.6: units under a "breakthru" marker may not attack again', () => {
    const under = fragment({ 'ger-stug-244': '3231', 'sov-1-42g': T }, { breakthru: ['3231'] });
    expect(codes(check(1, 'german-movement', under, [bt(['ger-stug-244'])]))).toEqual([['under-breakthru', at(0, 'attackers', 0)]]);
  });

  it('10.7: a unit that moved through a "breakthru" marker makes no breakthrough attack that phase', () => {
    const through = fragment({ 'ger-stug-244': '3230', 'sov-1-42g': T }, { breakthru: ['3229'] });
    const orders = [move(['ger-stug-244'], ['3229', '3230', '3231'], { mode: 'breakthrough' }), bt(['ger-stug-244'])];
    expect(codes(check(1, 'german-movement', through, orders))).toEqual([['through-breakthru', at(1, 'attackers', 0)]]);
  });

  it('E30 (10.7): through a "breakthru" marker costs half the MP available: 9 of the armored infantry\'s 18 in Movement Phase 3', () => {
    const through = fragment({ 'ger-16pg-1': '3228' }, { breakthru: ['3229'] });
    const r = windowRules('german-movement').adjudicate(ctxAt(1, 'german-movement'), through, [move(['ger-16pg-1'], ['3229', '3230'])] as SosOrder[], new FixedDice([]));
    expect(r.events.find((e) => e.type === 'moved')).toMatchObject({ mp: 10, steps: [{ to: '3229', mp: 9 }, { to: '3230', mp: 1 }] });
  });

  it('8.52: the attackers that move before a breakthrough attack move together as one stack', () => {
    const apart = fragment({ 'ger-stug-244': '3230', 'ger-16pg-1': '3229', 'sov-1-42g': T });
    const orders = [move(['ger-stug-244'], ['3231'], { mode: 'breakthrough' }), move(['ger-16pg-1'], ['3230'], { mode: 'breakthrough' }), bt(['ger-stug-244', 'ger-16pg-1'])];
    expect(codes(check(1, 'german-movement', apart, orders))).toEqual([['not-moved-together', at(2, 'attackers')]]);
    const together = fragment({ 'ger-stug-244': '3230', 'ger-16pg-1': '3230', 'sov-1-42g': T });
    expect(check(1, 'german-movement', together, [move(['ger-stug-244', 'ger-16pg-1'], ['3231'], { mode: 'breakthrough' }), bt(['ger-stug-244', 'ger-16pg-1'])])).toEqual([]);
  });

  it('the check takes the attack to succeed (as it takes moves to meet no fire): a later move through the hex passes; the adjudication skips it when the attack fails', () => {
    const more = fragment({ 'ger-stug-244': '3231', 'ger-16pg-2': '3332', 'sov-1-42g': T });
    const orders = [bt(['ger-stug-244']), move(['ger-16pg-2'], [T, '3133'])];
    expect(check(1, 'german-movement', more, orders)).toEqual([]);
    const failed = run(more, orders, { [DF]: 10, [ATTACK]: 10 });
    expect(failed.events.at(-1)).toMatchObject({ type: 'move-skipped', order: 1 });
    const won = run(more, orders, { [DF]: 10, [ATTACK]: 1 });
    expect(won.state.pieces['ger-16pg-2']!.at).toBe('3133');
  });
});
