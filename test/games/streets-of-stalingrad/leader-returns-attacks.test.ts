import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { fragment as attackFragment, ofType, ruleset, sub } from './attack-fixture';
import { check, fragment } from './movement-window-fixture';

/**
 * SoS 18.52: "No Soviet attacks may be made until the turn after Chuikov or the HQ arrives.
 * Soviet units may still make instant counter-attacks (ICA) even if Chuikov or the 62 Army HQ
 * are not on the game map." SoS 18.54: "No German attacks may be made until the turn after the
 * leader or his replacement HQ arrives. German units may still make instant counter-attacks."
 * Attacks, breakthrough attacks and the "attack" markers that declare them are barred;
 * instant counter-attacks are not.
 */
const soviets = { 'sov-1-42g': '3128', 'sov-2-42g': '3128', 'ger-71-5-191': '3127' };
const sovietAttack = { attack: { target: '3127', fire: [{ units: ['sov-1-42g', 'sov-2-42g'], from: '3128' }] } };
const germans = { 'ger-71-5-191': '3128', 'ger-71-6-191': '3128', 'sov-1-42g': '3127' };
const germanAttack = { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }] } };
const bars = (issues: readonly { code: string; rule?: string; path: (string | number)[] }[]) => issues.filter((i) => i.code === 'no-attacks-yet').map((i) => [i.rule, i.path.join('.')]);

function position(at: Record<string, string>, opts: { eliminated?: string[]; wounded?: Record<string, number>; arrived?: Record<string, number> } = {}): SosState {
  const s = fragment(at, { attack: ['3127'] });
  const pieces = { ...s.pieces };
  for (const id of opts.eliminated ?? []) pieces[id] = { ...pieces[id]!, at: null, eliminated: true };
  for (const id of Object.keys(opts.wounded ?? {})) pieces[id] = { ...pieces[id]!, at: null };
  const returns = Object.entries(opts.wounded ?? {}).map(([unit, turn]) => ({ unit, turn }));
  const arrivals = Object.entries(opts.arrived ?? {}).map(([unit, turn]) => ({ unit, turn }));
  return { ...s, pieces, ...(returns.length ? { leaderReturns: returns } : {}), ...(arrivals.length ? { commandArrivals: arrivals } : {}) };
}

describe('SoS 18.52: no Soviet attacks until the turn after Chuikov or the 62 Army HQ arrives', () => {
  it('Chuikov eliminated and no HQ yet: the Soviet Attack Phase takes no attack', () => {
    expect(bars(check(2, 'soviet-attack', position(soviets, { eliminated: ['sov-chuikov'] }), [sovietAttack]))).toEqual([['SoS 18.52', 'orders.0.attack']]);
  });

  it('Chuikov wounded on the Turn Column Track: none either, and the exploit attack neither', () => {
    const s = position(soviets, { wounded: { 'sov-chuikov': 5 } });
    expect(bars(check(2, 'soviet-attack', s, [sovietAttack]))).toEqual([['SoS 18.52', 'orders.0.attack']]);
    expect(bars(check(2, 'soviet-exploit-attack', s, [sovietAttack]))).toEqual([['SoS 18.52', 'orders.0.attack']]);
  });

  it('the HQ arrived in an East Bank box on turn 2: no attack on turn 2, attacks again on turn 3', () => {
    const s = position({ ...soviets, 'sov-62-army-hq': 'EB-C' }, { eliminated: ['sov-chuikov'], arrived: { 'sov-62-army-hq': 2 } });
    expect(bars(check(2, 'soviet-attack', s, [sovietAttack]))).toEqual([['SoS 18.52', 'orders.0.attack']]);
    expect(bars(check(3, 'soviet-attack', s, [sovietAttack]))).toEqual([]);
  });

  it('with Chuikov on the West Bank, the Soviet attacks as before', () => {
    expect(bars(check(2, 'soviet-attack', position(soviets), [sovietAttack]))).toEqual([]);
  });

  it('no "attack" marker and no breakthrough attack while barred, in the Movement Phase', () => {
    const s = position({ 'sov-1-42g': '3128', 'ger-71-5-191': '3127' }, { eliminated: ['sov-chuikov'] });
    expect(bars(check(2, 'soviet-movement', s, [{ markAttack: { hex: '3127', by: 'sov-1-42g' } }]))).toEqual([['SoS 18.52', 'orders.0.markAttack']]);
    expect(bars(check(2, 'soviet-movement', s, [{ breakthrough: { target: '3127', attackers: ['sov-1-42g'] } }]))).toEqual([['SoS 18.52', 'orders.0.breakthrough']]);
  });
});

