import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { ofType, ruleset, sub } from './attack-fixture';
import { fragmentAt } from './river-flotilla-fixture';

/**
 * SoS 16.55: "Soviet RF units may fire only in the Soviet Attack and Exploit Attack Phases
 * using the CRT or West Bank Bombardment Table. RF units may combine their fire with other
 * Soviet direct fire and IF artillery units for both attacks and defensive fire." The Soviet
 * Attack Phase of turn 1 (phase 12): the River Flotilla (sov-rf-1, 6 AF, EB-C) placed in 0326
 * fires at II/191 and 6/191 on the Volga cliff hex 0426, on the WBBT (`table: wbbt`): a
 * bombardment of the cliff hex, no defensive fire, no advance. Fixed dice by label.
 */
const W = 'T01/soviet-attack';
const POSITION = { 'sov-rf-1': 'EB-C', 'sov-1-42g': '0526', 'sov-62-howitzer': 'EB-C', 'ger-71-5-191': '0426', 'ger-71-6-191': '0426' };
const DIE = `${W}/0426/soviet/die`;
const game = () => fragmentAt(W, POSITION, ['0426']);
const play = (attack: Record<string, unknown>, dice: Record<string, number>) => ruleset.adjudicate(game(), [sub('soviet', [{ attack }])], new FixedDice(dice));
const check = (attack: Record<string, unknown>) => ruleset.check(game(), sub('soviet', [{ attack }])).map((i) => [i.path.join('.'), i.code, i.rule]);

describe('SoS 16.55: the River Flotilla fires on the West Bank Bombardment Table', () => {
  it('alone: placed in 0326 (16.53), its 6 AF on the WBBT\'s 5-6 column, self-spotting (0); a die of 1 is a P: both German units pinned; no defensive fire, no "spent", back in EB-C', () => {
    const r = play({ target: '0426', flotilla: [{ units: ['sov-rf-1'], from: '0326' }], table: 'wbbt' }, { [DIE]: 1 });
    expect(ofType(r.events, 'flotilla-placed')).toEqual([{ type: 'flotilla-placed', rule: 'SoS 16.53', hex: '0326', units: ['sov-rf-1'], reveals: ['sov-rf-1'] }]);
    expect(ofType(r.events, 'defense')).toEqual([]);
    expect(ofType(r.events, 'defensive-fire')).toEqual([]);
    const b = ofType(r.events, 'bombardment');
    expect(b).toHaveLength(1);
    expect(b[0]).toMatchObject({ side: 'soviet', target: '0426', table: 'wbbt', af: 6, column: '5-6', die: 1, mdr: 1, result: 'P', flotilla: ['sov-rf-1'], rule: 'SoS 16.55, 14.45, 14.6' });
    expect(ofType(r.events, 'units-marked')[0]).toMatchObject({ hex: '0426', units: ['ger-71-5-191', 'ger-71-6-191'], marker: 'pinned' });
    expect(ofType(r.events, 'attackers-spent')).toEqual([]);
    expect(r.state.state.pieces['sov-rf-1']).toMatchObject({ at: 'EB-C', spent: false });
    expect(r.state.state.flotillaUsed.map((u) => u.unit)).toEqual(['sov-rf-1']);
    // SoS 9.61, 9.65: the marked hex is attacked, and the fire counts among its attacks of the turn
    expect(r.state.state.attacked).toContain('0426');
  });

  it('a die of 8 or more is a miss (14.6 WBBT)', () => {
    const r = play({ target: '0426', flotilla: [{ units: ['sov-rf-1'], from: '0326' }], table: 'wbbt' }, { [DIE]: 9 });
    expect(ofType(r.events, 'bombardment')[0]).toMatchObject({ result: 'miss' });
    expect(ofType(r.events, 'units-marked')).toEqual([]);
  });

  it('with IF artillery: the 62 Army howitzers\' 10 AF join the flotilla\'s 6 on the 10-19 column, with the IF\'s spotting; the howitzers\' marker is out for the turn (14.02)', () => {
    const r = play({ target: '0426', indirect: [{ units: ['sov-62-howitzer'], spotter: 'sov-1-42g' }], flotilla: [{ units: ['sov-rf-1'], from: '0326' }], table: 'wbbt' }, { [DIE]: 1 });
    const b = ofType(r.events, 'bombardment')[0]!;
    expect(b).toMatchObject({ table: 'wbbt', af: 16, column: '10-19' });
    expect((b['drms'] as { rule: string }[])[0]).toMatchObject({ rule: 'SoS 14.3' });
    expect(r.state.state.ifFired).toContain('sov-62-howitzer');
  });

  it('with direct fire the River Flotilla fires on the CRT: the WBBT is refused (14.41: no direct fire unit takes part in a bombardment)', () => {
    expect(check({ target: '0426', fire: [{ units: ['sov-1-42g'], from: '0526' }], flotilla: [{ units: ['sov-rf-1'], from: '0326' }], table: 'wbbt' })).toContainEqual(['orders.0.attack.fire', 'wbbt-with-direct-fire', 'SoS 16.55, 14.41']);
    expect(check({ target: '0426', fire: [{ units: ['sov-1-42g'], from: '0526' }], flotilla: [{ units: ['sov-rf-1'], from: '0326' }], table: 'crt' })).toEqual([]);
  });

  it('no advance and no order of losses after a fire on the WBBT; IF alone on the WBBT in an attack phase is not refereed yet', () => {
    expect(check({ target: '0426', flotilla: [{ units: ['sov-rf-1'], from: '0326' }], table: 'wbbt', losses: ['sov-rf-1'] })).toContainEqual(['orders.0.attack.losses', 'wbbt-no-losses', 'SoS 16.55, 14.41']);
    expect(check({ target: '0426', indirect: [{ units: ['sov-62-howitzer'], spotter: 'sov-1-42g' }], table: 'wbbt' })).toContainEqual(['orders.0.attack.table', 'not-yet-refereed', 'SoS 14.42, 14.45, 16.55']);
  });

  it('the WBBT fire is still only at a Volga cliff hex (16.55)', () => {
    const r = check({ target: '0526', flotilla: [{ units: ['sov-rf-1'], from: '0326' }], table: 'wbbt' });
    expect(r.map((x) => x[1])).toContain('not-a-volga-cliff');
  });
});
