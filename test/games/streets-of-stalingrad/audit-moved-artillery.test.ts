import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosMoved } from '#games/streets-of-stalingrad/state/types';
import { fragment, ofType, ruleset, sub } from './attack-fixture';
import { check, fragment as windowFragment } from './movement-window-fixture';

/**
 * The second reading of moved artillery (docs/rules-audit-streets-of-stalingrad.md, "Reading of
 * moved artillery"): one test per DIFFERS row, named for its row id, written as `it.fails` until
 * the code follows the text. The German Attack Phase of 13 September on the clear steppe: a
 * Guards company in 3230 is attacked from 3229; Soviet artillery moved in Soviet Reserves
 * Movement Phase 4, so the record of its move lasts until the end of Soviet Attack Phase 12.
 */
const MOVED_IN_4 = (unit: string): SosMoved => ({ unit, turn: 1, phase: 4, untilTurn: 1, untilPhase: 12 });
const withMoved = (g: ReturnType<typeof fragment>, units: string[]) => ({ ...g, state: { ...g.state, moved: units.map(MOVED_IN_4) } });
const ATTACK = { attack: { target: '3230', fire: [{ units: ['ger-71-5-191'], from: '3229' }] } };

describe('reading of moved artillery (9.101, 14.11)', () => {
  it('MA-05: 14.11 "When IF artillery units move ... they may not use their AF in their side\'s next Attack or Exploit Attack Phase" (only their AF, only in their side\'s phase): the Guards mortar that moved in phase 4 fires its DF with the company in the attacked hex', () => {
    const g = withMoved(fragment({ 'sov-1-42g': '3230', 'sov-42g-mortar': '3230', 'ger-71-5-191': '3229' }, ['3230']), ['sov-42g-mortar']);
    expect(ruleset.check(g, sub('german', [ATTACK]))).toEqual([]);
    const paused = ruleset.adjudicate(g, [sub('german', [ATTACK])], FixedDice.mixed({}, [])).state;
    const answer = sub('soviet', [{ defense: { attacks: [{ hex: '3230', fire: [{ units: ['sov-1-42g', 'sov-42g-mortar'], at: '3229' }] }] } }]);
    expect(ruleset.check(paused, answer)).toEqual([]);
  });

  it('MA-05: 14.11 "they may not use their AF in their side\'s next Attack or Exploit Attack Phase": in Soviet Attack Phase 12 the same mortar may not fire its AF, and the refusal cites 14.11, not the towed guns\' 9.101', () => {
    const s = { ...windowFragment({ 'sov-1-42g': '3230', 'sov-42g-mortar': '3231', 'ger-71-5-191': '3229' }, { attack: ['3229'] }), moved: [MOVED_IN_4('sov-42g-mortar')] };
    const attack = { attack: { target: '3229', fire: [{ units: ['sov-1-42g'], from: '3230' }], indirect: [{ units: ['sov-42g-mortar'], spotter: 'sov-1-42g' }] } };
    const issues = check(1, 'soviet-attack', s, [attack]);
    expect(issues.filter((i) => i.code === 'moved').map((i) => [i.path.join('.'), i.rule])).toEqual([['orders.0.attack.indirect.0.units.0', 'SoS 14.11']]);
  });

  it('MA-09: 9.101 "Direct fire artillery units with MP of 12 or 15 (towed by horses or vehicles) may not fire after they move" (read by the code as no fire of any kind until its side\'s next attack phase is over): the towed AA regiment (MP 15) that moved in phase 4 does not fire at the Stukas over 3230 (SoS 15.42: "all Soviet units with an anti-aircraft (AA) capability", but 9.101 holds this one)', () => {
    const g = withMoved(fragment({ 'sov-1-42g': '3230', 'ger-71-5-191': '3229', 'ger-lw-op': '3227', 'sov-aa': '3232' }, ['3230'], { standing: { soviet: { defense: { policy: 'plan' } } } }), ['sov-aa']);
    const attack = { attack: { ...ATTACK.attack, stukas: { count: 2, spotter: 'ger-lw-op' } } };
    expect(ruleset.check(g, sub('german', [attack]))).toEqual([]);
    const r = ruleset.adjudicate(g, [sub('german', [attack])], FixedDice.mixed({ 'T01/german-attack/3230/stukas/aa': 1, 'T01/german-attack/3230/attack': 10 }, [10, 10, 10]));
    expect(ofType(r.events, 'aa-fire')).toEqual([]);
  });
});
