import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { fragment, ofType, ruleset, sub } from './attack-fixture';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';

/**
 * The `counterAttack` pause (SoS 12.1-12.8, digest 6.1 #10) in the German Attack Phase of
 * turn 1: II/191 takes 3127 from one Guards company and advances into it; the Guards company
 * in 3026 may counter-attack (12.5), no standing rule covers the hex and the Soviet policy is
 * `ask`, so the phase stops. A second attack, on 1029, is resolved after the answer.
 */
const W = 'T01/german-attack';
const ASK = { soviet: { defense: { policy: 'plan' as const }, counterAttack: { policy: 'ask' as const } } };
const AT = { 'sov-1-42g': '3127', 'sov-3-42g': '3026', 'ger-71-5-191': '3128', 'ger-71-6-191': '3128', 'sov-2-42g': '1029', 'ger-16pg-1': '1028', 'ger-16pg-2': '1028' };
const ATTACKS = [
  { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }], advance: ['ger-71-5-191'] } },
  { attack: { target: '1029', fire: [{ units: ['ger-16pg-1', 'ger-16pg-2'], from: '1028' }] } },
];
const firstDice = () => new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1 });
const restDice = (ica?: number) => new FixedDice({ ...(ica ? { [`${W}/3127/ica`]: ica } : {}), [`${W}/1029/df/1028`]: 10, [`${W}/1029/attack`]: 10 });
const paused = (standing: Partial<Record<'german' | 'soviet', SosStanding>> = ASK) => ruleset.adjudicate(fragment(AT, ['3127', '1029'], { standing }), [sub('german', ATTACKS)], firstDice());

describe('SoS 12.1: the counterAttack pause', () => {
  it('stops the phase after the advance into 3127 and tells the Soviet the units that may counter-attack, their AF and the DF they face', () => {
    const r = paused();
    expect(ofType(r.events, 'advance')).toEqual([{ type: 'advance', rule: 'SoS 9.85', hex: '3127', units: ['ger-71-5-191'] }]);
    expect(ruleset.window(r.state)?.id).toBe('T01/soviet-counter-attack-1');
    expect(ruleset.window(r.state)?.accepts).toEqual(['counterAttack']);
    expect(ofType(r.events, 'pause')[0]!.about).toBe('the German units advanced into 3127 (DF 4): they may be counter-attacked at once by sov-3-42g (AF 5) in 3026; the die is added to the AF of the counter-attackers less that DF, nothing else (12.7)');
    expect(ofType(r.events, 'attack')).toHaveLength(1);
    expect(ofType(r.events, 'attackers-spent')).toEqual([]);
  });

  it('does not stop where a standing rule covers the hex, nor with the default policy none', () => {
    const rule = { soviet: { defense: { policy: 'plan' as const }, counterAttack: { policy: 'ask' as const, rules: [{ hexes: ['3127'], minDifference: 5 }] } } };
    const all = () => new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1, [`${W}/1029/df/1028`]: 10, [`${W}/1029/attack`]: 10 });
    const run = (standing: typeof rule | { soviet: { defense: { policy: 'plan' } } }) => ruleset.adjudicate(fragment(AT, ['3127', '1029'], { standing }), [sub('german', ATTACKS)], all());
    // 5 AF less 4 DF is below the rule's 5: no counter-attack, and no pause
    expect(ofType(run(rule).events, 'pause')).toEqual([]);
    expect(ofType(run({ soviet: { defense: { policy: 'plan' } } }).events, 'pause')).toEqual([]);
  });

  it('answered with sov-3-42g: the ICA rolls (6 + 1 = 7: the defender loses one and the rest retreat), the counter-attacker occupies the hex, and the attack on 1029 follows', () => {
    const g = paused().state;
    const answer = [{ counterAttack: { units: ['sov-3-42g'] } }];
    expect(ruleset.check(g, sub('soviet', answer))).toEqual([]);
    const r = ruleset.adjudicate(g, [sub('soviet', answer)], restDice(6));
    expect(ofType(r.events, 'instant-counter-attack')).toEqual([{
      type: 'instant-counter-attack', rule: 'SoS 12.6', hex: '3127', side: 'soviet', units: ['sov-3-42g'], af: 5, df: 4, difference: 1, die: 6, mdr: 7, result: 'defenderRetreats',
      eliminated: ['ger-71-5-191'], retreat: [], occupied: ['sov-3-42g'],
    }]);
    expect(ofType(r.events, 'attackers-spent').map((e) => e.hex)).toEqual(['3127', '1029']);
    expect(ofType(r.events, 'attack')).toEqual([expect.objectContaining({ hex: '1029', die: 10 })]);
    expect(r.state.state.pieces['sov-3-42g']!.at).toBe('3127');
    expect(r.state.pause).toBeNull();
  });

  it('answered with none: no counter-attack, and the phase goes on', () => {
    const r = ruleset.adjudicate(paused().state, [sub('soviet', [{ counterAttack: { units: [] } }])], restDice());
    expect(ofType(r.events, 'instant-counter-attack')).toEqual([]);
    expect(ofType(r.events, 'attack')).toEqual([expect.objectContaining({ hex: '1029' })]);
  });

  it('refuses a unit that may not counter-attack (12.5: not adjacent) and a unit named twice, each at its path', () => {
    const g = paused().state;
    const issues = ruleset.check(g, sub('soviet', [{ counterAttack: { units: ['sov-3-42g', 'sov-2-42g', 'sov-3-42g'] } }]));
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([
      ['orders.0.counterAttack.units.1', 'may-not-counter-attack', 'SoS 12.5'],
      ['orders.0.counterAttack.units.2', 'duplicate', 'SoS 12.5'],
    ]);
  });

  it('run out: at the deadline no counter-attack, and the phase goes on', () => {
    const r = ruleset.adjudicate(paused().state, [], restDice());
    expect(r.events[0]).toMatchObject({ type: 'pause-default', window: 'T01/soviet-counter-attack-1', decision: 'counterAttack' });
    expect(ofType(r.events, 'instant-counter-attack')).toEqual([]);
    expect(ofType(r.events, 'attack')).toEqual([expect.objectContaining({ hex: '1029' })]);
  });

  it('after the defense pause of the phase, the counter-attack pause is the turn\'s second window', () => {
    const g0 = fragment(AT, ['3127', '1029'], { standing: { soviet: { counterAttack: { policy: 'ask' } } } });
    const defense = ruleset.adjudicate(g0, [sub('german', ATTACKS)], new FixedDice([])).state;
    expect(ruleset.window(defense)?.id).toBe('T01/soviet-defense-1');
    const r = ruleset.adjudicate(defense, [], firstDice());
    expect(ruleset.window(r.state)?.id).toBe('T01/soviet-counter-attack-2');
  });
});
