import { describe, expect, it } from 'vitest';
import { expireMoved } from '#games/streets-of-stalingrad/movement/moved-artillery';
import { adjudicate, fragment as moveFragment } from './movement-window-fixture';
import { fragment, ruleset, sub } from './attack-fixture';

/**
 * SoS 9.101 and 14.11 on the clear steppe of 13 September: the 88mm Flak (towed, MP 15) and the
 * II/191 mortar (IF) move in German Movement Phase 3; the Guards in 3230 are attacked in phase 5.
 */
const MOVED_TILL_5 = (unit: string) => ({ unit, turn: 1, phase: 3, untilTurn: 1, untilPhase: 5 });
const withMoved = (g: ReturnType<typeof fragment>, units: string[]) => ({ ...g, state: { ...g.state, moved: units.map(MOVED_TILL_5) } });

describe('SoS 9.101, 14.11: artillery that moves may not fire for a while', () => {
  it('a move of the Flak and the mortar in phase 3 is recorded until the end of the German Attack Phase 5; an infantry company\'s is not', () => {
    const s = moveFragment({ 'ger-88-flak': '3226', 'ger-71-ii-191-mortar': '3225', 'ger-71-5-191': '3224' });
    const r = adjudicate(1, 'german-movement', s, [{ move: { units: ['ger-88-flak'], path: ['3227'] } }, { move: { units: ['ger-71-ii-191-mortar'], path: ['3226'] } }, { move: { units: ['ger-71-5-191'], path: ['3225'] } }]);
    expect(r.state.moved).toEqual([MOVED_TILL_5('ger-71-ii-191-mortar'), MOVED_TILL_5('ger-88-flak')]);
  });

  it('E29 (9.101): the towed Flak that moved in phase 3 may not attack in phase 5', () => {
    const g = withMoved(fragment({ 'sov-1-42g': '3230', 'ger-88-flak': '3229' }, ['3230']), ['ger-88-flak']);
    const issues = ruleset.check(g, sub('german', [{ attack: { target: '3230', fire: [{ units: ['ger-88-flak'], from: '3229' }] } }]));
    expect(issues.map((i) => [i.code, i.rule])).toContainEqual(['moved', 'SoS 9.101']);
  });

  it('E29 (9.101): the record goes once phase 5 is over, so a Flak that does not move in phase 7 may fire in phase 8', () => {
    const g = withMoved(fragment({ 'sov-1-42g': '3230', 'ger-88-flak': '3229' }, ['3230']), ['ger-88-flak']);
    expect(expireMoved(g.state, 1, 5).moved).toHaveLength(1);
    expect(expireMoved(g.state, 1, 6).moved).toEqual([]);
  });

  it('14.11: the mortar that moved in phase 3 may not fire its AF in the German Attack Phase 5', () => {
    const g = withMoved(fragment({ 'sov-1-42g': '3230', 'ger-71-5-191': '3229', 'ger-71-ii-191-mortar': '3226' }, ['3230']), ['ger-71-ii-191-mortar']);
    const attack = { attack: { target: '3230', fire: [{ units: ['ger-71-5-191'], from: '3229' }], indirect: [{ units: ['ger-71-ii-191-mortar'], spotter: 'ger-71-5-191' }] } };
    expect(ruleset.check(g, sub('german', [attack])).map((i) => [i.code, i.path.join('.'), i.rule])).toEqual([['moved', 'orders.0.attack.indirect.0.units.0', 'SoS 14.11']]);
  });
});
