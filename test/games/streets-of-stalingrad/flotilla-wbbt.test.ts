import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { ofType, ruleset, sub } from './attack-fixture';
import { fragmentAt } from './river-flotilla-fixture';

/**
 * SoS 16.55: "Soviet RF units may fire only in the Soviet Attack and Exploit Attack Phases
 * using the CRT or West Bank Bombardment Table. RF units may combine their fire with other
 * Soviet direct fire and IF artillery units for both attacks and defensive fire." The Soviet
 * Attack Phase of turn 1 (phase 12): the River Flotilla (sov-rf-1, 6 AF, EB-C) placed in 0326
 * fires at II/191 and 6/191 on the Volga cliff hex 0426, on the WBBT (`table: wbbt`). The fire
 * is an attack (14.41: only Stukas and/or IF bombard): the Germans may retreat before it
 * (9.41) and fire defensively at 0326 (9.51, 9.55), by their standing plan or their answer to
 * the `defense` pause; the flotilla is spent after it (9.18); no unit advances. Fixed dice by
 * label.
 */
const W = 'T01/soviet-attack';
const POSITION = { 'sov-rf-1': 'EB-C', 'sov-1-42g': '0526', 'sov-62-howitzer': 'EB-C', 'ger-71-5-191': '0426', 'ger-71-6-191': '0426' };
const DIE = `${W}/0426/soviet/die`;
const DF = `${W}/0426/df/0326`;
/** The German standing defence: a plan, so the phase does not stop; his units in 0426 fire at the attacking hex 0326 by default. */
const PLAN = { german: { defense: { policy: 'plan' as const } } };
const game = (standing: typeof PLAN | null = PLAN) => fragmentAt(W, POSITION, ['0426'], standing ? { standing } : {});
const play = (attack: Record<string, unknown>, dice: Record<string, number>) => ruleset.adjudicate(game(), [sub('soviet', [{ attack }])], new FixedDice(dice));
const check = (attack: Record<string, unknown>) => ruleset.check(game(), sub('soviet', [{ attack }])).map((i) => [i.path.join('.'), i.code, i.rule]);
const ALONE = { target: '0426', flotilla: [{ units: ['sov-rf-1'], from: '0326' }], table: 'wbbt' };