describe('SoS 18.54: no German attacks until the turn after the leader or his replacement HQ arrives', () => {
  it('Paulus wounded: no German attack; von Seydlitz back in an off-map box on turn 3: none on turn 3 either, attacks on turn 4', () => {
    expect(bars(check(2, 'german-attack', position({ ...germans, 'ger-von-seydlitz': '3028' }, { wounded: { 'ger-paulus': 4 } }), [germanAttack]))).toEqual([['SoS 18.54', 'orders.0.attack']]);
    const back = position({ ...germans, 'ger-paulus': '3028', 'ger-von-seydlitz': 'GB-1' }, { arrived: { 'ger-von-seydlitz': 3 } });
    expect(bars(check(3, 'german-attack', back, [germanAttack]))).toEqual([['SoS 18.54', 'orders.0.attack']]);
    expect(bars(check(4, 'german-attack', back, [germanAttack]))).toEqual([]);
  });

  it('Paulus eliminated by the survival roll of the first attack: the phase\'s other attacks are not made', () => {
    const W = 'T01/german-attack';
    const g = attackFragment({ 'sov-1-42g': '3127', 'sov-2-42g': '3127', 'sov-3-42g': '3227', 'ger-71-5-191': '3128', 'ger-71-6-191': '3128', 'ger-paulus': '3128', 'ger-16pg-1': '3228' }, ['3127', '3227'], { standing: { soviet: { defense: { policy: 'plan' } } } });
    const second = { attack: { target: '3227', fire: [{ units: ['ger-16pg-1'], from: '3228' }] } };
    const r = ruleset.adjudicate(g, [sub('german', [germanAttack, second])], new FixedDice({ [`${W}/3127/df/3128`]: 1, [`${W}/3127/leader/ger-paulus`]: 1, [`${W}/3127/attack`]: 10 }));
    expect(ofType(r.events, 'leader-survival')[0]).toMatchObject({ leader: 'ger-paulus', result: 'eliminated' });
    expect(ofType(r.events, 'attack').map((a) => a['target'] ?? a['hex'])).not.toContain('3227');
    expect(ofType(r.events, 'attack-cancelled')).toEqual([{ type: 'attack-cancelled', hex: '3227', reason: expect.stringContaining('ger-paulus is out of play'), rule: 'SoS 18.54' }]);
  });
});

describe('SoS 18.52: instant counter-attacks are still made', () => {
  it('with Chuikov eliminated, the Soviet standing counter-attack retakes the hex the German advanced into', () => {
    const W = 'T01/german-attack';
    const standing = { soviet: { defense: { policy: 'plan' as const }, counterAttack: { rules: [{ hexes: ['3127'], minDifference: 0 }] } } };
    const g = attackFragment({ 'sov-1-42g': '3127', 'sov-3-42g': '3026', 'ger-71-5-191': '3128', 'ger-71-6-191': '3128' }, ['3127'], { standing });
    const lost = { ...g, state: { ...g.state, pieces: { ...g.state.pieces, 'sov-chuikov': { ...g.state.pieces['sov-chuikov']!, at: null, eliminated: true } } } };
    const orders = [{ attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }], advance: ['ger-71-5-191'] } }];
    const r = ruleset.adjudicate(lost, [sub('german', orders)], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1, [`${W}/3127/ica`]: 6 }));
    expect(ofType(r.events, 'instant-counter-attack')[0]).toMatchObject({ side: 'soviet', result: 'defenderRetreats', occupied: ['sov-3-42g'] });
  });
});
