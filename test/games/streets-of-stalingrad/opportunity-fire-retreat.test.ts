import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { fragment, ofType, ruleset, sub } from './attack-fixture';

/**
 * SoS 9.47, 11.1: "Retreating units are vulnerable to enemy opportunity fire": on the clear
 * steppe, two Guards companies in 3230 are attacked from 3229; one retreats before combat to
 * 3231 by the Soviet plan (9.41-9.48), the other stays (9.43). A German company in 3233 fires at
 * it by the German reaction policy.
 */
const AT = { 'sov-1-42g': '3230', 'sov-2-42g': '3230', 'ger-71-5-191': '3229', 'ger-71-6-191': '3229', 'ger-295-1-516': '3233' };
const ATTACK = { attack: { target: '3230', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3229' }] } };
const SOVIET = { defense: { policy: 'plan' as const }, retreatBeforeCombat: [{ hex: '3230', minAf: 1, stay: ['sov-1-42g'], path: ['3231'] }] };
const FIRE = 'T01/german-attack/3230/retreat-fire/0/1/r0/3233';

describe('SoS 9.47: a retreat before combat under opportunity fire', () => {
  it('the retreating company is fired on in 3231 (range 2 from 3233) and a P pins it there', () => {
    const g = fragment(AT, ['3230'], { standing: { soviet: SOVIET, german: { opportunityFire: [{ hex: '3233' }] } } });
    const r = ruleset.adjudicate(g, [sub('german', [ATTACK])], FixedDice.mixed({ [FIRE]: 1 }, [10, 10, 10, 10]));
    const fire = ofType(r.events, 'opportunity-fire');
    expect(fire).toHaveLength(1);
    expect(fire[0]).toMatchObject({ from: '3233', hex: '3231', movers: ['sov-2-42g'], marker: 'pinned', marked: ['sov-2-42g'], reveals: ['ger-295-1-516', 'sov-2-42g'] });
    // the game runs on to the next window: the pin is gone at phase 6 (9.114), the company stays where fire stopped it
    expect(r.state.state.pieces['sov-2-42g']!.at).toBe('3231');
    expect(ofType(r.events, 'retreat-before-combat')[0]).toMatchObject({ units: ['sov-2-42g'], path: ['3231'] });
  });

  it('with no German rule the retreat is made whole and no one fires', () => {
    const g = fragment(AT, ['3230'], { standing: { soviet: SOVIET } });
    const r = ruleset.adjudicate(g, [sub('german', [ATTACK])], FixedDice.mixed({}, [10, 10, 10, 10]));
    expect(ofType(r.events, 'opportunity-fire')).toEqual([]);
    expect(r.state.state.pieces['sov-2-42g']!.at).toBe('3231');
  });
});

describe('SoS 9.46: units that opportunity-fired may not retreat before combat', () => {
  it('a Guards company that fired in German Movement Phase 3 may not retreat in the German Attack Phase: the answer naming it is refused', () => {
    const g0 = fragment(AT, ['3230']);
    const g = { ...g0, state: { ...g0.state, opportunityFired: [{ unit: 'sov-2-42g', turn: 1, phase: 3, untilTurn: 1, untilPhase: 5 }] } };
    const paused = ruleset.adjudicate(g, [sub('german', [ATTACK])], FixedDice.mixed({}, [])).state;
    const issues = ruleset.check(paused, sub('soviet', [{ defense: { attacks: [{ hex: '3230', retreat: [{ units: ['sov-2-42g'], path: ['3231'] }], fire: [] }] } }]));
    expect(issues.map((i) => [i.code, i.rule])).toEqual([['opportunity-fired', 'SoS 9.46']]);
  });

  it('by the standing plan, such a unit stays', () => {
    const g0 = fragment(AT, ['3230'], { standing: { soviet: SOVIET } });
    const g = { ...g0, state: { ...g0.state, opportunityFired: [{ unit: 'sov-2-42g', turn: 1, phase: 3, untilTurn: 1, untilPhase: 5 }] } };
    const r = ruleset.adjudicate(g, [sub('german', [ATTACK])], FixedDice.mixed({}, [10, 10, 10, 10]));
    expect(ofType(r.events, 'retreat-before-combat')).toEqual([]);
    expect(r.state.state.pieces['sov-2-42g']!.at).toBe('3230');
  });
});
