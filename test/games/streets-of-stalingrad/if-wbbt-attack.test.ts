import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { ofType, ruleset, sub } from './attack-fixture';
import { fragmentAt } from './river-flotilla-fixture';

/**
 * The WBBT note: "IF artillery units may use the WBBT for bombardment, attacks, defensive fire
 * ... If any infantry, engineers, armored, AA or AT units are also firing, use the CRT, not the
 * WBBT." 14.02: IF fires its AF "In either side's Attack or Exploit Attack Phase to attack or
 * defensive fire by themselves"; 14.51: Soviet IF in an East Bank box bombards West Bank hexes
 * in range. The Soviet Attack Phase of turn 1 (phase 12): the 42 Guards mortar (6 AF) in 0526,
 * spotted by 1/42 Guards with it, and the 62 Army howitzers (10 AF) in the East Bank box EB-C,
 * seeing the Volga cliff hex 0426 themselves (14.28), attack II/191 and 6/191 in 0426 on the
 * WBBT (`table: wbbt`). Fire of IF units alone is a bombardment (14.41): the Germans neither
 * retreat before it (9.41) nor fire defensively at it (9.55: only at units "using direct fire
 * to attack their hex"), and it takes its losses as a bombardment does (14.81). Fixed dice by label.
 */
const W = 'T01/soviet-attack';
const POSITION = { 'sov-42g-mortar': '0526', 'sov-1-42g': '0526', 'sov-62-howitzer': 'EB-C', 'sov-rf-1': 'EB-C', 'ger-71-5-191': '0426', 'ger-71-6-191': '0426' };
const DIE = `${W}/0426/soviet/die`;
const DF = `${W}/0426/df/0326`;
const game = (standing: Record<string, unknown> | null = null, extra: Record<string, string> = {}) => fragmentAt(W, { ...POSITION, ...extra }, ['0426'], standing ? { standing } : {});
const play = (attack: Record<string, unknown>, dice: Record<string, number>, standing: Record<string, unknown> | null = null, extra: Record<string, string> = {}) => ruleset.adjudicate(game(standing, extra), [sub('soviet', [{ attack }])], new FixedDice(dice));
/** StuG company 244 (armored) joins II/191 and 6/191 in 0426; the German loss order names it first. */
const STUG = { 'ger-stug-244': '0426' };
const STUG_FIRST = { losses: { order: ['ger-stug-244'] } };
const check = (attack: Record<string, unknown>) => ruleset.check(game(), sub('soviet', [{ attack }])).map((i) => [i.path.join('.'), i.code, i.rule]);
const IF = [{ units: ['sov-42g-mortar'], spotter: 'sov-1-42g' }, { units: ['sov-62-howitzer'], spotter: 'sov-62-howitzer' }];
const ALONE = { target: '0426', indirect: IF, table: 'wbbt' };

