import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { parseSosOrders } from '#games/streets-of-stalingrad/orders/parse';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import type { SosWindowName } from '#games/streets-of-stalingrad/sequence/steps';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { check, codes, ctxAt, fragment } from './movement-window-fixture';

/**
 * SoS 10.3 in the German Movement Phase of 13 September on the open steppe west of the city
 * (columns 31 to 33 are clear): a Guards company of the 42nd holds 3232; the 5th company of
 * II/191 (AF 4) stands next to it in 3231, the II/191 mortar (AF 6, IF range 8) four hexes off
 * in 3228, StuG company 244 (AF 7, independent) in 3231 too, and the LW OP in 3229.
 */
const T = '3232';
const W = 'T01/german-movement';
const DF = `${W}/${T}/df/3231`;
const ATTACK = `${W}/${T}/attack`;
const bt = (attackers: string[], extra: object = {}, target = T) => ({ breakthrough: { target, attackers, ...extra } });
const mortar = (spotter = 'ger-71-5-191', units = ['ger-71-ii-191-mortar']) => ({ indirect: [{ units, spotter }] });
const run = (state: SosState, orders: unknown[], dice: Record<string, number>, soviet: SosStanding | null = null, name: SosWindowName = 'german-movement') => {
  const ctx = { ...ctxAt(1, name), standing: { german: null, soviet } };
  return windowRules(name).adjudicate(ctx, state, orders as SosOrder[], new FixedDice(dice));
};
const at = (n: number, ...rest: (string | number)[]) => ['orders', n, 'breakthrough', ...rest].join('.');

