import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosBombardment } from '#games/streets-of-stalingrad/state/types';
import { resolveBombardments } from '#games/streets-of-stalingrad/windows/bombardment/resolve-bombardment';
import { fragment, ofType, ruleset, sub } from './attack-fixture';
import { env as bombardEnv, fragment as bombardFragment, hexAt } from './bombardment-fixture';

/**
 * SoS 18.33, 18.41 and the Leader Survival Table: "Leader wounded, roll d10 again ... This die
 * roll equals the number of turns the leader is removed from play"; its example: "A 3 is
 * rolled and leader is removed for 3 complete turns". 18.41: "When temporarily removed from
 * play, place the leader unit on the space on the Turn Column Track representing the turn he
 * may return."
 */
const W = 'T01/german-attack';
const II_191 = { 'ger-71-5-191': '3128', 'ger-71-6-191': '3128' };
const plan = { soviet: { defense: { policy: 'plan' as const } } };
const attack = { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }] } };

describe('SoS 18.41: a wounded leader goes on the Turn Column Track', () => {
  it('a commissar wounded on 13 September (turn 1) with a second d10 of 3 sits out turns 2, 3 and 4 and may return on turn 5', () => {
    const g = fragment({ 'sov-1-42g': '3127', 'sov-2-42g': '3127', 'sov-commissar-1': '3127', ...II_191 }, ['3127'], { standing: plan });
    const r = ruleset.adjudicate(g, [sub('german', [attack])], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1, [`${W}/3127/leader/sov-commissar-1`]: 5, [`${W}/3127/leader/sov-commissar-1/wounded`]: 3 }));
    expect(ofType(r.events, 'leader-survival')[0]).toMatchObject({ leader: 'sov-commissar-1', mdr: 4, result: 'wounded' });
    expect(ofType(r.events, 'leader-wounded')).toEqual([{ type: 'leader-wounded', rule: 'SoS 18.41', leader: 'sov-commissar-1', die: 3, turns: 3, returnTurn: 5 }]);
    expect(r.state.state.pieces['sov-commissar-1']).toMatchObject({ at: null, eliminated: false });
    expect(r.state.state.leaderReturns).toEqual([{ unit: 'sov-commissar-1', turn: 5 }]);
  });

  it('14.82, 18.41: a leader wounded by a bombardment goes on the track too', () => {
    const target = '1010';
    const m = hexAt(target, 3);
    const b: SosBombardment = { side: 'german', target, table: 'crt', units: ['ger-8-276', 'ger-4-276'], af: 12, spotting: 'adjacentInCommand', namedLeaderAdjacent: false, opOn1039: false, stukas: null };
    const s = { ...bombardFragment({ 'ger-8-276': m, 'ger-4-276': m, 'sov-1-1045': target, 'sov-herman': target }), bombardments: [b] };
    const r = resolveBombardments({ env: bombardEnv, standing: { german: null, soviet: null }, date: '09-13', label: 'T01/2.resolve', phase: 2 }, s, new FixedDice({ 'T01/2.resolve/1010/german/die': 2, 'T01/2.resolve/1010/german/leader': 5, 'T01/2.resolve/1010/german/leader/wounded': 1 }));
    expect(r.events.find((e) => e.type === 'leader-survival')).toMatchObject({ leader: 'sov-herman', result: 'wounded' });
    expect(r.events.find((e) => e.type === 'leader-wounded')).toMatchObject({ leader: 'sov-herman', die: 1, returnTurn: 3 });
    expect(r.state.pieces['sov-herman']).toMatchObject({ at: null, eliminated: false });
    expect(r.state.leaderReturns).toEqual([{ unit: 'sov-herman', turn: 3 }]);
  });
});
