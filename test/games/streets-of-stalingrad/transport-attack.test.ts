import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { fragment, ofType, ruleset, sub } from './attack-fixture';
import { ctxAt, fragment as position } from './movement-window-fixture';

/**
 * SoS 16.42, 16.49 in the German Attack Phase of turn 1 on the clear ground at 3127: two Guards
 * companies of the 42nd and the Soviet transport hold 3127; two companies of II/191 attack from
 * the adjacent 3128 (8 AF, -1 for one battalion: a die of 1 is a D1, attack-window.test.ts).
 */
const W = 'T01/german-attack';
const T = 'sov-transport';
const HELD = { 'sov-1-42g': '3127', 'sov-2-42g': '3127', [T]: '3127', 'ger-71-5-191': '3128', 'ger-71-6-191': '3128' };
const attack = { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }], advance: [] } };
const D1 = { [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1 };
const paused = () => ruleset.adjudicate(fragment(HELD, ['3127']), [sub('german', [attack])], new FixedDice([])).state;
const answer = (retreat: { units: string[]; path: string[] }[]) => [{ defense: { attacks: [{ hex: '3127', retreat, fire: [{ units: ['sov-1-42g'], at: '3128' }] }] } }];

describe('SoS 16.49: the transports go when the last Soviet combat unit of their hex goes', () => {
  it('one company retreats on foot; the D1 takes the other, the last combat unit in 3127, and the transport left with it', () => {
    const a = answer([{ units: ['sov-2-42g'], path: ['3126'] }]);
    const r = ruleset.adjudicate(paused(), [sub('soviet', a)], new FixedDice(D1));
    expect(ofType(r.events, 'attack')[0]).toMatchObject({ result: 'D1', eliminated: ['sov-1-42g', T], forced: ['SoS 16.49: the transports go with the last combat unit of the hex'] });
    expect(r.state.state.pieces[T]).toMatchObject({ at: null, eliminated: true });
  });
});

describe('SoS 16.42: a transport used in a retreat before combat', () => {
  it('the transport carries the retreating company two hexes (clear, then suburb: 4 of its 6 MP), out of the attack', () => {
    const a = answer([{ units: ['sov-2-42g', T], path: ['3126', '3025'] }]);
    expect(ruleset.check(paused(), sub('soviet', a))).toEqual([]);
    const r = ruleset.adjudicate(paused(), [sub('soviet', a)], new FixedDice(D1));
    expect(ofType(r.events, 'retreat-before-combat')).toEqual([{ type: 'retreat-before-combat', rule: 'SoS 9.43', hex: '3127', units: ['sov-2-42g', T], path: ['3126', '3025'] }]);
    expect([r.state.state.pieces['sov-2-42g']!.at, r.state.state.pieces[T]!.at]).toEqual(['3025', '3025']);
  });
});

describe('SoS 16.49: the transports of an attacking hex go when defensive fire eliminates its last combat unit', () => {
  /** The Soviet Attack Phase of 14 September: the Guards company 1/42 attacks II/191 in 1236 from 1136, where the transport stands with it. */
  const attackFrom = (extra: Record<string, string>) => {
    const s = position({ 'sov-1-42g': '1136', [T]: '1136', 'ger-71-5-191': '1236', 'ger-71-6-191': '1236', ...extra }, { attack: ['1236'] });
    const ctx = { ...ctxAt(2, 'soviet-attack'), standing: { german: { defense: { policy: 'plan' as const } }, soviet: null } };
    const orders = [{ attack: { target: '1236', fire: [{ units: ['sov-1-42g'], from: '1136' }] } }] as SosOrder[];
    return windowRules('soviet-attack').adjudicate(ctx, s, orders, new FixedDice({ 'T02/soviet-attack/1236/df/1136': 1, 'T02/soviet-attack/1236/attack': 10 }));
  };

  it('II/191\'s defensive fire (die 1) eliminates 1/42, the only combat unit in 1136; the transport left there goes with it', () => {
    const r = attackFrom({});
    expect(ofType(r.events, 'defensive-fire')[0]).toMatchObject({ eliminated: ['sov-1-42g', T], forced: expect.arrayContaining(['SoS 16.49: the transports go with the last combat unit of the hex']) });
    expect(r.state.pieces[T]).toMatchObject({ at: null, eliminated: true });
  });

  it('with a company that did not attack left in 1136, the transport stays', () => {
    const r = attackFrom({ 'sov-2-42g': '1136' });
    expect(ofType(r.events, 'defensive-fire')[0]).toMatchObject({ eliminated: ['sov-1-42g'] });
    expect(r.state.pieces[T]).toMatchObject({ at: '1136', eliminated: false });
  });
});
