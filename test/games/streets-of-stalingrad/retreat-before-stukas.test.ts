import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { fragment, ruleset, sub } from './attack-fixture';

/**
 * SoS 9.48: "When enemy direct fire combat units are attacking with IF artillery and/or Stuka
 * units, for every 5 points of IF explosion markers and/or Stukas on that hex, it costs a
 * retreating foot/dismounted unit (MP = 8) and armored unit 1 additional MP to leave the
 * attacked hex." On the clear steppe of 13 September: Guards companies in 3230 attacked from
 * 3229 by a company of II/191 with Stukas (5 AF each), the LW OP in 3227 seeing the target.
 */
const AT = { 'sov-1-42g': '3230', 'sov-2-42g': '3230', 'ger-71-5-191': '3229', 'ger-lw-op': '3227' };
const attack = (stukas?: object) => ({ attack: { target: '3230', fire: [{ units: ['ger-71-5-191'], from: '3229' }], ...(stukas ? { stukas } : {}) } });
const retreat = (path: string[]) => sub('soviet', [{ defense: { attacks: [{ hex: '3230', retreat: [{ units: ['sov-2-42g'], path }], fire: [] }] } }]);
const paused = (stukas?: object) => ruleset.adjudicate(fragment(AT, ['3230']), [sub('german', [attack(stukas)])], FixedDice.mixed({}, [])).state;

describe('SoS 9.48: Stukas supporting an attack count toward the cost of a retreat before combat as IF explosion points do', () => {
  it('one Stuka (5 points) with the company: the Guards (a quarter of MP 8: 2 MP) pay 1 MP more to leave 3230, so two clear hexes are too far and one is not', () => {
    const g = paused({ count: 1, spotter: 'ger-lw-op' });
    expect(ruleset.check(g, retreat(['3231', '3232'])).map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0.defense.attacks.0.retreat.0.path', 'too-far', 'SoS 9.48']]);
    expect(ruleset.check(g, retreat(['3231']))).toEqual([]);
  });

  it('without the Stuka the same two hexes are within the Guards\' 2 MP', () => {
    expect(ruleset.check(paused(), retreat(['3231', '3232']))).toEqual([]);
  });
});
