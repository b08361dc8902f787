import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import type { SosBombardment } from '#games/streets-of-stalingrad/state/types';
import { resolveBombardments } from '#games/streets-of-stalingrad/windows/bombardment/resolve-bombardment';
import { env as bombardEnv, fragment as bombardFragment, hexAt } from './bombardment-fixture';
import { fragment as attackFragment, ofType, ruleset, sub } from './attack-fixture';

/**
 * SoS 18.1: "If all of the units of their command in that hex are eliminated, leader units must
 * be moved to the nearest unit of their command at the end of that phase." YELIN commands the
 * 42 Guards Rifle Regiment; a company of the 39th Guards (not his regiment) stays with him.
 */
const YELIN = 'sov-yelin';

/**
 * 13 September (scenario #2): the Soviet 188th mortars bombard 1010, where WEIGERT (he commands
 * the II Battalion of the 276th: its 5th to 8th companies) stands with the 5th company and the
 * 1st (I Battalion, not his); the German loses the 5th first; the 6th stands four hexes off.
 */
describe('SoS 18.1 after a bombardment', () => {
  const T = '1010';
  const M = hexAt(T, 3);
  const FAR = hexAt(T, 4, [M]);
  const WEIGERT = 'ger-weigert';
  const mortars: SosBombardment = { side: 'soviet', target: T, table: 'crt', units: ['sov-188-mortar'], af: 12, spotting: 'adjacentInCommand', namedLeaderAdjacent: false, opOn1039: false, stukas: null };
  const german = { losses: { order: ['ger-5-276'] } } as SosStanding;
  const resolve = (dice: Record<string, number>) =>
    resolveBombardments(
      { env: bombardEnv, standing: { german, soviet: null }, date: '09-13', label: 'T01/9.resolve', phase: 9 },
      { ...bombardFragment({ 'sov-188-mortar': M, [WEIGERT]: T, 'ger-5-276': T, 'ger-1-276': T, 'ger-6-276': FAR }), bombardments: [mortars] },
      new FixedDice(dice),
    );

  it('the 5th company is eliminated, the 1st stays, WEIGERT survives his roll: at the end of the phase he goes to the 6th company', () => {
    const r = resolve({ 'T01/9.resolve/1010/soviet/die': 2, 'T01/9.resolve/1010/soviet/leader': 9 });
    expect(r.state.pieces['ger-5-276']).toMatchObject({ eliminated: true });
    expect(r.state.pieces['ger-1-276']).toMatchObject({ at: T, eliminated: false });
    expect(r.state.pieces[WEIGERT]!.at).toBe(FAR);
    expect(r.events).toContainEqual({ type: 'leader-moves', rule: 'SoS 18.1', leader: WEIGERT, from: T, to: FAR, visibleTo: ['german'] });
  });

  it('no unit of his command eliminated (the bombardment misses): he stays', () => {
    const r = resolve({ 'T01/9.resolve/1010/soviet/die': 10 });
    expect(r.state.pieces[WEIGERT]!.at).toBe(T);
    expect(r.events.filter((e) => e.type === 'leader-moves')).toEqual([]);
  });
});

/**
 * The German Attack Phase of 13 September: YELIN holds 3127 with a company of the 39th Guards
 * only (no unit of his 42nd in the hex before the attack); the D1 takes nothing of his
 * command: 18.1 does not move him.
 */
describe('SoS 18.1 in an Attack Phase: a hex with no unit of his command before the attack', () => {
  const W = 'T01/german-attack';
  const standing = { soviet: { defense: { policy: 'plan' as const } } as SosStanding };
  const attack = { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191', 'ger-16pg-1'], from: '3128' }] } };
  const at = { [YELIN]: '3127', 'sov-1-39g': '3127', 'sov-2-39g': '3127', 'ger-71-5-191': '3128', 'ger-71-6-191': '3128', 'ger-16pg-1': '3128', 'sov-2-42g': '3131' };

  it('the 39th\'s company lost, YELIN survives with the other: he stays at the end of the phase', () => {
    const dice = { [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1, [`${W}/3127/leader/${YELIN}`]: 9 };
    const r = ruleset.adjudicate(attackFragment(at, ['3127'], { standing }), [sub('german', [attack])], new FixedDice(dice));
    expect(ofType(r.events, 'attack')[0]).toMatchObject({ result: 'D1' });
    expect(r.state.state.pieces[YELIN]!.at).toBe('3127');
    expect(ofType(r.events, 'leader-moves')).toEqual([]);
  });
});

/**
 * SoS 18.1 across a pause of the phase: the German attack on 1029 takes the 42nd's company
 * there (YELIN stays with a company of the 39th); the attack on 3127 that follows advances and
 * the phase stops for the Soviet `counterAttack` answer (policy `ask`). Answered with none, the
 * phase ends: YELIN goes to the 42nd's company in 3026.
 */
describe('SoS 18.1: the move at the end of a phase that stopped for a decision', () => {
  const W = 'T01/german-attack';
  const ask = { defense: { policy: 'plan' as const }, counterAttack: { policy: 'ask' as const }, losses: { order: ['sov-2-42g'] } } as SosStanding;
  const at = { [YELIN]: '1029', 'sov-2-42g': '1029', 'sov-1-39g': '1029', 'ger-16pg-1': '1028', 'ger-16pg-2': '1028', 'sov-1-42g': '3127', 'sov-3-42g': '3026', 'ger-71-5-191': '3128', 'ger-71-6-191': '3128' };
  const attacks = [
    { attack: { target: '1029', fire: [{ units: ['ger-16pg-1', 'ger-16pg-2'], from: '1028' }] } },
    { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }], advance: ['ger-71-5-191'] } },
  ];

  it('the phase stops with YELIN in 1029; answered, it ends and he moves to 3026', () => {
    const first = new FixedDice({ [`${W}/1029/df/1028`]: 10, [`${W}/1029/attack`]: 1, [`${W}/1029/leader/${YELIN}`]: 9, [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1 });
    const paused = ruleset.adjudicate(attackFragment(at, ['1029', '3127'], { standing: { soviet: ask } }), [sub('german', attacks)], first);
    expect(ofType(paused.events, 'attack').map((e) => [e.hex, e.eliminated])).toEqual([['1029', ['sov-2-42g']], ['3127', ['sov-1-42g']]]);
    expect(ofType(paused.events, 'pause')).toHaveLength(1);
    expect(paused.state.state.pieces[YELIN]!.at).toBe('1029');
    const r = ruleset.adjudicate(paused.state, [sub('soviet', [{ counterAttack: { units: [] } }])], new FixedDice({}));
    expect(ofType(r.events, 'leader-moves')).toEqual([{ type: 'leader-moves', rule: 'SoS 18.1', leader: YELIN, from: '1029', to: '3026', visibleTo: ['soviet'] }]);
    expect(r.state.state.pieces[YELIN]!.at).toBe('3026');
  });
});
