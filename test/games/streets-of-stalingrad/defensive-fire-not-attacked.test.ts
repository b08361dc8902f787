import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { fragment, ofType, ruleset, sub } from './attack-fixture';

/**
 * SoS 9.601, 9.602 in the German Attack Phase of turn 1 on the clear ground at 3127: the Guards
 * of I/42 hold 3127, attacked from the adjacent clear 3128 by two companies of II/191. A third
 * Guards company stands in 3229, two hexes from 3128 with a clear line of sight, not attacked.
 */
const W = 'T01/german-attack';
const GUARDS = { 'sov-1-42g': '3127', 'sov-2-42g': '3127' };
const II_191 = { 'ger-71-5-191': '3128', 'ger-71-6-191': '3128' };
const attack = { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }] } };
const DF_DIE = `${W}/3127/df/3128`;
const paused = (extra: Record<string, string> = {}, marks: string[] = ['3127'], opts: { pinned?: string[] } = {}, german: object[] = [attack]) =>
  ruleset.adjudicate(fragment({ ...GUARDS, ...II_191, ...extra }, marks, opts), [sub('german', german)], new FixedDice([])).state;
const answer = (fire: object[], support?: object[]) => sub('soviet', [{ defense: { attacks: [{ hex: '3127', fire, ...(support ? { support } : {}) }] } }]);
const issues = (g: ReturnType<typeof paused>, s: ReturnType<typeof answer>) => ruleset.check(g, s).map((i) => [i.path.join('.'), i.code, i.rule]);

describe('SoS 9.601: "Units not being attacked may fire defensively at attacking enemy units on clear hexes within range and unblocked LOS"', () => {
  it('the company in 3229, not attacked, fires from where it stands at the attackers in clear 3128, its DF combined with the attacked hex\'s in one fire (9.56, 9.57)', () => {
    const g = paused({ 'sov-3-42g': '3229' });
    const a = answer([{ units: ['sov-1-42g', 'sov-2-42g'], at: '3128' }, { units: ['sov-3-42g'], at: '3128', from: '3229' }]);
    expect(ruleset.check(g, a)).toEqual([]);
    const r = ruleset.adjudicate(g, [a], new FixedDice({ [DF_DIE]: 10, [`${W}/3127/attack`]: 10 }));
    const df = ofType(r.events, 'defensive-fire');
    expect(df).toHaveLength(1);
    expect(df[0]!['firers']).toEqual([
      { id: 'sov-1-42g', points: 5, uses: 'DF', rule: 'SoS 9.13' },
      { id: 'sov-2-42g', points: 5, uses: 'DF', rule: 'SoS 9.13' },
      { id: 'sov-3-42g', points: 5, uses: 'DF', rule: 'SoS 9.13' },
    ]);
    expect(df[0]).toMatchObject({ hex: '3127', at: '3128', total: 15 });
  });

  it('refuses, each at its path: a unit not in the hex it fires from, one out of range (9.23), a pinned one not adjacent to the attackers (9.53), one in a hex attacked this phase (14.23)', () => {
    const german = [attack, { attack: { target: '3129', fire: [{ units: ['ger-295-hiwi'], from: '3130' }] } }];
    const g = paused({ 'sov-3-42g': '3229', 'sov-militia': '3229', 'sov-1-39g': '3329', 'sov-2-39g': '3129', 'ger-295-hiwi': '3130' }, ['3127', '3129'], { pinned: ['sov-1-39g'] }, german);
    const a = answer([
      { units: ['sov-militia', 'sov-1-39g'], at: '3128', from: '3229' },
      { units: ['sov-1-39g'], at: '3128', from: '3329' },
      { units: ['sov-2-39g'], at: '3128', from: '3129' },
    ]);
    expect(issues(g, a)).toEqual([
      ['orders.0.defense.attacks.0.fire.0.units.0', 'out-of-range', 'SoS 9.23'],
      ['orders.0.defense.attacks.0.fire.0.units.1', 'not-there', 'SoS 9.601'],
      ['orders.0.defense.attacks.0.fire.1.units.0', 'may-not-fire', 'SoS 9.53'],
      ['orders.0.defense.attacks.0.fire.2.from', 'being-attacked', 'SoS 9.601, 14.23'],
    ]);
  });

  it('refuses fire at attackers on a hex that is not clear: they are not seen (7.1)', () => {
    const g = paused({ 'sov-3-42g': '3229', 'ger-295-hiwi': '3028' }, ['3127'], {}, [{ attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }, { units: ['ger-295-hiwi'], from: '3028' }] } }]);
    expect(issues(g, answer([{ units: ['sov-3-42g'], at: '3028', from: '3229' }]))).toEqual([['orders.0.defense.attacks.0.fire.0.at', 'not-clear', 'SoS 9.601, 7.1']]);
  });

  it('by the standing plan: its `outside` units fire at the plan\'s aim with the hex\'s units', () => {
    const g = fragment({ ...GUARDS, ...II_191, 'sov-3-42g': '3229' }, ['3127'], { standing: { soviet: { defense: { policy: 'plan', plan: [{ hex: '3127', outside: [{ from: '3229', units: ['sov-3-42g'] }] }] } } } });
    const r = ruleset.adjudicate(g, [sub('german', [attack])], new FixedDice({ [DF_DIE]: 10, [`${W}/3127/attack`]: 10 }));
    expect(ofType(r.events, 'defense')[0]).toMatchObject({ by: 'default', fire: [{ units: ['sov-1-42g', 'sov-2-42g'], at: '3128' }, { units: ['sov-3-42g'], at: '3128', from: '3229' }] });
    expect(ofType(r.events, 'defensive-fire')[0]).toMatchObject({ total: 15 });
  });
});

describe('SoS 9.602: "Non-pinned units not being attacked may spot for IF artillery defensive fire against hexes where attacking enemy units are located"', () => {
  it('the company in 3229, not attacked, spots the attackers in 3128 for the Guards mortar; pinned, it may not', () => {
    const g = paused({ 'sov-3-42g': '3229', 'sov-42g-mortar': '3233' });
    const a = answer([{ units: ['sov-1-42g'], at: '3128' }], [{ units: ['sov-42g-mortar'], spotter: 'sov-3-42g', at: '3128' }]);
    expect(ruleset.check(g, a)).toEqual([]);
    const pinned = paused({ 'sov-3-42g': '3229', 'sov-42g-mortar': '3233' }, ['3127'], { pinned: ['sov-3-42g'] });
    expect(ruleset.check(pinned, a).map((i) => i.code)).toContain('spotter-pinned');
  });
});
