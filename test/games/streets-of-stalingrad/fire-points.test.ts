import { describe, expect, it } from 'vitest';
import type { FireKind, Firer } from '#games/streets-of-stalingrad/combat/fire-combat';
import { firePoints } from '#games/streets-of-stalingrad/combat/fire-points';
import { closeAssaultShift, resolveFire } from '#games/streets-of-stalingrad/combat/fire-resolution';
import { attack, FIRE_TABLES, gerInf, hex, unit } from './fire-fixture';

/** What each unit adds to a fire (9.13, 9.2, 9.53, 9.62, 9.94, 11.2, 11.3, 14.06, 16.13, 16.36) and the column it reads (9.19, 9.67). */
const pak = (over: Partial<Firer> = {}): Firer => gerInf('ger-pak', { type: 'antiTankGun', af: 6, df: 2, range: 3, afUnderlined: true, ...over });
const mortar = (over: Partial<Firer> = {}): Firer => gerInf('ger-mortar', { type: 'mortar', af: 5, df: 1, range: 6, ...over });
const softHex = hex();
const armorHex = hex({ units: [unit('sov-t34', { type: 'tank', af: 6, df: 6 })] });

describe('the fire a unit adds', () => {
  it.each<[string, Firer, FireKind, ReturnType<typeof hex>, number | string, string]>([
    ['9.21 (E12): an AT gun with range 3 fires at 3 hexes', pak({ distance: 3 }), 'attack', softHex, 6, 'SoS 9.13'],
    ['9.21 (E12): ... but not at 4', pak({ distance: 4 }), 'attack', softHex, 'range 3, the target is 4 hexes away', 'SoS 9.23'],
    ['9.25 example (E13): an armored unit fires at an enemy 2 hexes away across a balka it cannot cross', gerInf('pz', { type: 'tank', af: 6, range: 2, distance: 2 }), 'attack', hex({ terrain: 'balka' }), 6, 'SoS 9.13'],
    ['9.24: every combat unit fires at an adjacent hex, whatever its range', gerInf('g', { range: 0 }), 'attack', softHex, 4, 'SoS 9.13'],
    ['9.13: an attack uses AF', gerInf('g'), 'attack', softHex, 4, 'SoS 9.13'],
    ['9.13: defensive fire uses DF', gerInf('g'), 'defensiveFire', softHex, 3, 'SoS 9.13'],
    ['9.13: opportunity fire uses DF', gerInf('g'), 'opportunityFire', softHex, 3, 'SoS 9.13'],
    ['9.13, 9.52: an IF unit supports defensive fire with its AF', mortar({ distance: 4 }), 'defensiveFire', softHex, 5, 'SoS 9.13'],
    ['14.06: an IF unit in the attacked hex fires its DF at an adjacent attacker', mortar({ defending: true }), 'defensiveFire', softHex, 1, 'SoS 14.06'],
    ['9.94: an underlined AF fires its AF (as the ATTC gives it) at armor, in defensive fire too', pak({ attcAf: 8 }), 'defensiveFire', armorHex, 8, 'SoS 9.94'],
    ['9.95: ... and in opportunity fire at moving vehicles', pak({ distance: 2, attcAf: 5 }), 'opportunityFire', hex({ movingVehicles: true }), 5, 'SoS 9.95'],
    ['9.62, 9.112: pinned units may not attack', gerInf('g', { pinned: true }), 'attack', softHex, 'pinned units may not attack', 'SoS 9.112'],
    ['9.62: spent units may not attack', gerInf('g', { spent: true }), 'attack', softHex, 'spent units may not attack', 'SoS 9.62'],
    ['9.53: pinned units defensive fire at adjacent attackers', gerInf('g', { pinned: true }), 'defensiveFire', softHex, 3, 'SoS 9.13'],
    ['9.53: ... and only at adjacent ones', pak({ pinned: true, distance: 2 }), 'defensiveFire', softHex, 'pinned and spent units defensive fire at adjacent attackers only', 'SoS 9.53'],
    ['9.54, 14.07: a pinned IF unit fires only its DF', mortar({ pinned: true }), 'defensiveFire', softHex, 1, 'SoS 9.54'],
    ['11.3: pinned units may not opportunity fire', gerInf('g', { pinned: true }), 'opportunityFire', softHex, 'pinned units may not opportunity fire', 'SoS 11.3'],
    ['11.3: spent units may', gerInf('g', { spent: true }), 'opportunityFire', softHex, 3, 'SoS 9.13'],
    ['11.2: rockets never opportunity fire', gerInf('g', { type: 'rocket', range: 10 }), 'opportunityFire', softHex, 'rocket units never opportunity fire', 'SoS 11.2'],
    ['11.2: mortars may', mortar({ distance: 3 }), 'opportunityFire', softHex, 5, 'SoS 9.13'],
    ['11.2: other IF units may not, even at Volga crossers', gerInf('g', { type: 'ifArtillery', range: 14, distance: 5 }), 'opportunityFire', hex({ terrain: 'volga' }), 'only direct fire units and mortars opportunity fire', 'SoS 11.2'],
    ['16.13: snipers are never used in attacks', gerInf('s', { side: 'soviet', type: 'sniper', af: 0, df: 0 }), 'attack', softHex, 'snipers are never used in attacks', 'SoS 16.13'],
    ['16.36: immobilized tanks may not attack', gerInf('t', { side: 'soviet', type: 'immobilizedTank', af: 0, df: 3 }), 'attack', softHex, 'immobilized tanks may not attack', 'SoS 16.36'],
  ])('%s', (_, firer, kind, target, expected, rule) => {
    const p = firePoints(firer, kind, target);
    if (typeof expected === 'number') expect(p).toMatchObject({ points: expected, rule });
    else expect(p).toMatchObject({ refused: expected, rule });
  });
});