describe('SoS 10.3: mortars within the attacking units\' command take part, spotted as in attacks', () => {
  const s = fragment({ 'sov-1-42g': T, 'ger-71-5-191': '3231', 'ger-71-ii-191-mortar': '3228' });

  it('the II/191 mortar, spotted by the II/191 company next to the target, adds its AF 6 to the company\'s 4: column 10-19, Spotting Table 0; its explosion marker is out for the turn', () => {
    const orders = [bt(['ger-71-5-191'], mortar())];
    expect(check(1, 'german-movement', s, orders)).toEqual([]);
    const r = run(s, orders, { [DF]: 10, [ATTACK]: 1 });
    const ev = r.events.find((e) => e.type === 'attack')!;
    expect(ev).toMatchObject({ hex: T, total: 10, column: '10-19', die: 1, eliminated: ['sov-1-42g'] });
    expect(ev['firers']).toContainEqual({ id: 'ger-71-ii-191-mortar', points: 6, uses: 'AF', rule: 'SoS 9.13' });
    expect(ev['drms']).toContainEqual(expect.objectContaining({ value: 0, rule: 'SoS 14.3' }));
    expect(r.state.ifFired).toContain('ger-71-ii-191-mortar');
    expect(r.events.find((e) => e.type === 'breakthrough-attack')).toMatchObject({ result: 'succeeded', advanced: ['ger-71-5-191'] });
    // the mortar does not move into the hex and is not spent: it took part by IF from where it stands
    expect(r.state.pieces['ger-71-ii-191-mortar']).toMatchObject({ at: '3228', spent: false });
  });

  it('a mortar not within any attacker\'s command (the StuG is an independent battalion\'s) may not take part', () => {
    const stug = fragment({ 'sov-1-42g': T, 'ger-stug-244': '3231', 'ger-71-ii-191-mortar': '3228', 'ger-71-5-191': '3131' });
    expect(codes(check(1, 'german-movement', stug, [bt(['ger-stug-244'], mortar())]))).toEqual([['not-in-command', at(0, 'indirect', 0, 'units', 0)]]);
  });

  it('"All other IF artillery types may not participate": the 62 Army howitzer is refused, named as an attacker or under indirect; a mortar named as an attacker is sent under indirect', () => {
    const sov = fragment({ 'ger-71-5-191': T, 'sov-1-42g': '3233', 'sov-42g-mortar': '3234', 'sov-62-howitzer': '3235' });
    expect(codes(check(1, 'soviet-movement', sov, [bt(['sov-1-42g', 'sov-42g-mortar', 'sov-62-howitzer'])]))).toEqual([
      ['if-as-direct-fire', at(0, 'attackers', 1)],
      ['not-direct-fire', at(0, 'attackers', 2)],
    ]);
    expect(codes(check(1, 'soviet-movement', sov, [bt(['sov-1-42g'], mortar('sov-1-42g', ['sov-62-howitzer']))]))).toEqual([['not-a-mortar', at(0, 'indirect', 0, 'units', 0)]]);
    expect(check(1, 'soviet-movement', sov, [bt(['sov-1-42g'], mortar('sov-1-42g', ['sov-42g-mortar']))])).toEqual([]);
  });

  it('14.02, 14.07, 14.25: a mortar whose marker is out, a pinned mortar and a spotter out of spotting range are refused as in attacks', () => {
    const fired = { ...s, ifFired: ['ger-71-ii-191-mortar'] };
    expect(codes(check(1, 'german-movement', fired, [bt(['ger-71-5-191'], mortar())]))).toEqual([['already-fired', at(0, 'indirect', 0, 'units', 0)]]);
    const pinned = fragment({ 'sov-1-42g': T, 'ger-71-5-191': '3231', 'ger-71-ii-191-mortar': '3228' }, { pinned: ['ger-71-ii-191-mortar'] });
    expect(codes(check(1, 'german-movement', pinned, [bt(['ger-71-5-191'], mortar())]))).toEqual([['pinned', at(0, 'indirect', 0, 'units', 0)]]);
    const far = fragment({ 'sov-1-42g': T, 'ger-71-5-191': '3231', 'ger-71-6-191': '3220', 'ger-71-ii-191-mortar': '3228' });
    expect(check(1, 'german-movement', far, [bt(['ger-71-5-191', 'ger-71-6-191'], mortar('ger-71-6-191'))]).map((i) => [i.code, i.rule])).toContainEqual(['beyond-spotting-range', 'SoS 14.25']);
  });

  it('14.02: the mortar fires once a turn: a second breakthrough attack of the phase may not name it again', () => {
    const two = fragment({ 'sov-1-42g': T, 'sov-2-42g': '3132', 'ger-71-5-191': '3231', 'ger-71-6-191': '3131', 'ger-71-ii-191-mortar': '3228' });
    const orders = [bt(['ger-71-5-191'], mortar()), bt(['ger-71-6-191'], mortar('ger-71-6-191'), '3132')];
    expect(codes(check(1, 'german-movement', two, orders))).toEqual([['already-fired', at(1, 'indirect', 0, 'units', 0)]]);
  });

  it('9.18: a unit fires once at one target: a mortar both attacker and under indirect is refused when the file is read', () => {
    const read = parseSosOrders([bt(['ger-71-5-191', 'ger-71-ii-191-mortar'], mortar())], undefined, 'german');
    expect(read.issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([[at(0, 'indirect', 0, 'units', 0), 'unit-repeated', 'SoS 9.18']]);
  });
});

describe('SoS 10.3, 14.95: an OP that spots a breakthrough attack\'s mortar is held in its side\'s next movement phase', () => {
  it('the 71 ID OP in 3230 spots for the II/191 mortar; the mortar fires and the OP is recorded as having spotted in phase 3', () => {
    const s = fragment({ 'sov-1-42g': T, 'ger-71-5-191': '3231', 'ger-71-ii-191-mortar': '3228', 'ger-71-op': '3230' });
    const orders = [bt(['ger-71-5-191'], mortar('ger-71-op'))];
    expect(check(1, 'german-movement', s, orders)).toEqual([]);
    const r = run(s, orders, { [DF]: 10, [ATTACK]: 10 });
    expect(r.events.find((e) => e.type === 'attack')!['firers']).toContainEqual(expect.objectContaining({ id: 'ger-71-ii-191-mortar' }));
    expect(r.state.opSpotted).toEqual([expect.objectContaining({ unit: 'ger-71-op', turn: 1, phase: 3 })]);
  });
});

describe('SoS 10.3, 15.14: Stukas with the LW OP spotting', () => {
  const s = fragment({ 'sov-1-42g': T, 'ger-stug-244': '3231', 'ger-lw-op': '3229' });

  it('two Stukas add 10 AF to the StuG\'s 7 (column 10-19), -1 for the LW OP seeing the target; they are used for the turn', () => {
    const orders = [bt(['ger-stug-244'], { stukas: { count: 2, spotter: 'ger-lw-op' } })];
    expect(check(1, 'german-movement', s, orders)).toEqual([]);
    const r = run(s, orders, { [DF]: 10, [ATTACK]: 10 });
    const ev = r.events.find((e) => e.type === 'attack')!;
    expect(ev).toMatchObject({ stukas: 2, total: 17, column: '10-19' });
    expect(ev['drms']).toContainEqual({ value: -1, reason: 'the LW OP sees the target hex of the Stukas', rule: 'SoS 15.17' });
    expect(r.state.stukasUsed).toBe(2);
  });

  it('15.42, 15.45: the Soviet AA in range fires at the Stukas first; an abort leaves one Stuka to attack', () => {
    const aa = fragment({ 'sov-1-42g': T, 'ger-stug-244': '3231', 'ger-lw-op': '3229', 'sov-aa': '3233' });
    const r = run(aa, [bt(['ger-stug-244'], { stukas: { count: 2, spotter: 'ger-lw-op' } })], { [`${W}/${T}/stukas/aa`]: 1, [DF]: 10, [ATTACK]: 10 });
    const fire = r.events.find((e) => e.type === 'aa-fire')!;
    expect(fire).toMatchObject({ units: ['sov-aa'] });
    const left = 2 - (fire['aborted'] as number);
    expect(r.events.find((e) => e.type === 'attack')).toMatchObject({ total: 7 + 5 * left });
    expect(r.state.stukasUsed).toBe(2);
  });

  it('15.14: the LW OP must see the target hex; 15.11: no more Stukas than are left, counting the phase\'s earlier breakthrough attacks; 15.1: Stukas are German', () => {
    const blind = fragment({ 'sov-1-42g': T, 'ger-stug-244': '3231', 'ger-lw-op': '3210' });
    expect(codes(check(1, 'german-movement', blind, [bt(['ger-stug-244'], { stukas: { count: 1, spotter: 'ger-lw-op' } })]))).toEqual([['lw-op-does-not-see', at(0, 'stukas', 'spotter')]]);
    const used = { ...s, stukasUsed: 6 };
    const two = fragment({ 'sov-1-42g': T, 'sov-2-42g': '3132', 'ger-stug-244': '3231', 'ger-16pg-1': '3131', 'ger-lw-op': '3229' });
    const left = { ...two, stukasUsed: used.stukasUsed };
    const orders = [bt(['ger-stug-244'], { stukas: { count: 1, spotter: 'ger-lw-op' } }), bt(['ger-16pg-1'], { stukas: { count: 2, spotter: 'ger-lw-op' } }, '3132')];
    expect(codes(check(1, 'german-movement', left, orders))).toContainEqual(['no-stukas-left', at(1, 'stukas', 'count')]);
    const sov = fragment({ 'ger-71-5-191': T, 'sov-1-42g': '3233' });
    expect(codes(check(1, 'soviet-movement', sov, [bt(['sov-1-42g'], { stukas: { count: 1 } })]))).toContainEqual(['german-only', at(0, 'stukas')]);
  });
});

describe('SoS 10.3, 10.5: the defender\'s mortars within his units\' command support his defensive fire, by his standing plan', () => {
  const plan = (units: string[], spotter = 'sov-1-42g'): SosStanding => ({ defense: { plan: [{ hex: T, support: [{ units, spotter }] }] } });

  it('the Guards\' regimental mortar two hexes off, spotted by the Guards in the attacked hex, joins their DF 5 at the StuG: column 10-19; its marker is out', () => {
    const s = fragment({ 'sov-1-42g': T, 'sov-42g-mortar': '3234', 'ger-stug-244': '3231' });
    const r = run(s, [bt(['ger-stug-244'])], { [DF]: 10, [ATTACK]: 10 }, plan(['sov-42g-mortar']));
    expect(r.events.find((e) => e.type === 'defense')).toMatchObject({ support: [{ units: ['sov-42g-mortar'], spotter: 'sov-1-42g', at: '3231' }] });
    const df = r.events.find((e) => e.type === 'defensive-fire')!;
    expect(df['firers']).toContainEqual({ id: 'sov-42g-mortar', points: 6, uses: 'AF', rule: 'SoS 9.13' });
    expect(df).toMatchObject({ total: 11, column: '10-19' });
    expect(r.state.ifFired).toContain('sov-42g-mortar');
  });

  it('"All other IF artillery types may not participate ... defending": the 62 Army howitzers in the plan do not fire', () => {
    const s = fragment({ 'sov-1-42g': T, 'sov-62-howitzer': '3236', 'ger-stug-244': '3231' });
    const r = run(s, [bt(['ger-stug-244'])], { [DF]: 10, [ATTACK]: 10 }, plan(['sov-62-howitzer']));
    expect(r.events.find((e) => e.type === 'indirect-fire-dropped')).toMatchObject({ rule: 'SoS 10.3', units: ['sov-62-howitzer'] });
    expect(r.events.find((e) => e.type === 'defensive-fire')).toMatchObject({ total: 5 });
    expect(r.state.ifFired).not.toContain('sov-62-howitzer');
  });

  it('a mortar not within the command of the units in the hex (the 42nd\'s mortar behind a company of the 39th) does not fire', () => {
    const s = fragment({ 'sov-1-39g': T, 'sov-42g-mortar': '3234', 'ger-stug-244': '3231' });
    const r = run(s, [bt(['ger-stug-244'])], { [DF]: 10, [ATTACK]: 10 }, plan(['sov-42g-mortar'], 'sov-1-39g'));
    expect(r.events.find((e) => e.type === 'indirect-fire-dropped')).toMatchObject({ rule: 'SoS 10.3', units: ['sov-42g-mortar'] });
    expect(r.events.find((e) => e.type === 'defensive-fire')).toMatchObject({ total: 5 });
  });
});
