import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { fragment, ofType, ruleset, sub } from './attack-fixture';

/**
 * SoS 18.13: "Their leader benefits may be used in more than one attack per turn". The German
 * Attack Phase of 13 September on the clear ground at 3127-3129: MUES stands in 3128 with two
 * companies of II/191; a Guards company of the 42nd holds 3127 and another 3129, both marked
 * for attack. Each company attacks one of them from 3128.
 */
const W = 'T01/german-attack';
const plan = { soviet: { defense: { policy: 'plan' as const } } };

describe('SoS 18.13: a leader\'s benefit in more than one attack a turn', () => {
  it('both attacks from MUES\'s hex read his -1', () => {
    const g = fragment({ 'ger-mues': '3128', 'ger-71-5-191': '3128', 'ger-71-6-191': '3128', 'sov-1-42g': '3127', 'sov-2-42g': '3129' }, ['3127', '3129'], { standing: plan });
    const orders = [
      { attack: { target: '3127', fire: [{ units: ['ger-71-5-191'], from: '3128' }] } },
      { attack: { target: '3129', fire: [{ units: ['ger-71-6-191'], from: '3128' }] } },
    ];
    expect(ruleset.check(g, sub('german', orders))).toEqual([]);
    const r = ruleset.adjudicate(g, [sub('german', orders)], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3129/df/3128`]: 10, [`${W}/3127/attack`]: 10, [`${W}/3129/attack`]: 10 }));
    const attacks = ofType(r.events, 'attack');
    expect(attacks.map((a) => a['hex'])).toEqual(['3127', '3129']);
    for (const a of attacks) expect(a['drms']).toContainEqual({ value: -1, reason: 'leader ger-mues attacks', rule: 'SoS 9.71' });
  });
});