describe('SoS 16.55: the River Flotilla fires on the West Bank Bombardment Table', () => {
  it('alone: placed in 0326 (16.53), the Germans fire at it first (die 10: no effect), then its 6 AF on the WBBT\'s 5-6 column, self-spotting (0); a die of 1 is a P: both German units pinned; the flotilla is spent (9.18) and back in EB-C', () => {
    const r = play(ALONE, { [DF]: 10, [DIE]: 1 });
    expect(ofType(r.events, 'flotilla-placed')).toEqual([{ type: 'flotilla-placed', rule: 'SoS 16.53', hex: '0326', units: ['sov-rf-1'], reveals: ['sov-rf-1'] }]);
    expect(ofType(r.events, 'defense')[0]).toMatchObject({ by: 'default', retreat: [], fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], at: '0326' }] });
    expect(ofType(r.events, 'defensive-fire')[0]).toMatchObject({ hex: '0426', at: '0326', die: 10, result: '-' });
    const b = ofType(r.events, 'bombardment');
    expect(b).toHaveLength(1);
    expect(b[0]).toMatchObject({ side: 'soviet', target: '0426', table: 'wbbt', af: 6, column: '5-6', die: 1, mdr: 1, result: 'P', flotilla: ['sov-rf-1'], rule: 'SoS 16.55, 14.6' });
    expect(ofType(r.events, 'units-marked')[0]).toMatchObject({ hex: '0426', units: ['ger-71-5-191', 'ger-71-6-191'], marker: 'pinned' });
    expect(ofType(r.events, 'attackers-spent')).toEqual([{ type: 'attackers-spent', rule: 'SoS 9.18', hex: '0426', units: ['sov-rf-1'] }]);
    expect(r.state.state.pieces['sov-rf-1']).toMatchObject({ at: 'EB-C', spent: true });
    expect(r.state.state.flotillaUsed.map((u) => u.unit)).toEqual(['sov-rf-1']);
    // SoS 9.61, 9.65: the marked hex is attacked, and the fire counts among its attacks of the turn
    expect(r.state.state.attacked).toContain('0426');
  });

  it('without a standing plan the phase stops for the German `defense` answer (9.41, 9.42); answered, 6/191 retreats before combat to 0425 and 5/191 fires at 0326 (a die of 1 pins the flotilla: back in its box, 16.57), which then does not fire', () => {
    const g = ruleset.adjudicate(game(null), [sub('soviet', [{ attack: ALONE }])], new FixedDice([]));
    expect(ruleset.window(g.state)?.id).toBe('T01/german-defense-1');
    expect(ofType(g.events, 'pause')[0]).toMatchObject({ side: 'german', decision: 'defense', about: 'the Soviet player declares an attack: on 0426 from 0326 (sov-rf-1), on the West Bank Bombardment Table (16.55)' });
    const answer = [{ defense: { attacks: [{ hex: '0426', retreat: [{ units: ['ger-71-6-191'], path: ['0425'] }], fire: [{ units: ['ger-71-5-191'], at: '0326' }] }] } }];
    expect(ruleset.check(g.state, sub('german', answer))).toEqual([]);
    const r = ruleset.adjudicate(g.state, [sub('german', answer)], new FixedDice({ [DF]: 1 }));
    expect(ofType(r.events, 'retreat-before-combat')).toEqual([{ type: 'retreat-before-combat', rule: 'SoS 9.43', hex: '0426', units: ['ger-71-6-191'], path: ['0425'] }]);
    expect(ofType(r.events, 'defensive-fire')[0]).toMatchObject({ at: '0326', die: 1, marker: 'pinned', marked: ['sov-rf-1'] });
    expect(ofType(r.events, 'bombardment')).toEqual([]);
    expect(ofType(r.events, 'attack-not-made')[0]).toMatchObject({ hex: '0426' });
    expect(r.state.state.pieces['ger-71-6-191']).toMatchObject({ at: '0425' });
  });

  it('a die of 8 or more is a miss (14.6 WBBT)', () => {
    const r = play(ALONE, { [DF]: 10, [DIE]: 9 });
    expect(ofType(r.events, 'bombardment')[0]).toMatchObject({ result: 'miss' });
    expect(ofType(r.events, 'units-marked')).toEqual([]);
  });

  it('with IF artillery: the 62 Army howitzers\' 10 AF join the flotilla\'s 6 on the 10-19 column, with the IF\'s spotting; the howitzers\' marker is out for the turn (14.02)', () => {
    const r = play({ target: '0426', indirect: [{ units: ['sov-62-howitzer'], spotter: 'sov-1-42g' }], flotilla: [{ units: ['sov-rf-1'], from: '0326' }], table: 'wbbt' }, { [DF]: 10, [DIE]: 1 });
    const b = ofType(r.events, 'bombardment')[0]!;
    expect(b).toMatchObject({ table: 'wbbt', af: 16, column: '10-19' });
    expect((b['drms'] as { rule: string }[])[0]).toMatchObject({ rule: 'SoS 14.3' });
    expect(r.state.state.ifFired).toContain('sov-62-howitzer');
    // SoS 9.18: every unit that attacked is spent, the IF artillery too, as on the CRT
    expect(ofType(r.events, 'attackers-spent')[0]).toMatchObject({ units: ['sov-62-howitzer', 'sov-rf-1'] });
  });

  it('with direct fire the River Flotilla fires on the CRT: the WBBT is refused (the WBBT note: "If any infantry, engineers, armored, AA or AT units are also firing, use the CRT")', () => {
    expect(check({ target: '0426', fire: [{ units: ['sov-1-42g'], from: '0526' }], flotilla: [{ units: ['sov-rf-1'], from: '0326' }], table: 'wbbt' })).toContainEqual(['orders.0.attack.fire', 'wbbt-with-direct-fire', 'SoS 16.55, WBBT']);
    expect(check({ target: '0426', fire: [{ units: ['sov-1-42g'], from: '0526' }], flotilla: [{ units: ['sov-rf-1'], from: '0326' }], table: 'crt' })).toEqual([]);
  });

  it('an order of losses to the defensive fire is read (9.58); no unit advances after it (16.53); IF alone may fire on the WBBT in an attack phase too (if-wbbt-attack.test.ts)', () => {
    expect(check({ ...ALONE, losses: ['sov-rf-1'] })).toEqual([]);
    expect(check({ ...ALONE, advance: ['sov-rf-1'] })).toContainEqual(['orders.0.attack.advance', 'wbbt-no-advance', 'SoS 16.53, 16.55, 9.85']);
    expect(check({ target: '0426', indirect: [{ units: ['sov-62-howitzer'], spotter: 'sov-1-42g' }], table: 'wbbt' }).filter((x) => x[0] === 'orders.0.attack.table')).toEqual([]);
  });

  it('the WBBT fire is still only at a Volga cliff hex (16.55)', () => {
    const r = check({ target: '0526', flotilla: [{ units: ['sov-rf-1'], from: '0326' }], table: 'wbbt' });
    expect(r.map((x) => x[1])).toContain('not-a-volga-cliff');
  });
});
