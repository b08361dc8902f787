import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { fragment, ofType, ruleset, sub } from './attack-fixture';

/**
 * SoS 16.52 ∆, 16.55: the River Flotilla's defensive fire in the German Attack Phase of turn 1
 * (4.3 phase 5). II/191 attacks the Guards of 0526 from the Volga cliff hex 0426 and from
 * 0527 (land); the River Flotilla (sov-rf-1, EB-C) is placed in the Volga hex 0326 and fires
 * its DF with the Guards' at the cliff hex, and only there.
 */
const W = 'T01/german-attack';
const POSITION = { 'sov-rf-1': 'EB-C', 'sov-1-42g': '0526', 'ger-71-5-191': '0426', 'ger-71-6-191': '0527' };
const ATTACK = [{ attack: { target: '0526', fire: [{ units: ['ger-71-5-191'], from: '0426' }, { units: ['ger-71-6-191'], from: '0527' }] } }];
const FLOTILLA = [{ units: ['sov-rf-1'], from: '0326' }];

describe('SoS 16.52 ∆, 16.55: River Flotilla defensive fire in a German attack phase', () => {
  it('by the standing plan: the flotilla fires its DF with the Guards\' at the cliff hex, from 0326, and is back in EB-C when the phase is over, used this turn', () => {
    const g = fragment(POSITION, ['0526'], { standing: { soviet: { defense: { policy: 'plan', plan: [{ hex: '0526', at: '0426', flotilla: FLOTILLA }] } } } });
    const r = ruleset.adjudicate(g, [sub('german', ATTACK)], new FixedDice({ [`${W}/0526/df/0426`]: 10, [`${W}/0526/attack`]: 10 }));
    expect(ofType(r.events, 'pause')).toEqual([]);
    expect(ofType(r.events, 'defense')[0]).toMatchObject({ by: 'default', fire: [{ units: ['sov-1-42g'], at: '0426' }], flotilla: [{ units: ['sov-rf-1'], from: '0326', at: '0426' }] });
    expect(ofType(r.events, 'defensive-fire')[0]!['firers']).toEqual([
      { id: 'sov-1-42g', points: 5, uses: 'DF', rule: 'SoS 9.13' },
      { id: 'sov-rf-1', points: 6, uses: 'DF', rule: 'SoS 9.13' },
    ]);
    expect(ofType(r.events, 'flotilla-returned')).toEqual([{ type: 'flotilla-returned', rule: 'SoS 16.56', units: [{ unit: 'sov-rf-1', box: 'EB-C' }] }]);
    expect(r.state.state.pieces['sov-rf-1']).toMatchObject({ at: 'EB-C', eliminated: false });
    expect(r.state.state.flotillaUsed).toEqual([{ unit: 'sov-rf-1', turn: 1, phase: 5, box: 'EB-C', takeLosses: false }]);
  });

  it('SoS 16.55: the plan aimed at a hex that is not a Volga cliff hex leaves the flotilla in its box', () => {
    const g = fragment(POSITION, ['0526'], { standing: { soviet: { defense: { policy: 'plan', plan: [{ hex: '0526', at: '0527', flotilla: FLOTILLA }] } } } });
    const r = ruleset.adjudicate(g, [sub('german', ATTACK)], new FixedDice({ [`${W}/0526/df/0527`]: 10, [`${W}/0526/attack`]: 10 }));
    expect(ofType(r.events, 'flotilla-placed')).toEqual([]);
    expect(r.state.state.flotillaUsed).toEqual([]);
  });

  it('checks the answer: aimed at a hex not a Volga cliff hex (16.55), at a hex no one attacks from (9.55), placed on a river bank hex (16.53), used already this turn (16.52)', () => {
    const paused = ruleset.adjudicate(fragment(POSITION, ['0526']), [sub('german', ATTACK)], new FixedDice([])).state;
    expect(ruleset.window(paused)?.id).toBe('T01/soviet-defense-1');
    const answer = (flotilla: unknown[]) => ruleset.check(paused, sub('soviet', [{ defense: { attacks: [{ hex: '0526', fire: [{ units: ['sov-1-42g'], at: '0426' }], flotilla }] } }])).map((i) => [i.path.join('.'), i.code, i.rule]);
    expect(answer([{ units: ['sov-rf-1'], from: '0326', at: '0426' }])).toEqual([]);
    expect(answer([{ units: ['sov-rf-1'], from: '0326', at: '0527' }])).toEqual([['orders.0.defense.attacks.0.flotilla.0.at', 'not-a-volga-cliff', 'SoS 16.55']]);
    expect(answer([{ units: ['sov-rf-1'], from: '0326', at: '0548' }])).toEqual([['orders.0.defense.attacks.0.flotilla.0.at', 'not-an-attacking-hex', 'SoS 9.55']]);
    expect(answer([{ units: ['sov-rf-1'], from: '0425', at: '0426' }])).toEqual([['orders.0.defense.attacks.0.flotilla.0.from', 'not-solid-volga', 'SoS 16.53']]);
    const used = { ...paused, state: { ...paused.state, flotillaUsed: [{ unit: 'sov-rf-1', turn: 1, phase: 3, box: 'EB-C', takeLosses: false }] } };
    const issues = ruleset.check(used, sub('soviet', [{ defense: { attacks: [{ hex: '0526', flotilla: [{ units: ['sov-rf-1'], from: '0326', at: '0426' }] }] } }]));
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0.defense.attacks.0.flotilla.0.units.0', 'used-this-turn', 'SoS 16.52']]);
  });

  it('answered: the flotilla fires with the Guards, and goes back to EB-C', () => {
    const paused = ruleset.adjudicate(fragment(POSITION, ['0526']), [sub('german', ATTACK)], new FixedDice([])).state;
    const r = ruleset.adjudicate(paused, [sub('soviet', [{ defense: { attacks: [{ hex: '0526', fire: [{ units: ['sov-1-42g'], at: '0426' }], flotilla: [{ units: ['sov-rf-1'], from: '0326', at: '0426' }] }] } }])], new FixedDice({ [`${W}/0526/df/0426`]: 10, [`${W}/0526/attack`]: 10 }));
    expect((ofType(r.events, 'defensive-fire')[0]!['firers'] as { id: string }[]).map((f) => f.id)).toEqual(['sov-1-42g', 'sov-rf-1']);
    expect(r.state.state.pieces['sov-rf-1']!.at).toBe('EB-C');
  });
});
