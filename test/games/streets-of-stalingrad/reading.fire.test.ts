import { describe, expect, it } from 'vitest';
import type { FireCombat, Firer } from '#games/streets-of-stalingrad/combat/fire-combat';
import { fireModifiers } from '#games/streets-of-stalingrad/combat/fire-resolution';
import { attack, FIRE_TABLES, gerInf, hex, unit } from './fire-fixture';

/**
 * The rows of "Reading of fire combat (9.x)" in docs/rules-audit-streets-of-stalingrad.md
 * where the code and the rulebook text differ: each test is the rulebook's sentence, the
 * test named for its row.
 */
const drms = (c: FireCombat) => fireModifiers(c, FIRE_TABLES.spotting);
const tank = (id: string, battalion: string): Firer =>
  gerInf(id, { type: 'tank', af: 6, df: 5, range: 2, formation: { battalion, regiment: '24Pz', division: '24Pz' } });

describe('9.73 German Armor Integrity: "the same battalion or regiment"', () => {
  it('F-31: three tanks of one regiment, two battalions, attack from one hex at a clear hex, -1', () => {
    const c = attack([tank('p1', 'I/24'), tank('p2', 'I/24'), tank('p3', 'II/24')], { target: hex({ terrain: 'clear' }) });
    expect(drms(c)).toContainEqual(expect.objectContaining({ value: -1, rule: 'SoS 9.73', reason: expect.stringMatching(/^German Armor Integrity/) }));
  });

  it('F-32: two tanks of one regiment, two battalions, fire defensively from one hex, -1', () => {
    const c: FireCombat = {
      kind: 'defensiveFire', date: '09-20', side: 'german', firers: [tank('p1', 'I/24'), tank('p2', 'II/24')],
      target: hex({ hex: '0531', terrain: 'clear', units: [unit('s1')] }),
    };
    expect(drms(c)).toContainEqual(expect.objectContaining({ value: -1, rule: 'SoS 9.73', reason: expect.stringMatching(/^German Armor Integrity/) }));
  });
});

describe('9.71 "an attacking armored unit is in the same hex with attacking German infantry or combat engineers"', () => {
  const armorWithInfantry = (c: FireCombat) => drms(c).filter((d) => d.reason === 'attacking armor stacked with attacking infantry');

  it('F-23: a tank stacked with armored (Panzergrenadier) infantry attacks, -1', () => {
    const c = attack([tank('pz', 'I/24'), gerInf('pg', { type: 'armoredInfantry', formation: {} })]);
    expect(armorWithInfantry(c)).toEqual([expect.objectContaining({ value: -1, rule: 'SoS 9.71' })]);
  });

  it('F-23: a tank stacked with an armored engineer attacks, -1 (9.71 note: armored engineers earn both DRMs)', () => {
    const c = attack([tank('pz', 'I/24'), gerInf('pi', { type: 'armoredEngineer', formation: {} })]);
    expect(armorWithInfantry(c)).toEqual([expect.objectContaining({ value: -1, rule: 'SoS 9.71' })]);
  });

  it('F-23: a single armored infantry unit is not "in the same hex with" infantry: no -1', () => {
    expect(armorWithInfantry(attack([gerInf('pg', { type: 'armoredInfantry', formation: {} })]))).toEqual([]);
  });
});
