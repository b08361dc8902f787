import { describe, expect, it } from 'vitest';
import type { FireCombat, Leader } from '#games/streets-of-stalingrad/combat/fire-combat';
import { fireModifiers, resolveFire } from '#games/streets-of-stalingrad/combat/fire-resolution';
import { attack, FIRE_TABLES, gerInf, hex, sovGds, unit } from './fire-fixture';

/**
 * The die roll modifiers of 9.71 (attacks) and 9.72 (defensive and opportunity fire), one
 * situation each: the modifier expected, with its value and rule. The plain situations
 * (one German company attacking a suburb, one Soviet company firing defensively at it)
 * have none.
 */
const drms = (c: FireCombat) => fireModifiers(c, FIRE_TABLES.spotting);
const one = (id: string) => gerInf(id, { formation: {} });
const leader = (id: string, over: Partial<Leader> = {}): Leader => ({ id, side: 'german', kind: 'leader', hex: '0631', ...over });
const defensive = (over: Partial<FireCombat> = {}): FireCombat => ({
  kind: 'defensiveFire', date: '09-20', side: 'soviet', firers: [sovGds('sov-1', { formation: {} })], target: hex({ hex: '0631', terrain: 'clear', units: [unit('ger-1', { side: 'german' })] }), ...over,
});
const opportunity = (over: Partial<FireCombat> = {}): FireCombat => ({ ...defensive(), kind: 'opportunityFire', ...over });
const mortar = gerInf('ger-mortar', { type: 'mortar', af: 5, range: 6, distance: 3, hex: '0833', formation: {} });
const tank = (id: string, over = {}) => gerInf(id, { type: 'tank', af: 6, df: 5, range: 2, formation: { battalion: 'I/24', regiment: '24Pz', division: '24Pz' }, ...over });

describe('plain fire has no modifier', () => {
  it('an attack and a defensive fire with nothing to modify them', () => {
    expect(drms(attack([one('a')]))).toEqual([]);
    expect(drms(defensive())).toEqual([]);
  });
});

