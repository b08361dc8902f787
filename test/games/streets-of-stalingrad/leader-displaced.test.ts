import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosBombardment, SosState } from '#games/streets-of-stalingrad/state/types';
import { resolveBombardments } from '#games/streets-of-stalingrad/windows/bombardment/resolve-bombardment';
import { move, runGermanMovement, TANK, YELIN } from './leader-steppe-fixture';
import { check, codes, fragment } from './movement-window-fixture';
import { env as bombardEnv, fragment as bombardFragment, hexAt } from './bombardment-fixture';
import { fragment as attackFragment, ofType, ruleset, sub } from './attack-fixture';

/**
 * SoS 18.31: "If a leader unit is on a hex without any friendly combat units and an enemy combat
 * unit enters or bombards its hex, move the leader to the nearest friendly unit of its
 * battalion, regiment, brigade, division, or corps. Leader units have no ZOC and cannot stop
 * enemy combat units from moving through their hex."
 *
 * The German Movement Phase of 13 September on the open steppe (columns 31 to 38 are clear):
 * YELIN, who commands the 42 Guards Rifle Regiment, stands alone in 3232; the German StuG
 * company 244 (armor, 18 MP) in 3230; a company of the 39th Guards (not his regiment) four hexes off in
 * 3236, one of his 42nd six hexes off in 3238.
 */
const run = runGermanMovement;
const leaderEvents = (events: readonly { type: string }[]) => events.filter((e) => e.type.startsWith('leader-'));

describe('SoS 18.31: a leader alone in a hex an enemy combat unit enters', () => {
  it('a German StuG ends its move in YELIN\'s hex: he goes to the nearest unit of his regiment (3238), not to the nearer 39th Guards', () => {
    const s = fragment({ [YELIN]: '3232', [TANK]: '3230', 'sov-1-39g': '3236', 'sov-1-42g': '3238' });
    const orders = [move([TANK], ['3231', '3232'])];
    expect(check(1, 'german-movement', s, orders)).toEqual([]);
    const r = run(s, orders);
    expect(r.state.pieces[TANK]!.at).toBe('3232');
    expect(r.state.pieces[YELIN]!.at).toBe('3238');
    expect(leaderEvents(r.events)).toEqual([
      { type: 'leader-moves', rule: 'SoS 18.31', leader: YELIN, from: '3232', to: '3238', order: 0, visibleTo: ['soviet'] },
      { type: 'leader-displaced', rule: 'SoS 18.31', leader: YELIN, from: '3232', order: 0, visibleTo: ['german'] },
    ]);
  });

  it('"cannot stop enemy combat units from moving through their hex": the StuG passes through 3232 and YELIN leaves as it enters', () => {
    const s = fragment({ [YELIN]: '3232', [TANK]: '3230', 'sov-1-42g': '3238' });
    const r = run(s, [move([TANK], ['3231', '3232', '3233'])]);
    expect(r.state.pieces[TANK]!.at).toBe('3233');
    expect(r.state.pieces[YELIN]!.at).toBe('3238');
  });

  it('under Soviet opportunity fire the move is made hex by hex: YELIN leaves the instant the StuG enters his hex', () => {
    const s = fragment({ [YELIN]: '3232', [TANK]: '3230', 'sov-1-42g': '3238' });
    const r = run(s, [move([TANK], ['3231', '3232', '3233'])], { opportunityFire: [{ units: ['sov-1-42g'] }] });
    expect(leaderEvents(r.events)).toEqual([expect.objectContaining({ type: 'leader-moves', from: '3232', to: '3238' }), expect.objectContaining({ type: 'leader-displaced' })]);
  });

  it('decision 20, ties: of two hexes of his regiment as near (3236 and 2832, four hexes each), the one with more combat units; then the lower hex id', () => {
    const more = fragment({ [YELIN]: '3232', [TANK]: '3230', 'sov-1-42g': '3236', 'sov-2-42g': '2832', 'sov-3-42g': '2832' });
    expect(run(more, [move([TANK], ['3231', '3232'])]).state.pieces[YELIN]!.at).toBe('2832');
    const even = fragment({ [YELIN]: '3232', [TANK]: '3230', 'sov-1-42g': '3236', 'sov-2-42g': '2832' });
    expect(run(even, [move([TANK], ['3231', '3232'])]).state.pieces[YELIN]!.at).toBe('2832');
  });

  it('18.31 "the nearest", decision 20: the standing `leaders` hex is not taken when it is farther than the nearest, nor when it holds no unit of his command', () => {
    const s = fragment({ [YELIN]: '3232', [TANK]: '3230', 'sov-1-42g': '3236', 'sov-2-42g': '3238', 'sov-1-39g': '3234' });
    expect(run(s, [move([TANK], ['3231', '3232'])], { leaders: [{ leader: YELIN, to: '3238' }] }).state.pieces[YELIN]!.at).toBe('3236');
    expect(run(s, [move([TANK], ['3231', '3232'])], { leaders: [{ leader: YELIN, to: '3234' }] }).state.pieces[YELIN]!.at).toBe('3236');
  });

  it('18.31, decision 20: among hexes of his regiment as near (3236 and 2832), the standing `leaders` hex is taken over the tie-break', () => {
    const more = fragment({ [YELIN]: '3232', [TANK]: '3230', 'sov-1-42g': '3236', 'sov-2-42g': '2832', 'sov-3-42g': '2832' });
    expect(run(more, [move([TANK], ['3231', '3232'])], { leaders: [{ leader: YELIN, to: '3236' }] }).state.pieces[YELIN]!.at).toBe('3236');
  });

  it('18.11: he does not join a hex that holds a Soviet leader already; he goes on to the next nearest unit of his regiment', () => {
    const s = fragment({ [YELIN]: '3232', [TANK]: '3230', 'sov-1-42g': '3236', 'sov-pavlov': '3236', 'sov-2-42g': '3238' });
    expect(run(s, [move([TANK], ['3231', '3232'])]).state.pieces[YELIN]!.at).toBe('3238');
  });

  it('no unit of his command in play: he is removed (a reading of 18.1 and 20.7)', () => {
    const s = fragment({ [YELIN]: '3232', [TANK]: '3230', 'sov-1-39g': '3236' });
    const r = run(s, [move([TANK], ['3231', '3232'])]);
    expect(r.state.pieces[YELIN]).toMatchObject({ at: null, eliminated: true });
    expect(leaderEvents(r.events)).toEqual([{ type: 'leader-eliminated', rule: 'SoS 18.31', leader: YELIN, hex: '3232', reason: 'no unit of his command in play to go to', order: 0 }]);
  });

  it('only his command in a box: he goes to the box', () => {
    const s = fragment({ [YELIN]: '3232', [TANK]: '3230', 'sov-1-42g': 'EB-C' });
    expect(run(s, [move([TANK], ['3231', '3232'])]).state.pieces[YELIN]!.at).toBe('EB-C');
  });

  it('"an enemy combat unit": a German leader moving alone does not displace him and may not end in his hex (8.08)', () => {
    const s = fragment({ [YELIN]: '3232', 'ger-mues': '3230', 'sov-1-42g': '3238' });
    expect(codes(check(1, 'german-movement', s, [move(['ger-mues'], ['3231', '3232'])]))).toEqual([['ends-with-enemy', 'orders.0.move.path.1']]);
    const r = run(s, [move(['ger-mues'], ['3231', '3232', '3233'])]);
    expect(r.state.pieces[YELIN]!.at).toBe('3232');
    expect(leaderEvents(r.events)).toEqual([]);
  });

  it('"without any friendly combat units": with a company of another regiment in his hex he stays, and no German move enters it', () => {
    const s = fragment({ [YELIN]: '3232', 'sov-1-39g': '3232', [TANK]: '3230', 'sov-1-42g': '3238' });
    expect(codes(check(1, 'german-movement', s, [move([TANK], ['3231', '3232'])]))).toEqual([['enemy-combat-unit', 'orders.0.move.path.1']]);
  });
});

