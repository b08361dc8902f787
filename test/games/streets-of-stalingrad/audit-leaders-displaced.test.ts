import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import { leadersWithoutFormation } from '#games/streets-of-stalingrad/leaders/consolidation-leaders';
import { move, runGermanMovement, TANK, YELIN } from './leader-steppe-fixture';
import { check, codes, env, fragment } from './movement-window-fixture';
import { fragment as attackFragment, ofType, ruleset, sub } from './attack-fixture';

/**
 * The second reading of leaders displaced and leaders after their units (18.1, 18.31, 18.34)
 * and of the leader rules of consolidation (20.7): the rows of the audit page found to differ
 * from the rulebook, each as it reads in the rulebook. YELIN commands the 42 Guards Rifle
 * Regiment; the German StuG company 244 moves on the open steppe (columns 31 to 38 are clear).
 */
const run = runGermanMovement;

describe('LD: leaders displaced (18.31, 8.08)', () => {
  it('LD-05: 18.31 "move the leader to the nearest friendly unit of its ... regiment": a standing `leaders` hex farther off does not send him past the nearest', () => {
    const s = fragment({ [YELIN]: '3232', [TANK]: '3230', 'sov-1-42g': '3236', 'sov-2-42g': '3238' });
    const r = run(s, [move([TANK], ['3231', '3232'])], { leaders: [{ leader: YELIN, to: '3238' }] });
    expect(r.state.pieces[YELIN]!.at).toBe('3236');
  });

  it('LD-09: 8.08 "They may move into a hex that contains only an enemy minefield unit, enemy leader units, OP units ...": a StuG may end where YELIN and the 62 Army OP stand alone', () => {
    const s = fragment({ [YELIN]: '3232', 'sov-62-op': '3232', [TANK]: '3230', 'sov-1-42g': '3238' });
    expect(codes(check(1, 'german-movement', s, [move([TANK], ['3231', '3232'])]))).toEqual([]);
  });

  it('LD-09, the same hex with the OP alone: the StuG may end there, as with YELIN alone', () => {
    expect(codes(check(1, 'german-movement', fragment({ 'sov-62-op': '3232', [TANK]: '3230' }), [move([TANK], ['3231', '3232'])]))).toEqual([]);
    expect(codes(check(1, 'german-movement', fragment({ [YELIN]: '3232', [TANK]: '3230', 'sov-1-42g': '3238' }), [move([TANK], ['3231', '3232'])]))).toEqual([]);
  });
});

/**
 * SoS 18.1: "If all of the units of their command in that hex are eliminated, leader units must
 * be moved to the nearest unit of their command at the end of that phase." The German Attack
 * Phase of 13 September: YELIN holds 3127 with a company of his 42nd and a company of the 39th
 * Guards (not his regiment); two companies of II/191 and one of the 16th Panzer Grenadier
 * Battalion, with MUES, attack from 3128 (a D1, no retreat); another company of the 42nd stands
 * in 3131. The Soviet loses the 42nd's company first.
 */
describe('LD: a leader whose hex keeps a combat unit of another command (18.1)', () => {
  const W = 'T01/german-attack';
  const standing = { soviet: { defense: { policy: 'plan' as const }, losses: { order: ['sov-1-42g'] } } as SosStanding };
  const attack = { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191', 'ger-16pg-1'], from: '3128' }] } };
  const at = { [YELIN]: '3127', 'sov-1-42g': '3127', 'sov-1-39g': '3127', 'ger-71-5-191': '3128', 'ger-71-6-191': '3128', 'ger-16pg-1': '3128', 'ger-mues': '3128', 'sov-2-42g': '3131' };

  it('LD-03: the attack takes the 42nd\'s company, the 39th\'s stays, YELIN survives: at the end of the phase he is with a unit of his regiment (3131)', () => {
    const dice = { [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1, [`${W}/3127/leader/${YELIN}`]: 9 };
    const r = ruleset.adjudicate(attackFragment(at, ['3127'], { standing }), [sub('german', [attack])], new FixedDice(dice));
    expect(ofType(r.events, 'attack')[0]).toMatchObject({ result: 'D1', eliminated: ['sov-1-42g'] });
    expect(r.state.state.pieces['sov-1-42g']).toMatchObject({ eliminated: true });
    expect(r.state.state.pieces['sov-1-39g']).toMatchObject({ at: '3127', eliminated: false });
    expect(ofType(r.events, 'leader-survival')[0]).toMatchObject({ leader: YELIN, result: 'survives' });
    expect(r.state.state.pieces[YELIN]!.at).toBe('3131');
  });
});

/**
 * SoS 18.1, 18.33, 18.34 after an instant counter-attack (12.6, 12.8). The German Attack Phase of 13
 * September: two companies of II/191 take 3127 from a company of the 42nd (D1P) and one
 * advances; the Soviet company in 3026, with YELIN (12.5), counter-attacks by standing rule and
 * loses (the die 1: "attackerLoses"). Another company of the 42nd stands in 3131.
 */
describe('LD: a leader whose hex loses its last combat unit in an instant counter-attack', () => {
  const W = 'T01/german-attack';
  const standing = { soviet: { defense: { policy: 'plan' as const }, counterAttack: { rules: [{ hexes: ['3127'], minDifference: 0 }] } } as SosStanding };
  const attack = { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }], advance: ['ger-71-5-191'] } };
  const at = { 'sov-1-42g': '3127', 'sov-3-42g': '3026', [YELIN]: '3026', 'sov-2-42g': '3131', 'ger-71-5-191': '3128', 'ger-71-6-191': '3128' };

  it('LD-08: the counter-attacking company is eliminated and YELIN is left alone in 3026: he goes to the nearest unit of his regiment (3131)', () => {
    const dice = { [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1, [`${W}/3127/ica`]: 1, [`${W}/3127/ica/leader/${YELIN}`]: 9 };
    const r = ruleset.adjudicate(attackFragment(at, ['3127'], { standing }), [sub('german', [attack])], new FixedDice(dice));
    expect(ofType(r.events, 'instant-counter-attack')[0]).toMatchObject({ result: 'attackerLoses', eliminated: ['sov-3-42g'] });
    expect(ofType(r.events, 'leader-survival')).toEqual([expect.objectContaining({ leader: YELIN, hex: '3026', die: 9, result: 'survives' })]);
    expect(r.state.state.pieces[YELIN]!.at).toBe('3131');
  });
});

/**
 * SoS 20.7: "If through consolidation you remove all units that belong to a particular leader's
 * formation, you must remove that leader unit". YELIN stands in 3232 with a company of the
 * 39th Guards; no unit of his 42nd is in play (lost in combat before). The Soviet player
 * consolidates away the 39th's company in 3236 (the 39th keeps one in 3232).
 */
describe('LD: the leader rules of consolidation (20.7)', () => {
  it('LD-14: an exchange that removes no unit of his formation does not remove YELIN', () => {
    const s = fragment({ [YELIN]: '3232', 'sov-1-39g': '3232', 'sov-2-39g': '3236' });
    expect(leadersWithoutFormation(env, s, 'soviet', ['sov-2-39g'])).toEqual([]);
  });
});
