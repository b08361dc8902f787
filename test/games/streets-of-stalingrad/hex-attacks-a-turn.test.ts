import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { attacksThisTurn, countAttack } from '#games/streets-of-stalingrad/windows/attack/hex-attack-count';
import { fragment, ruleset, sub } from './attack-fixture';

/**
 * SoS 9.65: "The same hex may be attacked only once per phase: ... In the Attack and Exploit
 * Attack Phase for a maximum of eight times in the same turn." The Guards of I/42 hold 3127,
 * attacked from 3128 by two companies of II/191 in the German Attack Phase of turn 1.
 */
const W = 'T01/german-attack';
const AT = { 'sov-1-42g': '3127', 'sov-2-42g': '3127', 'ger-71-5-191': '3128', 'ger-71-6-191': '3128' };
const attack = { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }] } };
const plan = { soviet: { defense: { policy: 'plan' as const } } };
const attackedBefore = (n: number) => {
  const g = fragment(AT, ['3127'], { standing: plan });
  return { ...g, state: { ...g.state, hexAttacks: { turn: g.state.turn, counts: { '3127': n } } } };
};

describe('SoS 9.65: a hex is attacked at most eight times a turn', () => {
  it('refuses the ninth attack on 3127 this turn, at the attack\'s target', () => {
    expect(ruleset.check(attackedBefore(8), sub('german', [attack])).map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0.attack.target', 'attacked-eight-times', 'SoS 9.65']]);
  });

  it('takes the eighth, and counts it', () => {
    const g = attackedBefore(7);
    expect(ruleset.check(g, sub('german', [attack]))).toEqual([]);
    const r = ruleset.adjudicate(g, [sub('german', [attack])], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 10 }));
    expect(r.state.state.hexAttacks?.counts['3127']).toBe(8);
  });

  it('the count begins again with each turn', () => {
    const g = fragment(AT, ['3127']).state;
    const counted = countAttack(countAttack(g, '3127'), '3127');
    expect(attacksThisTurn(counted, '3127')).toBe(2);
    expect(attacksThisTurn({ ...counted, turn: counted.turn + 1 }, '3127')).toBe(0);
    expect(countAttack({ ...counted, turn: counted.turn + 1 }, '3127').hexAttacks).toEqual({ turn: counted.turn + 1, counts: { '3127': 1 } });
  });
});
