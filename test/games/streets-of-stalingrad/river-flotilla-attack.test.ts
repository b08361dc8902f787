import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { ofType, ruleset, sub } from './attack-fixture';
import { fragmentAt } from './river-flotilla-fixture';

/**
 * SoS 16.52-16.57 resolved in the Soviet Attack Phase of turn 1 (4.3 phase 12): the River
 * Flotilla (sov-rf-1, EB-C) is placed in the Volga hex 0326 and fires with the Guards of
 * 0526 at II/191 on the Volga cliff hex 0426; the German plan aims his defensive fire at the
 * flotilla's hex. Fixed dice by label.
 */
const W = 'T01/soviet-attack';
const POSITION = { 'sov-rf-1': 'EB-C', 'sov-1-42g': '0526', 'ger-71-5-191': '0426', 'ger-71-6-191': '0426' };
const AT_THE_FLOTILLA = { german: { defense: { policy: 'plan' as const, plan: [{ hex: '0426', at: '0326' }] } } };
const ATTACK = [{ attack: { target: '0426', fire: [{ units: ['sov-1-42g'], from: '0526' }], flotilla: [{ units: ['sov-rf-1'], from: '0326' }] } }];
const DF = `${W}/0426/df/0326`;
const ROLL = `${W}/0426/attack`;

const play = (dice: Record<string, number>) => ruleset.adjudicate(fragmentAt(W, POSITION, ['0426'], { standing: AT_THE_FLOTILLA }), [sub('soviet', ATTACK)], new FixedDice(dice));

describe('SoS 16.55, 16.56: the River Flotilla fires with the attack and goes back to its box when the phase is over', () => {
  it('is placed in 0326 (16.53), adds its 6 AF to the Guards\' 5 on the CRT, with no +1 for firing from the Volga (the crossers\' DRM, 9.71), and is back in EB-C, used this turn (16.52), spent like every attacker (9.18)', () => {
    const r = play({ [DF]: 5, [ROLL]: 10 });
    expect(ofType(r.events, 'flotilla-placed')).toEqual([{ type: 'flotilla-placed', rule: 'SoS 16.53', hex: '0326', units: ['sov-rf-1'], reveals: ['sov-rf-1'] }]);
    const attack = ofType(r.events, 'attack')[0]!;
    expect(attack['firers']).toEqual([
      { id: 'sov-1-42g', points: 5, uses: 'AF', rule: 'SoS 9.13' },
      { id: 'sov-rf-1', points: 6, uses: 'AF', rule: 'SoS 9.13' },
    ]);
    expect((attack['drms'] as { rule: string; reason: string }[]).map((d) => d.reason)).not.toContain('Soviet units attack from a Volga River hex');
    expect(ofType(r.events, 'flotilla-returned')).toEqual([{ type: 'flotilla-returned', rule: 'SoS 16.56', units: [{ unit: 'sov-rf-1', box: 'EB-C' }] }]);
    expect(r.state.state.pieces['sov-rf-1']).toMatchObject({ at: 'EB-C', eliminated: false, spent: true });
    expect(r.state.state.flotillaUsed).toEqual([{ unit: 'sov-rf-1', turn: 1, phase: 12, box: 'EB-C', takeLosses: false }]);
  });

  it('SoS 16.57: a P from the German defensive fire puts the pinned flotilla back in its box at once; pinned, it does not fire', () => {
    const r = play({ [DF]: 2, [ROLL]: 10 });
    expect(ofType(r.events, 'defensive-fire')[0]).toMatchObject({ at: '0326', result: 'P', marked: ['sov-rf-1'] });
    expect((ofType(r.events, 'attack')[0]!['firers'] as { id: string }[]).map((f) => f.id)).toEqual(['sov-1-42g']);
    expect(ofType(r.events, 'flotilla-returned')).toEqual([{ type: 'flotilla-returned', rule: 'SoS 16.57', pinned: true, units: [{ unit: 'sov-rf-1', box: 'EB-C' }] }]);
    // its pin goes with the others at the start of phase 13 (9.114); used this turn, it waits in the box until the next (16.52)
    expect(r.state.state.pieces['sov-rf-1']).toMatchObject({ at: 'EB-C' });
    expect(r.state.state.flotillaUsed.map((u) => u.unit)).toEqual(['sov-rf-1']);
  });

  it('SoS 16.57: eliminated by the defensive fire, it rolls a d10, halved and rounded up (7: 4 turns), to come back on turn 5', () => {
    const r = play({ [DF]: 1, [ROLL]: 10, [`${W}/flotilla/sov-rf-1/return`]: 7 });
    expect(ofType(r.events, 'defensive-fire')[0]).toMatchObject({ result: 'D1P', eliminated: ['sov-rf-1'] });
    expect(ofType(r.events, 'flotilla-return-rolled')).toEqual([{ type: 'flotilla-return-rolled', rule: 'SoS 16.57', unit: 'sov-rf-1', die: 7, turns: 4, returnTurn: 5, box: 'EB-C' }]);
    expect(r.state.state.pieces['sov-rf-1']).toMatchObject({ at: null, eliminated: true });
    expect(r.state.state.flotillaReturns).toEqual([{ unit: 'sov-rf-1', turn: 5, box: 'EB-C' }]);
  });
});
