import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { parseSosOrders } from '#games/streets-of-stalingrad/orders/parse';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { check, codes, ctxAt, fragment } from './movement-window-fixture';

/**
 * SoS 10.1 "Breakthrough attacks are resolved using the same procedures for other attacks
 * (9.6)": the Close Assault Bonus (9.67, "an option always available to the attacker") and
 * the engineers' DRM (9.71, read by 9.66: "any and all die roll modifiers as listed in 9.71")
 * are claimed in a breakthrough attack as in an attack. The German Movement Phase of
 * 13 September: a Guards company of the 42nd on the clear steppe (3232), and in the suburb
 * 2338 attacked from the clear hex 2337.
 */
const W = 'T01/german-movement';
const run = (state: SosState, orders: unknown[], dice: Record<string, number>) =>
  windowRules('german-movement').adjudicate(ctxAt(1, 'german-movement'), state, orders as SosOrder[], new FixedDice(dice));
const event = (events: readonly { type: string }[], type: string) => events.find((e) => e.type === type) as Record<string, unknown> | undefined;

describe('SoS 10.1, 9.67: the Close Assault Bonus in a breakthrough attack', () => {
  const s = fragment({ 'ger-71-5-191': '3231', 'sov-1-42g': '3232' });
  const order = (extra: object = {}) => ({ breakthrough: { target: '3232', attackers: ['ger-71-5-191'], ...extra } });
  const dice = { [`${W}/3232/df/3231`]: 10, [`${W}/3232/attack`]: 10 };

  it('9.67: declared, the adjacent infantry company attacks one column higher, and the Guards fire defensively one column higher first', () => {
    expect(check(1, 'german-movement', s, [order({ closeAssault: true })])).toEqual([]);
    const r = run(s, [order({ closeAssault: true })], dice);
    expect(event(r.events, 'defensive-fire')!['shifts']).toEqual([{ value: 1, reason: 'the attack declared the Close Assault Bonus: the defender fires one column higher', rule: 'SoS 9.67' }]);
    expect(event(r.events, 'attack')!['shifts']).toEqual([{ value: 1, reason: 'Close Assault Bonus: an adjacent infantry or combat engineer unit attacks', rule: 'SoS 9.67' }]);
  });

  it('9.67: not declared, neither fire shifts', () => {
    const r = run(s, [order()], dice);
    expect(event(r.events, 'defensive-fire')!['shifts']).toEqual([]);
    expect(event(r.events, 'attack')!['shifts']).toEqual([]);
  });
});

describe('SoS 10.1, 9.71, 9.82: the engineers\' DRM in a breakthrough attack', () => {
  const s = fragment({ 'ger-16pg-pioneer': '2337', 'ger-16pg-1': '2337', 'sov-1-42g': '2338' });
  const order = (extra: object = {}) => ({ breakthrough: { target: '2338', attackers: ['ger-16pg-pioneer', 'ger-16pg-1'], ...extra } });
  const ENGINEER_DRM = { value: -1, reason: 'a combat engineer or flame-thrower with a red AF attacks', rule: 'SoS 9.71' };

  it('9.71: the 16th Panzer Pioneers (red AF) claimed against the suburb hex 2338: -1 on the attack', () => {
    expect(check(1, 'german-movement', s, [order({ engineers: ['ger-16pg-pioneer'] })])).toEqual([]);
    const r = run(s, [order({ engineers: ['ger-16pg-pioneer'] })], { [`${W}/2338/df/2337`]: 10, [`${W}/2338/attack`]: 10 });
    expect(event(r.events, 'attack')!['drms']).toContainEqual(ENGINEER_DRM);
    const plain = run(s, [order()], { [`${W}/2338/df/2337`]: 10, [`${W}/2338/attack`]: 10 });
    expect(event(plain.events, 'attack')!['drms']).not.toContainEqual(ENGINEER_DRM);
  });

  it('9.82: the engineer whose DRM is claimed takes the first loss to the defensive fire, whatever the losses order (two Guards companies fire DF 10, +1 at armor, 9.92: a 1 is D1)', () => {
    const two = fragment({ 'ger-16pg-pioneer': '2337', 'ger-16pg-1': '2337', 'sov-1-42g': '2338', 'sov-2-42g': '2338' });
    const r = run(two, [order({ engineers: ['ger-16pg-pioneer'], losses: ['ger-16pg-1'] })], { [`${W}/2338/df/2337`]: 1, [`${W}/2338/attack`]: 10 });
    expect(event(r.events, 'defensive-fire')).toMatchObject({ result: 'D1', eliminated: ['ger-16pg-pioneer'] });
  });

  it('9.71: a claimed unit without a red AF is refused (`not-an-engineer`), one that is not an attacker too (`not-attacking`)', () => {
    expect(codes(check(1, 'german-movement', s, [order({ engineers: ['ger-16pg-1'] })]))).toEqual([['not-an-engineer', 'orders.0.breakthrough.engineers.0']]);
    const parsed = parseSosOrders([{ breakthrough: { target: '2338', attackers: ['ger-16pg-1'], engineers: ['ger-16pg-pioneer'] } }]);
    expect(parsed.issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0.breakthrough.engineers.0', 'not-attacking', 'SoS 9.71']]);
  });
});
