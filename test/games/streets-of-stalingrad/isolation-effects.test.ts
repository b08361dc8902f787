import { describe, expect, it } from 'vitest';
import { attackModifiers } from '#games/streets-of-stalingrad/combat/attack-modifiers';
import type { FireCombat } from '#games/streets-of-stalingrad/combat/fire-combat';
import { sideView } from '#games/streets-of-stalingrad/view/side-view';
import { NO_LOS } from '#games/streets-of-stalingrad/view/sight';
import { firerOf, targetOf } from '#games/streets-of-stalingrad/windows/attack/fire-units';
import { adjudicate, check, codes, env, fragment } from './movement-window-fixture';

/**
 * SoS 19.5: "Isolated Soviet units move at half the MP allowed for any phase; an isolated
 * Soviet unit would use only 1/4 of its MP during the Soviet Exploit Movement Phase ... All
 * isolated Soviet units suffer a die roll modifier penalty to their attacks, opportunity fire,
 * bombardment, and defensive fire equal to the number on the 'Out of Supply' marker."
 * SoS 8.32: "1/2 of its MP (1/4 if isolated)" in the Soviet Reserves Movement Phase.
 * SoS 8.73: a dismounted unit remounts only if it is "not isolated".
 * The "Out of Supply" marker (placed in the Administrative Phase, 19.4) is what the phases read.
 */

const move = (units: string[], path: string[]) => ({ move: { units, path } });

describe('SoS 19.5: an isolated Soviet unit, with its "Out of Supply" marker, moves at half MP', () => {
  it('in the Soviet Movement Phase of 14 September: 4 MP, not 8', () => {
    const s = { ...fragment({ 'sov-1-270-nkvd': '1240' }), outOfSupply: { 'sov-1-270-nkvd': 1 } };
    expect(codes(check(2, 'soviet-movement', s, [move(['sov-1-270-nkvd'], ['1239', '1238', '1237'])]))).toEqual([['not-enough-mp', 'orders.0.move.path.2']]);
    expect(adjudicate(2, 'soviet-movement', s, [move(['sov-1-270-nkvd'], ['1239'])]).events).toMatchObject([{ type: 'moved', allowance: 4 }]);
  });

  it('8.32: a quarter in the Soviet Reserves Movement Phase (1/2, halved again for isolation)', () => {
    const s = { ...fragment({ 'sov-1-270-nkvd': '1238', 'sov-commissar-1': '1238', 'ger-71-5-191': '1235' }, { attack: ['1237'] }), outOfSupply: { 'sov-1-270-nkvd': 1, 'sov-commissar-1': 1 } };
    expect(adjudicate(2, 'soviet-reserves', s, [move(['sov-1-270-nkvd'], ['1239'])]).events).toMatchObject([{ type: 'moved', allowance: 2 }]);
  });
});

describe('SoS 19.5, 19.6: the number on the "Out of Supply" marker is added to the firers\' die roll', () => {
  it('a Soviet attacker with "Out of Supply 2" attacks with +2', () => {
    const s = { ...fragment({ 'sov-1-270-nkvd': '1238', 'ger-71-5-191': '1237' }), outOfSupply: { 'sov-1-270-nkvd': 2 } };
    const f = firerOf(env, s, 'sov-1-270-nkvd', '1238', '1237', false)!;
    expect(f.outOfSupply).toBe(2);
    const c: FireCombat = { kind: 'attack', date: '09-14', side: 'soviet', firers: [f], target: targetOf(env, s, '1237', 'german', ['ger-71-5-191']) };
    expect(attackModifiers(c, env.tables.spotting)).toContainEqual({ value: 2, reason: 'isolated Soviet firer with an "Out of Supply 2" marker', rule: 'SoS 19.5' });
  });

  it('chosen (digest A26): a German firer with "Out of Supply 1" fires with +1', () => {
    const s = { ...fragment({ 'sov-1-270-nkvd': '1238', 'ger-71-5-191': '1237' }), outOfSupply: { 'ger-71-5-191': 1 } };
    const f = firerOf(env, s, 'ger-71-5-191', '1237', '1238', false)!;
    const c: FireCombat = { kind: 'attack', date: '09-14', side: 'german', firers: [f], target: targetOf(env, s, '1238', 'soviet', ['sov-1-270-nkvd']) };
    expect(attackModifiers(c, env.tables.spotting)).toContainEqual(expect.objectContaining({ value: 1, rule: 'SoS 19.6' }));
  });
});

describe('SoS 19.4, 7.0: the marker of a hidden unit is not shown to the other side', () => {
  it('the owner sees his unit\'s marker; the enemy who does not see the unit sees no marker; once he sees the unit (7.1) he sees both', () => {
    const s = { ...fragment({ 'sov-1-270-nkvd': '1238', 'ger-71-5-191': '1232' }), outOfSupply: { 'sov-1-270-nkvd': 2 } };
    expect(sideView(env, s, 'soviet', NO_LOS).outOfSupply).toEqual({ 'sov-1-270-nkvd': 2 });
    expect(sideView(env, s, 'german', NO_LOS).outOfSupply).toBeUndefined();
    expect(sideView(env, s, null, NO_LOS).outOfSupply).toBeUndefined();
    // in the clear hex 0756, the unit is in the German's sight (7.1, 7.4)
    const seen = { ...fragment({ 'sov-1-270-nkvd': '0756', 'ger-71-5-191': '0655' }), outOfSupply: { 'sov-1-270-nkvd': 2 } };
    const view = sideView(env, seen, 'german', { inLos: () => true, badWeather: false });
    expect(Object.keys(view.pieces)).toContain('sov-1-270-nkvd');
    expect(view.outOfSupply).toEqual({ 'sov-1-270-nkvd': 2 });
  });
});

describe('SoS 8.73: an isolated unit may not remount', () => {
  it('a dismounted German armored infantry unit with "Out of Supply 1" keeps its "dismounted" marker', () => {
    const s = { ...fragment({ 'ger-16pg-1': '1240' }, { dismounted: ['ger-16pg-1'] }), outOfSupply: { 'ger-16pg-1': 1 } };
    expect(codes(check(2, 'german-movement', s, [{ remount: { units: ['ger-16pg-1'] } }]))).toEqual([['remount-isolated', 'orders.0.remount.units.0']]);
  });
});
