import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { fragment, ofType, ruleset, sub } from './attack-fixture';

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