describe('9.71 attacker modifiers', () => {
  it.each<[string, FireCombat, number, string]>([
    ['Spotting Table: a non-OP unit spots a non-adjacent hex for IF in its command, +2', attack([one('a'), mortar], { spotting: 'areaFireInCommand' }), 2, 'SoS 14.3'],
    ['Spotting Table: an OP in command, -1', attack([one('a'), mortar], { spotting: 'opInCommand' }), -1, 'SoS 14.3'],
    ['9.66 note: every direct fire attacker pinned or spent, the -1 spotting benefit is lost', attack([mortar], { spotting: 'opInCommand' }), 0, 'SoS 9.66'],
    ['9.66 note: ... a +2 penalty stays', attack([mortar], { spotting: 'areaFireInCommand' }), 2, 'SoS 14.3'],
    ['19.5: an isolated Soviet attacker with "Out of Supply 2", +2', attack([sovGds('s', { outOfSupply: 2, formation: {} })], { side: 'soviet' }), 2, 'SoS 19.5'],
    ['Soviet units attack from a Volga River hex, +1', attack([sovGds('s', { onVolga: true, formation: {} })], { side: 'soviet' }), 1, 'SoS 9.71'],
    ['an NKVD unit attacks, +1 (16.82)', attack([sovGds('s', { soviet: 'nkvd', formation: {} })], { side: 'soviet' }), 1, 'SoS 16.82'],
    ['9.92: armor in the target hex and no underlined AF among the attackers, +1', attack([one('a')], { target: hex({ units: [unit('t34', { type: 'tank' })] }) }), 1, 'SoS 9.92'],
    ['9.93: from 26 September no +1 for a Soviet attack on adjacent German armor in a city hex', attack([sovGds('s', { formation: {} })], { side: 'soviet', date: '09-26', target: hex({ terrain: 'city', units: [unit('pz', { side: 'german', type: 'tank' })] }) }), 0, 'SoS 9.93'],
    ['17.23: an attacking infantry unit on an enemy minefield, +1', attack([one('a'), gerInf('b', { onEnemyMinefield: true, hex: '0632', formation: {} })]), 1, 'SoS 17.23'],
    ['17.31: a fortification in the target hex, +1', attack([one('a')], { target: hex({ fortification: true }) }), 1, 'SoS 17.31'],
    ['an enemy leader in the defending hex, +1', attack([one('a')], { target: hex({ leader: leader('yelin', { side: 'soviet', hex: '0532' }) }) }), 1, 'SoS 9.71'],
    ["18.18: Pavlov on Pavlov's House (0531), +2", attack([one('a')], { target: hex({ hex: '0531', leader: leader('pavlov', { side: 'soviet', kind: 'pavlov', hex: '0531' }) }) }), 2, 'SoS 18.18'],
    ['an adjacent enemy leader commanding the defenders, his hex not attacked by direct fire, +1', attack([one('a')], { target: hex({ adjacentLeaders: [{ ...leader('yelin', { side: 'soviet', hex: '0533' }), commandsDefenders: true, hexUnderDirectAttack: false }] }) }), 1, 'SoS 9.71'],
    ['TEC: the hex\'s own modifier when the map data gives one', attack([one('a')], { target: hex({ tecDrm: 2 }) }), 2, 'SoS 9.71'],
    ['Assault Advantage: three adjacent hexsides, two opposite, surrounded, -1', attack([one('a', ), gerInf('b', { hexside: 0, formation: {} }), gerInf('c', { hexside: 3, hex: '0533', formation: {} }), gerInf('d', { hexside: 1, hex: '0632', formation: {} })].slice(1), { target: hex({ surrounded: true }) }), -1, 'SoS 9.71'],
    ['a combat engineer with a red AF, its DRM claimed, against a suburb, -1', attack([one('a'), gerInf('pio', { type: 'combatEngineer', afRed: true, claimsRedAf: true, formation: {} })]), -1, 'SoS 9.71'],
    ['attacking armor stacked with attacking German infantry, -1', attack([one('a'), tank('pz', { formation: {} })]), -1, 'SoS 9.71'],
    ['a leader attacking, -1', attack([one('a')], { hexes: [{ hex: '0631', leader: leader('mues') }] }), -1, 'SoS 9.71'],
    ['IF artillery used with direct fire units, -1', attack([one('a'), mortar]), -1, 'SoS 9.71'],
    ['13.5: Herman infiltrating: only his -1', attack([sovGds('s', { onVolga: true, formation: {} })], { side: 'soviet', infiltration: true }), -1, 'SoS 13.5'],
  ])('%s', (_, c, value, rule) => {
    expect(drms(c)).toContainEqual(expect.objectContaining({ value, rule }));
  });

  it('9.71 example (E25): two adjacent attackers and a third firing from range 3 opposite give no Assault Advantage', () => {
    const c = attack([gerInf('a', { hexside: 0, formation: {} }), gerInf('b', { hexside: 1, hex: '0632', formation: {} }), gerInf('c', { hexside: 3, distance: 3, range: 3, hex: '0535', formation: {} })], { target: hex({ surrounded: true }) });
    expect(drms(c).filter((d) => d.reason.startsWith('Assault Advantage'))).toEqual([]);
  });

  it('9.71: attacked across two opposite hexsides only, there is no Assault Advantage', () => {
    const c = attack([gerInf('a', { hexside: 0, formation: {} }), gerInf('b', { hexside: 3, hex: '0533', formation: {} })], { target: hex({ surrounded: true }) });
    expect(drms(c).filter((d) => d.reason.startsWith('Assault Advantage'))).toEqual([]);
  });

  it('9.71: an escape route (the hex not surrounded) defeats the Assault Advantage', () => {
    const c = attack([gerInf('a', { hexside: 0, formation: {} }), gerInf('b', { hexside: 3, hex: '0533', formation: {} }), gerInf('c', { hexside: 1, hex: '0632', formation: {} })]);
    expect(drms(c).filter((d) => d.reason.startsWith('Assault Advantage'))).toEqual([]);
  });

  it('17.31: no fortification +1 when only armor defends with it', () => {
    expect(drms(attack([gerInf('pak', { afUnderlined: true, formation: {} })], { target: hex({ fortification: true, units: [unit('t34', { type: 'tank' })] }) }))).toEqual([]);
  });

  it('9.71: Pavlov, Herman and commissars give no adjacent-leader +1 (18.21)', () => {
    const c = attack([one('a')], { target: hex({ adjacentLeaders: [{ ...leader('pavlov', { side: 'soviet', kind: 'pavlov', hex: '0533' }), commandsDefenders: true, hexUnderDirectAttack: false }] }) });
    expect(drms(c)).toEqual([]);
  });
});

