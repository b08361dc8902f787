import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { GameEvent } from '#kernel/engine/events';
import { fireAtMovers } from '#games/streets-of-stalingrad/opportunity-fire/fire-at-movers';
import { HIDDEN_UNIT, sosEventVisibility } from '#games/streets-of-stalingrad/view/event-visibility';
import { enemySight, NO_LOS } from '#games/streets-of-stalingrad/view/sight';
import type { AttackBody } from '#games/streets-of-stalingrad/windows/attack/check-attack';
import { retreatProblems, type HexDefense } from '#games/streets-of-stalingrad/windows/attack/defense-plan';
import { resolveAttack } from '#games/streets-of-stalingrad/windows/attack/resolve-attack';
import { commandHalving } from '#games/streets-of-stalingrad/windows/movement/command';
import { movingStack } from '#games/streets-of-stalingrad/windows/movement/stack';
import { bombardCtx, env, fragment } from './bombardment-fixture';

/**
 * SoS 16.3, 16.35-16.37 and 9.882: an immobilized tank once placed. Scenario #2, 13 September:
 * the immobilized tank in the city block 0616 with a rifle battalion of the 42nd Rifle
 * Brigade; the 24th Panzer Division next to it in 0617.
 */
const CITY = '0616';
const NEXT = '0617';
const IMM = 'sov-immobilized-tank-1';
const RIFLES = 'sov-42rb-1';
const codes = (issues: readonly { code: string; rule?: string }[]) => issues.map((i) => [i.code, i.rule]);

describe('SoS 16.35: "Once placed on the game map Soviet immobilized tank units may never move"', () => {
  const state = fragment({ [IMM]: CITY, [RIFLES]: CITY });

  it('a move naming it is refused, with the rule', () => {
    const ctx = bombardCtx('soviet-movement');
    const out = movingStack(ctx, state, [IMM], 'normal', new Set(), ['orders', 0, 'move', 'units'], commandHalving(env, state));
    expect(Array.isArray(out)).toBe(true);
    expect(out).toEqual([{ path: ['orders', 0, 'move', 'units', 0], code: 'immobilized', message: `${IMM} is an immobilized tank: once placed on the map it may never move`, rule: 'SoS 16.35' }]);
  });

  it('nor does it retreat before combat (9.43-9.48)', () => {
    const issues = retreatProblems(bombardCtx('german-attack'), state, 'soviet', CITY, { units: [IMM], path: ['0515'] });
    expect(codes(issues)).toContainEqual(['immobilized', 'SoS 16.35']);
  });
});

describe('SoS 16.36: "may not attack, but may opportunity fire", and the armored +1 when defending its hex', () => {
  it('a Soviet attack counts no point of it: it is refused with the rule', () => {
    const a = { target: NEXT, fire: [{ units: [IMM, RIFLES], from: CITY }] } as AttackBody;
    const d: HexDefense = { hex: NEXT, retreat: [], fire: [] };
    const r = resolveAttack(bombardCtx('soviet-attack'), fragment({ [IMM]: CITY, [RIFLES]: CITY, 'ger-5-276': NEXT }), a, d, new FixedDice({ 'T01/soviet-attack/0617/attack': 10 }));
    const attack = r.events.find((e) => e.type === 'attack')!;
    expect(attack.firers).toEqual([{ id: RIFLES, points: 4, uses: 'AF', rule: 'SoS 9.13' }]);
    expect(attack.refused).toEqual([{ id: IMM, refused: 'immobilized tanks may not attack', rule: 'SoS 16.36' }]);
  });

  it('it opportunity-fires its DF at German units moving next to it', () => {
    const label = 'T01/german-movement/of/0/1/r0/0616';
    const r = fireAtMovers(env, fragment({ [IMM]: CITY, 'ger-5-276': NEXT }), { side: 'soviet', date: '09-13', from: CITY, units: [IMM], at: NEXT, movers: ['ger-5-276'], lossOrder: undefined, label }, new FixedDice({ [label]: 10 }))!;
    expect(r.events[0]).toMatchObject({ type: 'opportunity-fire', firers: [{ id: IMM, points: 3, uses: 'DF', rule: 'SoS 9.13' }] });
    expect(r.fired).toEqual([IMM]);
  });

  it('a German attack on its hex takes the armored target +1 (9.92)', () => {
    const a = { target: CITY, fire: [{ units: ['ger-24-pz-1', 'ger-24-pz-2'], from: NEXT }] } as AttackBody;
    const r = resolveAttack(bombardCtx('german-attack'), fragment({ [IMM]: CITY, [RIFLES]: CITY, 'ger-24-pz-1': NEXT, 'ger-24-pz-2': NEXT }), a, { hex: CITY, retreat: [], fire: [] }, new FixedDice({ 'T01/german-attack/0616/attack': 10 }));
    expect(r.events.find((e) => e.type === 'attack')!.drms).toContainEqual({ value: 1, reason: 'armored units in the target hex and no firer has its AF underlined', rule: 'SoS 9.92' });
  });
});

describe('SoS 16.37, 9.882: "always immediately eliminated by a P result against their hex"', () => {
  it('a P eliminates the immobilized tank; the rifle battalion with it stays, spent in the city hex (9.84)', () => {
    const a = { target: CITY, fire: [{ units: ['ger-24-pz-1', 'ger-24-pz-2'], from: NEXT }] } as AttackBody;
    const r = resolveAttack(bombardCtx('german-attack'), fragment({ [IMM]: CITY, [RIFLES]: CITY, 'ger-24-pz-1': NEXT, 'ger-24-pz-2': NEXT }), a, { hex: CITY, retreat: [], fire: [] }, new FixedDice({ 'T01/german-attack/0616/attack': 2 }));
    expect(r.events.find((e) => e.type === 'attack')).toMatchObject({ mdr: 5, result: 'P', eliminated: [IMM], marker: 'spent', marked: [RIFLES] });
    expect(r.state.pieces[IMM]).toMatchObject({ at: null, eliminated: true });
    expect(r.state.pieces[RIFLES]).toMatchObject({ at: CITY, spent: true });
    // 16.31: an immobilized tank is not a tank unit: its loss rolls for nothing
    expect(r.events.filter((e) => e.type === 'immobilized-tank-roll')).toEqual([]);
  });
});

describe('SoS 7.0-7.2: an immobilized tank is a Soviet unit like the others for hidden status', () => {
  it('in a city hex the German does not see it, and the German copy of its placement does not name it; the eliminated tank is named (9.8)', () => {
    const state = fragment({ [IMM]: CITY, 'ger-24-pz-1': NEXT });
    expect(enemySight(env, state, 'german', NO_LOS).get(IMM)).toMatchObject({ visible: false });
    const placed: GameEvent = { type: 'immobilized-tank-roll', rule: 'SoS 16.31, 16.32', tank: 'sov-t60-27-1', hex: CITY, die: 3, result: 'immobilized', placed: IMM };
    const eliminated = { ...state, pieces: { ...state.pieces, 'sov-t60-27-1': { ...state.pieces['sov-t60-27-1']!, eliminated: true } } };
    const copies = sosEventVisibility(env, eliminated, [placed], NO_LOS);
    expect(copies).toEqual([{ ...placed, visibleTo: ['german'], placed: HIDDEN_UNIT }, { ...placed, visibleTo: ['soviet'] }]);
  });

  it('not yet placed, it is unknown to the German, as a reinforcement not yet arrived', () => {
    const state = fragment({ 'ger-24-pz-1': NEXT });
    expect(enemySight(env, state, 'german', NO_LOS).has(IMM)).toBe(false);
  });
});