describe('the column (9.19, 9.67)', () => {
  it('9.67 example (E24): 15 AF in Close Assault attack on 20-29; the defender with 3 DF fires on the 4 column', () => {
    const attackers = [gerInf('a', { af: 8 }), gerInf('b', { af: 7 })];
    expect(resolveFire(attack(attackers), FIRE_TABLES, 5).column).toBe('10-19');
    expect(resolveFire(attack(attackers, { closeAssault: true }), FIRE_TABLES, 5).column).toBe('20-29');
    const df = { kind: 'defensiveFire' as const, date: '09-20', side: 'soviet' as const, closeAssault: true, firers: [gerInf('d', { side: 'soviet', df: 3, hex: '0532', formation: {} })], target: hex({ units: attackers }) };
    expect(resolveFire(df, FIRE_TABLES, 5).column).toBe('4');
  });

  it('9.67: after defensive fire, with no adjacent non-pinned, non-spent infantry or engineer left, the attack uses its normal column', () => {
    const c = attack([gerInf('a', { af: 8, pinned: true }), gerInf('pak', { type: 'antiTankGun', af: 7, range: 3, distance: 2 })], { closeAssault: true });
    expect(closeAssaultShift(c)).toEqual([expect.objectContaining({ value: 0, rule: 'SoS 9.67' })]);
    expect(resolveFire(c, FIRE_TABLES, 5)).toMatchObject({ total: 7, column: '7-9', refused: [{ id: 'a', rule: 'SoS 9.112' }] });
  });

  it('CRT (E81): 15 AF, MDR 3 reads D1P on the 10-19 column', () => {
    const r = resolveFire(attack([gerInf('a', { af: 8, formation: {} }), gerInf('b', { af: 7, hex: '0632', formation: {} })]), FIRE_TABLES, 3);
    expect(r).toMatchObject({ column: '10-19', drms: [], mdr: 3, result: 'D1P' });
  });

  it('2.42: a d10 reads 1 to 10, the 0 face counting as 10', () => {
    expect(() => resolveFire(attack([gerInf('a')]), FIRE_TABLES, 0)).toThrow(/1 to 10/);
    expect(resolveFire(attack([gerInf('a', { formation: {} })]), FIRE_TABLES, 10).mdr).toBe(10);
  });
});
