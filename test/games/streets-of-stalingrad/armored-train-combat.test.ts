import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { firePoints } from '#games/streets-of-stalingrad/combat/fire-points';
import { unitIntegrity } from '#games/streets-of-stalingrad/combat/unit-integrity';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { attack as germanAttack, gerInf, hex, sovGds, unit } from './fire-fixture';
import { fragment, ofType, ruleset, sub } from './attack-fixture';
import { check, ctxAt, fragment as position } from './movement-window-fixture';

/**
 * SoS 16.63 "Soviet ATU may attack, opportunity fire, and defensive fire, and they receive the
 * armored target unit die roll benefit." 2.21 Ω "The armored train unit counter should have a
 * range of 1 not 0. It may fire at adjacent hexes." 16.64 "If eliminated, ATU may not be
 * replaced." 16.65 "ATU are ignored when determining unit integrity for attacks." Scenario
 * #1's trains: AF 6, DF 6, range 1.
 */
const train = sovGds('sov-atu-1', { type: 'armoredTrain', af: 6, df: 6, range: 1, formation: { independent: true } });

describe('SoS 16.63: an armored train attacks, opportunity fires and defensive fires, at range 1 (2.21 Ω)', () => {
  it.each<['attack' | 'defensiveFire' | 'opportunityFire', string]>([
    ['attack', 'its AF'],
    ['defensiveFire', 'its DF'],
    ['opportunityFire', 'its DF'],
  ])('%s: %s, 6, at an adjacent hex', (kind) => {
    expect(firePoints(train, kind, hex({ units: [unit('ger', { side: 'german' })] }))).toMatchObject({ points: 6, rule: 'SoS 9.13' });
  });

  it('not at two hexes: its range is 1', () => {
    expect(firePoints({ ...train, distance: 2 }, 'attack', hex())).toMatchObject({ refused: 'range 1, the target is 2 hexes away', rule: 'SoS 9.23' });
  });

  it('the German attack on its hex reads the armored target benefit (+1, 9.92), and the train fires its DF 6 at the attackers first', () => {
    const plan = { soviet: { defense: { policy: 'plan' as const } } };
    const g = fragment({ 'sov-atu-1': '1136', 'ger-71-5-191': '1236', 'ger-71-6-191': '1236' }, ['1136'], { standing: plan });
    const W = 'T01/german-attack';
    const r = ruleset.adjudicate(g, [sub('german', [{ attack: { target: '1136', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '1236' }] } }])], new FixedDice({ [`${W}/1136/df/1236`]: 10, [`${W}/1136/attack`]: 3 }));
    expect(ofType(r.events, 'defensive-fire')[0]).toMatchObject({ firers: [{ id: 'sov-atu-1', points: 6, uses: 'DF' }], total: 6 });
    expect(ofType(r.events, 'attack')[0]!['drms']).toContainEqual(expect.objectContaining({ value: 1, rule: 'SoS 9.92' }));
  });

  it('from railroad hex 1238 it opportunity-fires its DF at a German company entering the adjacent clear hex 1139 (11.4)', () => {
    const s = position({ 'sov-atu-1': '1238', 'ger-71-5-191': '1140' });
    const ctx = { ...ctxAt(1, 'german-movement'), standing: { german: null, soviet: { opportunityFire: [{ hex: '1238' }] } } };
    const r = windowRules('german-movement').adjudicate(ctx, s, [{ move: { units: ['ger-71-5-191'], path: ['1139'] } }] as SosOrder[], new FixedDice({ 'T01/german-movement/of/0/1/r0/1238': 10 }));
    expect(r.events.find((e) => e.type === 'opportunity-fire')).toMatchObject({ from: '1238', hex: '1139', total: 6 });
  });

  it('it attacks a marked German hex next to it in the Soviet Attack Phase', () => {
    const s = position({ 'sov-atu-1': '1136', 'sov-1-42g': '1136', 'ger-71-5-191': '1236' }, { attack: ['1236'] });
    expect(check(2, 'soviet-attack', s, [{ attack: { target: '1236', fire: [{ units: ['sov-atu-1', 'sov-1-42g'], from: '1136' }] } }])).toEqual([]);
  });
});

describe('SoS 16.64: an eliminated armored train is never replaced', () => {
  it('an `enter` order bringing it back is refused', () => {
    const s0 = position({});
    const s: SosState = { ...s0, pieces: { ...s0.pieces, 'sov-atu-1': { ...s0.pieces['sov-atu-1']!, at: null, eliminated: true } } };
    const issues = check(1, 'soviet-movement', s, [{ enter: { units: ['sov-atu-1'], box: 'EB-C' } }]);
    expect(issues.map((i) => [i.code, i.path.join('.'), i.rule])).toEqual([['not-replaceable', 'orders.0.enter.units.0', 'SoS 16.64']]);
  });
});

describe('SoS 16.65: armored trains are ignored for unit integrity in attacks', () => {
  const guards = sovGds('g1');
  const other = (type: 'armoredTrain' | 'tank') => sovGds('x', { type, af: 6, df: 6, formation: { division: '99TB' } });

  it('a tank of another brigade beside the Guards brings +1 (9.73); a train in its place (given a formation, though its counter is independent) brings nothing', () => {
    const drm = (type: 'armoredTrain' | 'tank') => unitIntegrity(germanAttack([guards, other(type)], { side: 'soviet' })).filter((d) => d.value > 0);
    expect(drm('tank')).toEqual([expect.objectContaining({ value: 1, reason: expect.stringMatching(/^Brigade\/Division\/Corps Integrity/) })]);
    expect(drm('armoredTrain')).toEqual([]);
  });

  it('and in the defending hex: a train and a Guards company are not units of different formations', () => {
    const target = (type: 'armoredTrain' | 'tank') => hex({ units: [unit('g', { formation: { division: '13G' } }), unit('t', { type, formation: { division: '99TB' } })] });
    expect(unitIntegrity(germanAttack([gerInf('a', { formation: {} })], { target: target('tank') }))).toContainEqual(expect.objectContaining({ value: -1, rule: 'SoS 9.73' }));
    expect(unitIntegrity(germanAttack([gerInf('a', { formation: {} })], { target: target('armoredTrain') }))).toEqual([]);
  });
});