describe('9.72 defensive and opportunity fire modifiers (no TEC)', () => {
  const pinnedHex = hex({ hex: '0631', terrain: 'clear', units: [unit('ger-1', { side: 'german' })], tecDrm: 3 });
  it.each<[string, FireCombat, number, string]>([
    ['19.5 example (E70): a Soviet unit with "Out of Supply 2" fires defensively at +2', defensive({ firers: [sovGds('s', { outOfSupply: 2, formation: {} })] }), 2, 'SoS 19.5'],
    ['an NKVD unit fires, +1', defensive({ firers: [sovGds('n', { soviet: 'nkvd', formation: {} })] }), 1, 'SoS 16.82'],
    ['9.54: a firing unit is spent, +1', defensive({ firers: [sovGds('s', { spent: true, formation: {} })] }), 1, 'SoS 9.54'],
    ['9.113: a spent unit opportunity fires, +1', opportunity({ firers: [sovGds('s', { spent: true, formation: {} })] }), 1, 'SoS 9.113'],
    ['an enemy leader in the target hex, +1', defensive({ target: { ...pinnedHex, leader: leader('mues') } }), 1, 'SoS 9.72'],
    ['11.5: Soviet targets on a Volga River hex, -1', { ...opportunity(), side: 'german', firers: [gerInf('g', { formation: {} })], target: hex({ terrain: 'volga', units: [unit('s')] }) }, -1, 'SoS 11.5'],
    ['a leader with the firers, -1', defensive({ hexes: [{ hex: '0531', leader: leader('yelin', { side: 'soviet', hex: '0531' }) }] }), -1, 'SoS 9.72'],
    ["18.18: Pavlov firing from Pavlov's House, -2", defensive({ hexes: [{ hex: '0531', leader: leader('pavlov', { side: 'soviet', kind: 'pavlov', hex: '0531' }) }] }), -2, 'SoS 18.18'],
    ['16.13: Zaitsev stacked with the firers, -2', defensive({ hexes: [{ hex: '0531', sniper: 'zaitsev' }] }), -2, 'SoS 16.13'],
    ['16.13: another sniper, -1', opportunity({ hexes: [{ hex: '0531', sniper: 'other' }] }), -1, 'SoS 16.13'],
    ['17.23: the target on a minefield of the firing side, -1', defensive({ target: { ...pinnedHex, firersMinefield: true } }), -1, 'SoS 17.23'],
    ['9.73 c: two firing units of one Guards battalion in one hex, -1', defensive({ firers: [sovGds('a'), sovGds('b')] }), -1, 'SoS 9.73'],
    ['9.73 German Armor b: two tanks of one battalion fire from one hex, -1', { ...opportunity(), side: 'german', firers: [tank('p1'), tank('p2')], target: hex() }, -1, 'SoS 9.73'],
    ['13.5: German defensive fire at Herman infiltrating: only his +1', { ...defensive(), side: 'german', infiltration: true, firers: [gerInf('g', { spent: true, formation: {} })] }, 1, 'SoS 13.5'],
  ])('%s', (_, c, value, rule) => {
    expect(drms(c)).toContainEqual(expect.objectContaining({ value, rule }));
  });

  it('9.72: no TEC modifier in defensive fire', () => {
    expect(drms(defensive({ target: pinnedHex }))).toEqual([]);
  });

  it('11.5: River Flotilla units on the Volga give no -1', () => {
    expect(drms({ ...opportunity(), side: 'german', firers: [gerInf('g', { formation: {} })], target: hex({ terrain: 'volga', units: [unit('rf', { type: 'riverFlotilla' })] }) })).toContainEqual(expect.objectContaining({ rule: 'SoS 9.92' }));
    expect(drms({ ...opportunity(), side: 'german', firers: [gerInf('g', { formation: {} })], target: hex({ terrain: 'volga', units: [unit('rf', { type: 'riverFlotilla' })] }) }).some((d) => d.rule === 'SoS 11.5')).toBe(false);
  });
});

