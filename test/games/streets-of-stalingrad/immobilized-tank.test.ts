import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { GameEvent } from '#kernel/engine/events';
import type { SosBombardment, SosPieceState, SosState } from '#games/streets-of-stalingrad/state/types';
import type { AttackBody } from '#games/streets-of-stalingrad/windows/attack/check-attack';
import type { HexDefense } from '#games/streets-of-stalingrad/windows/attack/defense-plan';
import { resolveAttack } from '#games/streets-of-stalingrad/windows/attack/resolve-attack';
import { resolveBombardments } from '#games/streets-of-stalingrad/windows/bombardment/resolve-bombardment';
import { fireAtMovers } from '#games/streets-of-stalingrad/opportunity-fire/fire-at-movers';
import { instantCounterAttack } from '#games/streets-of-stalingrad/windows/attack/counter-attack';
import { bombardCtx, env, fragment } from './bombardment-fixture';

/**
 * SoS 16.31, 16.32, 16.34: "Whenever a Soviet tank unit is eliminated on a city or
 * industrial/fortified hex only, the Soviet player rolls one d10 ... for each eliminated tank
 * unit. On a die roll of 1 to 4, one immobilized tank unit is immediately placed in the same
 * hex where the tank unit was eliminated", never in a German ZOC hex (none reaches a city hex).
 * Scenario #2, 13 September: the T-60 of the 27th Tank Brigade in the city block 0616, the
 * 24th Panzer Division's tanks next to it in 0617; 1010 is a suburb hex.
 */
const CITY = '0616';
const NEXT = '0617';
const SUBURB = '1010';
const T60 = 'sov-t60-27-1';
const IMM1 = 'sov-immobilized-tank-1';
const IMM2 = 'sov-immobilized-tank-2';
const PANZERS = { 'ger-24-pz-1': NEXT, 'ger-24-pz-2': NEXT, 'ger-stg-sp-at': NEXT };
const rolls = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'immobilized-tank-roll');

/** A German attack on `hex` from `from` by the two panzer companies and Gruppe Salzer's SP AT guns, the Soviet not firing back; the first panzer company advances if it may (9.85). */
function germanAttack(state: SosState, dice: Record<string, number>, hex = CITY, from = NEXT) {
  const a = { target: hex, fire: [{ units: ['ger-24-pz-1', 'ger-24-pz-2', 'ger-stg-sp-at'], from }], advance: ['ger-24-pz-1'] } as AttackBody;
  const d: HexDefense = { hex, retreat: [], fire: [] };
  return resolveAttack(bombardCtx('german-attack'), state, a, d, new FixedDice(dice));
}