/**
 * SoS 18.31 "or bombards its hex", and 18.34. 13 September (scenario #2), phase 2: the German
 * II/276 and I/276 mortars have bombarded 1010, where a 62 Army commissar (he commands the
 * whole army) stands alone or with a rifle company.
 */
describe('SoS 18.31, 18.34: a leader whose hex is bombarded', () => {
  const T = '1010';
  const M = hexAt(T, 3);
  const NEAR = hexAt(T, 2, [M]);
  const FAR = hexAt(T, 4, [M]);
  const mortars: SosBombardment = { side: 'german', target: T, table: 'crt', units: ['ger-8-276', 'ger-4-276'], af: 12, spotting: 'adjacentInCommand', namedLeaderAdjacent: false, opOn1039: false, stukas: null };
  const resolve = (at: Record<string, string>, dice: Record<string, number>) =>
    resolveBombardments({ env: bombardEnv, standing: { german: null, soviet: null }, date: '09-13', label: 'T01/2.resolve', phase: 2 }, { ...bombardFragment({ 'ger-8-276': M, 'ger-4-276': M, ...at }), bombardments: [mortars] }, new FixedDice(dice));

  it('18.31: alone in the bombarded hex, whatever the roll, he goes to the nearest Soviet unit (the commissar commands all of 62 Army)', () => {
    const r = resolve({ 'sov-commissar-1': T, 'sov-1-1045': NEAR, 'sov-2-1045': FAR }, { 'T01/2.resolve/1010/german/die': 10 });
    expect(r.state.pieces['sov-commissar-1']!.at).toBe(NEAR);
    expect(r.events).toContainEqual({ type: 'leader-moves', rule: 'SoS 18.31', leader: 'sov-commissar-1', from: T, to: NEAR, visibleTo: ['soviet'] });
  });

  it('18.34: the bombardment takes the last combat unit of his hex and he survives his roll: he goes to the nearest unit of his command', () => {
    const r = resolve({ 'sov-commissar-1': T, 'sov-1-1045': T, 'sov-2-1045': FAR }, { 'T01/2.resolve/1010/german/die': 2, 'T01/2.resolve/1010/german/leader': 9 });
    expect(r.state.pieces['sov-1-1045']).toMatchObject({ eliminated: true });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'leader-survival', leader: 'sov-commissar-1', result: 'survives' }));
    expect(r.state.pieces['sov-commissar-1']!.at).toBe(FAR);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'leader-moves', rule: 'SoS 18.34', to: FAR }));
  });

  it('with a combat unit left in his hex he stays', () => {
    const r = resolve({ 'sov-commissar-1': T, 'sov-1-1045': T, 'sov-2-1045': FAR }, { 'T01/2.resolve/1010/german/die': 10 });
    expect(r.state.pieces['sov-commissar-1']!.at).toBe(T);
    expect(r.events.filter((e) => e.type === 'leader-moves')).toEqual([]);
  });
});