describe('9.73 unit integrity', () => {
  it('battalion a: two German infantry companies of one battalion attack from one hex, -1', () => {
    expect(drms(attack([gerInf('a'), gerInf('b')]))).toEqual([expect.objectContaining({ value: -1, rule: 'SoS 9.73', reason: expect.stringMatching(/^Battalion Integrity/) })]);
  });

  it('regimental a: four companies of one regiment attack from two hexes, -1 (and battalion a, -1)', () => {
    const c = attack([gerInf('a'), gerInf('b'), gerInf('c', { hex: '0632' }), gerInf('d', { hex: '0632' })]);
    expect(drms(c).map((d) => [d.value, d.reason.split(':')[0]])).toEqual([[-1, 'Battalion Integrity'], [-1, 'Regimental Integrity']]);
  });

  it('German Armor a: three tanks of one battalion attack from one hex at a clear hex, -1; not at a suburb', () => {
    const tanks = [tank('p1'), tank('p2'), tank('p3')];
    expect(drms(attack(tanks, { target: hex({ terrain: 'clear' }) }))).toContainEqual(expect.objectContaining({ value: -1, reason: expect.stringMatching(/^German Armor Integrity/) }));
    expect(drms(attack(tanks))).toEqual([]);
  });

  it('9.73 note (E27): defenders of the 99 Tank Brigade and the 112 Rifle Division give the German attacker -1', () => {
    const c = attack([one('a')], { target: hex({ units: [unit('t', { formation: { division: '99TB' } }), unit('r', { formation: { division: '112RD' } })] }) });
    expect(drms(c)).toEqual([expect.objectContaining({ value: -1, reason: expect.stringMatching(/^Brigade\/Division\/Corps Integrity/) })]);
  });

  it('9.73: independent units in the attacking hex bring no penalty', () => {
    expect(drms(attack([gerInf('a'), gerInf('stug', { type: 'stug', formation: { battalion: '244', independent: true } })])).filter((d) => d.value > 0)).toEqual([]);
  });

  it('9.73 example (E28): MUES with armored infantry of the 16th, infantry of the 389th and of the 94th; the positives are negated and MUES gives -1', () => {
    const firers = [
      gerInf('pzgr', { type: 'armoredInfantry', dismounted: true, formation: { battalion: 'I/16', regiment: '16PzGr', division: '16Pz' } }),
      gerInf('i389', { formation: { battalion: 'II/544', regiment: '544', division: '389' } }),
      gerInf('i94', { formation: { battalion: 'II/276', regiment: '276', division: '94' } }),
    ];
    const without = drms(attack(firers)).filter((d) => d.rule === 'SoS 9.73');
    // The example counts +1 battalions and +1 regiments; the rule adds +1 divisions, which the example leaves out (digest A31).
    expect(without.map((d) => [d.value, d.reason.split(':')[0]])).toEqual([[1, 'Battalion Integrity'], [1, 'Regimental Integrity'], [1, 'Brigade/Division/Corps Integrity']]);
    const mues = leader('mues', { formation: { battalion: 'I/16', regiment: '16PzGr', division: '16Pz' } });
    const withMues = drms(attack(firers, { hexes: [{ hex: '0631', leader: mues }] }));
    expect(withMues.reduce((s, d) => s + d.value, 0)).toBe(-1);
    expect(withMues.filter((d) => d.rule === 'SoS 9.73').every((d) => d.value === 0 && d.reason.endsWith('negated by leader mues'))).toBe(true);
  });

  it('9.73: no penalty to defensive or opportunity fire for mixing formations', () => {
    expect(drms(defensive({ firers: [sovGds('a'), sovGds('b', { formation: { battalion: '2/39', regiment: '39', division: '13G' } })] }))).toEqual([]);
  });
});

describe('a whole fire combat, each modifier with its rule', () => {
  it('Two companies of II/191 and a StuG attack a suburb held by a Soviet company with leader Yelin; d10 = 6', () => {
    const r = resolveFire(attack([gerInf('a'), gerInf('b'), tank('stug', { type: 'stug', formation: { battalion: '244', independent: true } })], { target: hex({ leader: leader('yelin', { side: 'soviet', hex: '0532' }) }) }), FIRE_TABLES, 6);
    expect(r.total).toBe(14);
    expect(r.column).toBe('10-19');
    expect(r.drms.map((d) => [d.value, d.rule])).toEqual([[-1, 'SoS 9.73'], [1, 'SoS 9.71'], [-1, 'SoS 9.71']]);
    expect(r.mdr).toBe(5);
    expect(r.result).toBe('P');
  });

  it('Two Guards companies of 1/42 with Yelin and Zaitsev fire defensively at a German hex with a tank; d10 = 4', () => {
    const yelin = leader('yelin', { side: 'soviet', hex: '0531' });
    const c = defensive({ firers: [sovGds('a'), sovGds('b')], hexes: [{ hex: '0531', leader: yelin, sniper: 'zaitsev' }], target: hex({ hex: '0631', terrain: 'clear', units: [tank('pz'), gerInf('i')] }) });
    const r = resolveFire(c, FIRE_TABLES, 4);
    expect(r.total).toBe(8);
    expect(r.column).toBe('7-9');
    expect(r.drms.map((d) => [d.value, d.rule])).toEqual([[-1, 'SoS 9.73'], [1, 'SoS 9.92'], [-1, 'SoS 9.72'], [-2, 'SoS 16.13']]);
    expect(r.mdr).toBe(1);
    expect(r.result).toBe('D1P');
  });
});