describe('SoS 16.31, 16.32: a Soviet tank eliminated in a city hex rolls for an immobilized tank', () => {
  const A = 'T01/german-attack/0616';

  it('E75 (16.32): a German attack eliminates the T-60 in 0616; the d10 reads 4: one immobilized tank is placed at once in 0616, and the hex is still held', () => {
    const r = germanAttack(fragment({ [T60]: CITY, ...PANZERS }), { [`${A}/attack`]: 1, [`${A}/immobilized/${T60}`]: 4 });
    expect(r.events.find((e) => e.type === 'attack')).toMatchObject({ eliminated: [T60] });
    expect(rolls(r.events)).toEqual([{
      type: 'immobilized-tank-roll', rule: 'SoS 16.31, 16.32', table: 'New Soviet Immobilized Tanks', tank: T60, hex: CITY, die: 4, result: 'immobilized', placed: IMM1,
      reason: `4: one immobilized tank is placed at once in ${CITY}, where ${T60} was eliminated`,
    }]);
    expect(r.state.pieces[IMM1]).toMatchObject({ at: CITY, eliminated: false, pinned: false, spent: false });
    expect(r.state.pieces[T60]).toMatchObject({ at: null, eliminated: true });
    // placed at once: the hex still holds a Soviet unit, so no German unit advances into it (9.85)
    expect(r.events.filter((e) => e.type === 'advance')).toEqual([]);
  });

  it('E75 (16.32): on a 5 no immobilized tank is placed', () => {
    const r = germanAttack(fragment({ [T60]: CITY, ...PANZERS }), { [`${A}/attack`]: 1, [`${A}/immobilized/${T60}`]: 5 });
    expect(rolls(r.events)).toEqual([expect.objectContaining({ tank: T60, hex: CITY, die: 5, result: 'none', placed: null })]);
    expect(r.state.pieces[IMM1]!.at).toBeNull();
    expect(r.events.find((e) => e.type === 'advance')).toMatchObject({ hex: CITY, units: ['ger-24-pz-1'] });
  });

  it('16.31: "on a city or industrial/fortified hex only": a tank eliminated in a suburb hex rolls nothing', () => {
    const r = germanAttack(fragment({ [T60]: SUBURB, 'ger-24-pz-1': '1011', 'ger-24-pz-2': '1011', 'ger-stg-sp-at': '1011' }), { 'T01/german-attack/1010/attack': 1 }, SUBURB, '1011');
    expect(r.events.find((e) => e.type === 'attack')).toMatchObject({ eliminated: [T60] });
    expect(rolls(r.events)).toEqual([]);
  });

  it('the immobilized tank counters are only those the game gives: with none left, a 1-4 places none and the event says so', () => {
    const gone: Record<string, Partial<SosPieceState>> = { [IMM2]: { eliminated: true } };
    const r = germanAttack(fragment({ [T60]: CITY, [IMM1]: '0720', ...PANZERS }, gone), { [`${A}/attack`]: 1, [`${A}/immobilized/${T60}`]: 2 });
    expect(rolls(r.events)).toEqual([expect.objectContaining({ die: 2, result: 'immobilized', placed: null, reason: 'every immobilized tank counter of the game is in play or eliminated: none is left to place' })]);
    expect(r.state.pieces[IMM1]!.at).toBe('0720');
  });

  it('16.31: by defensive fire: a Soviet T-60 attacking from the city block 0617 is eliminated by the German defensive fire and rolls in 0617', () => {
    const a = { target: CITY, fire: [{ units: [T60], from: NEXT }] } as AttackBody;
    const d: HexDefense = { hex: CITY, retreat: [], fire: [{ units: ['ger-5-276', 'ger-6-276', 'ger-7-276'], at: NEXT }] };
    const state = fragment({ [T60]: NEXT, 'ger-5-276': CITY, 'ger-6-276': CITY, 'ger-7-276': CITY });
    const S = 'T01/soviet-attack/0616';
    const r = resolveAttack(bombardCtx('soviet-attack'), state, a, d, new FixedDice({ [`${S}/df/0617`]: 1, [`${S}/df/0617/immobilized/${T60}`]: 3 }));
    expect(r.events.find((e) => e.type === 'defensive-fire')).toMatchObject({ eliminated: [T60] });
    expect(rolls(r.events)).toEqual([expect.objectContaining({ tank: T60, hex: NEXT, die: 3, placed: IMM1 })]);
    expect(r.state.pieces[IMM1]!.at).toBe(NEXT);
  });

  it('16.3: only Soviet tanks: a German tank eliminated in a city hex rolls nothing', () => {
    const a = { target: CITY, fire: [{ units: ['ger-24-pz-1'], from: NEXT }] } as AttackBody;
    const d: HexDefense = { hex: CITY, retreat: [], fire: [{ units: ['sov-99-tb-1', 'sov-t60-27-2'], at: NEXT }] };
    const state = fragment({ 'ger-24-pz-1': NEXT, 'sov-99-tb-1': CITY, 'sov-t60-27-2': CITY });
    const r = resolveAttack(bombardCtx('german-attack'), state, a, d, new FixedDice({ [`${A}/df/0617`]: 1 }));
    expect(r.events.find((e) => e.type === 'defensive-fire')).toMatchObject({ eliminated: ['ger-24-pz-1'] });
    expect(rolls(r.events)).toEqual([]);
  });

  it('16.31: by opportunity fire: the T-60 moving into 0616 is eliminated by the panzers in 0617 and rolls in 0616', () => {
    const label = 'T01/soviet-movement/of/0/1/r0/0617';
    const r = fireAtMovers(env, fragment({ [T60]: CITY, ...PANZERS }), { side: 'german', date: '09-13', from: NEXT, units: ['ger-24-pz-1', 'ger-24-pz-2'], at: CITY, movers: [T60], lossOrder: undefined, label }, new FixedDice({ [label]: 1, [`${label}/immobilized/${T60}`]: 1 }))!;
    expect(r.events[0]).toMatchObject({ type: 'opportunity-fire', eliminated: [T60] });
    expect(rolls(r.events)).toEqual([expect.objectContaining({ tank: T60, hex: CITY, die: 1, placed: IMM1 })]);
    expect(r.state.pieces[IMM1]!.at).toBe(CITY);
  });

  it('SoS 14.83, 16.31: by bombardment: the mortars of the 276th eliminate the T-60 in the city block 0911; the roll places the immobilized tank there', () => {
    const b: SosBombardment = { side: 'german', target: '0911', table: 'crt', units: ['ger-8-276', 'ger-4-276'], af: 12, spotting: 'adjacentInCommand', namedLeaderAdjacent: false, opOn1039: false, stukas: null };
    const state = { ...fragment({ 'ger-8-276': '0914', 'ger-4-276': '0914', [T60]: '0911' }), bombardments: [b] };
    const L = 'T01/2.resolve/0911/german';
    const r = resolveBombardments({ env, standing: { german: null, soviet: null }, date: '09-13', label: 'T01/2.resolve', phase: 2 }, state, new FixedDice({ [`${L}/die`]: 1, [`${L}/immobilized/${T60}`]: 4 }));
    expect(r.events.find((e) => e.type === 'units-eliminated')).toMatchObject({ units: [T60] });
    expect(rolls(r.events)).toEqual([expect.objectContaining({ tank: T60, hex: '0911', die: 4, placed: IMM1 })]);
    expect(r.state.pieces[IMM1]!.at).toBe('0911');
  });

  it('16.31: by the instant counter-attack: the T-60 counter-attacking from 0616 with a commissar (12.5) is the unit lost (12.8), and rolls in 0616', () => {
    const ctx = { ...bombardCtx('german-attack', { soviet: { counterAttack: { rules: [{ minDifference: -20 }] } } }) };
    const state = fragment({ [T60]: CITY, 'sov-commissar-1': CITY, 'ger-5-276': NEXT });
    const r = instantCounterAttack(ctx, state, NEXT, new FixedDice({ 'T01/german-attack/0617/ica': 1, [`T01/german-attack/0617/ica/immobilized/${T60}`]: 2, 'T01/german-attack/0617/ica/leader/sov-commissar-1': 9 }));
    expect(r.events[0]).toMatchObject({ type: 'instant-counter-attack', result: 'attackerLoses', eliminated: [T60] });
    expect(rolls(r.events)).toEqual([expect.objectContaining({ tank: T60, hex: CITY, die: 2, placed: IMM1 })]);
    expect(r.state.pieces[IMM1]!.at).toBe(CITY);
    // SoS 18.33: the loss is a combat result in the commissar's hex: he rolls (9: survives)
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'leader-survival', leader: 'sov-commissar-1', hex: CITY, die: 9, result: 'survives' }));
  });
});