describe('the WBBT note, 14.02, 14.41: IF artillery alone attacks on the West Bank Bombardment Table', () => {
  it('the mortar and the East Bank howitzers: no defense pause, no retreat, no defensive fire (9.41, 9.55); 16 AF on the WBBT\'s 10-19 column, self-spotting (0), a die of 1 is a D1: the Germans lose the unit their order names first (14.81: owner\'s choice); both IF units spent (9.18), their markers out for the turn (14.02)', () => {
    expect(check(ALONE)).toEqual([]);
    const r = play(ALONE, { [DIE]: 1 }, { german: { losses: { order: ['ger-71-6-191'] } } });
    expect(ofType(r.events, 'pause')).toEqual([]);
    expect(ofType(r.events, 'retreat-before-combat')).toEqual([]);
    expect(ofType(r.events, 'defensive-fire')).toEqual([]);
    const b = ofType(r.events, 'bombardment');
    expect(b).toHaveLength(1);
    expect(b[0]).toMatchObject({ side: 'soviet', target: '0426', table: 'wbbt', af: 16, column: '10-19', drms: [{ value: 0, rule: 'SoS 14.3' }], die: 1, mdr: 1, result: 'D1', flotilla: [], rule: 'SoS 14.02, 14.41, 14.6' });
    expect(ofType(r.events, 'units-eliminated')).toEqual([{ type: 'units-eliminated', side: 'german', hex: '0426', units: ['ger-71-6-191'], forced: [], rule: 'SoS 14.81' }]);
    expect(r.state.state.pieces['ger-71-6-191']).toMatchObject({ at: null });
    expect(ofType(r.events, 'attackers-spent')).toEqual([{ type: 'attackers-spent', rule: 'SoS 9.18', hex: '0426', units: ['sov-42g-mortar', 'sov-62-howitzer'] }]);
    expect(r.state.state.ifFired).toEqual(expect.arrayContaining(['sov-42g-mortar', 'sov-62-howitzer']));
    // SoS 9.61, 9.65: the marked hex is attacked
    expect(r.state.state.attacked).toContain('0426');
  });

  it('a German standing retreat before combat is not made against IF alone (9.41)', () => {
    const r = play(ALONE, { [DIE]: 9 }, { german: { retreatBeforeCombat: [{ hex: '0426', minAf: 1, path: ['0425'], stay: ['ger-71-5-191'] }] } });
    expect(ofType(r.events, 'retreat-before-combat')).toEqual([]);
    expect(ofType(r.events, 'bombardment')[0]).toMatchObject({ result: 'miss' });
    expect(r.state.state.pieces['ger-71-6-191']).toMatchObject({ at: '0426' });
  });

  it('with the River Flotilla it is an attack: the Germans fire at the flotilla\'s hex first (9.51, 9.55: die 10, no effect), then the 22 AF on the WBBT\'s 20-29 column; a die of 1 is a D1 and the loss is an attack\'s, the German order\'s choice (9.82)', () => {
    const attack = { ...ALONE, flotilla: [{ units: ['sov-rf-1'], from: '0326' }] };
    expect(check(attack)).toEqual([]);
    const r = play(attack, { [DF]: 10, [DIE]: 1 }, { german: { defense: { policy: 'plan' }, losses: { order: ['ger-71-6-191'] } } });
    expect(ofType(r.events, 'defensive-fire')[0]).toMatchObject({ hex: '0426', at: '0326', die: 10, result: '-' });
    const i = r.events.findIndex((e) => e.type === 'defensive-fire');
    const j = r.events.findIndex((e) => e.type === 'bombardment');
    expect(i).toBeLessThan(j);
    expect(r.events[j]).toMatchObject({ table: 'wbbt', af: 22, column: '20-29', die: 1, flotilla: ['sov-rf-1'], rule: 'SoS 16.55, 14.6' });
    expect(ofType(r.events, 'units-eliminated')[0]).toMatchObject({ hex: '0426', units: ['ger-71-6-191'], rule: 'SoS 9.82' });
    expect(ofType(r.events, 'attackers-spent')[0]).toMatchObject({ units: ['sov-42g-mortar', 'sov-62-howitzer', 'sov-rf-1'] });
  });

  it('the losses of IF alone are a bombardment\'s (14.81, 14.47): the StuG the German order names first is the last lost, 5/191 (least AF + DF) goes', () => {
    const r = play(ALONE, { [DIE]: 1 }, { german: STUG_FIRST }, STUG);
    expect(ofType(r.events, 'units-eliminated')[0]).toMatchObject({ units: ['ger-71-5-191'], rule: 'SoS 14.81' });
    expect(r.state.state.pieces['ger-stug-244']).toMatchObject({ at: '0426' });
  });

  it('the losses of the attack with the River Flotilla are an attack\'s (9.82: the owner chooses): the StuG the German order names first goes', () => {
    const attack = { ...ALONE, flotilla: [{ units: ['sov-rf-1'], from: '0326' }] };
    const r = play(attack, { [DF]: 10, [DIE]: 1 }, { german: { defense: { policy: 'plan' }, ...STUG_FIRST } }, STUG);
    expect(ofType(r.events, 'units-eliminated')[0]).toMatchObject({ units: ['ger-stug-244'], rule: 'SoS 9.82' });
    expect(r.state.state.pieces['ger-stug-244']).toMatchObject({ at: null });
  });

  it('refusals: direct fire with IF on the WBBT (the note: "use the CRT"); an attack on the WBBT with no IF and no flotilla; no advance after it', () => {
    expect(check({ ...ALONE, fire: [{ units: ['sov-1-42g'], from: '0526' }] })).toContainEqual(['orders.0.attack.fire', 'wbbt-with-direct-fire', 'SoS 16.55, WBBT']);
    expect(check({ ...ALONE, fire: [{ units: ['sov-1-42g'], from: '0526' }], table: 'crt' })).toEqual([]);
    expect(check({ target: '0426', fire: [{ units: ['sov-1-42g'], from: '0526' }], table: 'wbbt' })).toContainEqual(['orders.0.attack.table', 'wbbt-without-if', 'SoS 16.55, 15.15, WBBT']);
    expect(check({ ...ALONE, advance: ['sov-1-42g'] })).toContainEqual(['orders.0.attack.advance', 'wbbt-no-advance', 'SoS 16.53, 16.55, 9.85']);
  });

  it('IF alone on the CRT in an attack phase is played as before (14.42, 14.45): the same fire read on the CRT', () => {
    const r = play({ target: '0426', indirect: IF }, { [`${W}/0426/attack`]: 1 });
    expect(ofType(r.events, 'attack')[0]).toMatchObject({ hex: '0426', total: 16 });
    expect(ofType(r.events, 'bombardment')).toEqual([]);
  });
});