/**
 * SoS 18.34: "If all combat units in a leader's hex are eliminated, but the leader survives the
 * survival die roll, you may immediately move that leader to any unit belonging to his
 * command." The German Attack Phase of 13 September: YELIN and one company of his 42nd hold
 * 3127; two companies of II/191 attack from 3128; another company of the 42nd stands in 3131,
 * a company of the 39th Guards nearer in 3129 (not adjacent to 3127).
 */
describe('SoS 18.34: the leader who survives the loss of the last combat unit of his hex', () => {
  const W = 'T01/german-attack';
  const plan = { soviet: { defense: { policy: 'plan' as const } } };
  const attack = { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }], advance: ['ger-71-5-191'] } };
  const at = { [YELIN]: '3127', 'sov-1-42g': '3127', 'ger-71-5-191': '3128', 'ger-71-6-191': '3128', 'sov-2-42g': '3131', 'sov-1-39g': '3130' };
  const dice = { [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1, [`${W}/3127/leader/${YELIN}`]: 9 };

  it('the D1 takes the company, YELIN survives his roll and goes at once to the nearest unit of his regiment (3131), not the nearer 39th Guards; the attackers advance into the empty hex', () => {
    const r = ruleset.adjudicate(attackFragment(at, ['3127'], { standing: plan }), [sub('german', [attack])], new FixedDice(dice));
    expect(ofType(r.events, 'leader-survival')[0]).toMatchObject({ leader: YELIN, result: 'survives' });
    expect(ofType(r.events, 'leader-moves')).toEqual([{ type: 'leader-moves', rule: 'SoS 18.34', leader: YELIN, from: '3127', to: '3131', visibleTo: ['soviet'] }]);
    expect(r.state.state.pieces[YELIN]!.at).toBe('3131');
    expect(r.state.state.pieces['ger-71-5-191']!.at).toBe('3127');
  });

  it('"any unit belonging to his command": the standing `leaders` hex is taken when it holds one', () => {
    const standing = { soviet: { ...plan.soviet, leaders: [{ leader: YELIN, to: '3133' }] } };
    const r = ruleset.adjudicate(attackFragment({ ...at, 'sov-3-42g': '3133' }, ['3127'], { standing }), [sub('german', [attack])], new FixedDice(dice));
    expect(r.state.state.pieces[YELIN]!.at).toBe('3133');
  });
});

/**
 * SoS 18.34 on the attacker's side: the Soviet defensive fire from 3127 takes the only company
 * attacking from 3128, where MUES (16th Panzer Grenadier Battalion) stands; a company of his
 * battalion is in 3132, a company of II/191 (not his command) nearer in 3130.
 */
describe('SoS 18.34: the leader whose attacking hex loses its last combat unit to defensive fire', () => {
  const W = 'T01/german-attack';
  const plan = { soviet: { defense: { policy: 'plan' as const } } };
  it('MUES survives his roll and goes at once to the nearest unit of his battalion', () => {
    const at = { 'ger-mues': '3128', 'ger-71-5-191': '3128', 'ger-71-6-191': '3130', 'ger-16pg-1': '3132', 'sov-1-42g': '3127', 'sov-2-42g': '3127' };
    const g = attackFragment(at, ['3127'], { standing: plan });
    const r = ruleset.adjudicate(g, [sub('german', [{ attack: { target: '3127', fire: [{ units: ['ger-71-5-191'], from: '3128' }] } }])], new FixedDice({ [`${W}/3127/df/3128`]: 1, [`${W}/3127/leader/ger-mues`]: 9, [`${W}/3127/attack`]: 10 }));
    expect(ofType(r.events, 'defensive-fire')[0]).toMatchObject({ eliminated: ['ger-71-5-191'] });
    expect(ofType(r.events, 'leader-moves')).toEqual([{ type: 'leader-moves', rule: 'SoS 18.34', leader: 'ger-mues', from: '3128', to: '3132', visibleTo: ['german'] }]);
    expect(r.state.state.pieces['ger-mues']!.at).toBe('3132');
  });
});
