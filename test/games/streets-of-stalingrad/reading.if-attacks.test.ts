import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { fragment, ofType, ruleset, sub } from './attack-fixture';

/**
 * The second reading of IF artillery in attacks and defensive fire, and of retreat before
 * combat under fire (docs/rules-audit-streets-of-stalingrad.md, "Reading of IF artillery in
 * attacks and defensive fire, and of retreat under fire"): one test per DIFFERS row, named for
 * its row id. The German Attack Phase of 13 September on the clear steppe (columns 31 to 33):
 * Guards companies in 3230 are attacked from 3229 (and 3228); the II/191 mortar (AF 6, IF range
 * 8) stands in 3226.
 */
const DF_DIE = 'T01/german-attack/3230/df/3229';
const ATTACK_DIE = 'T01/german-attack/3230/attack';
const PLAN = { soviet: { defense: { policy: 'plan' as const } } };

describe('reading of IF artillery in attacks and defensive fire', () => {
  it('IF-04: 14.02 "IF artillery units may fire their AF once per turn" (14.01 "they may fire directly (spotting for themselves)"): the mortar named among the attack\'s direct fire units fires its AF, and may not bombard again in phase 6', () => {
    const g = fragment({ 'sov-1-42g': '3230', 'ger-71-5-191': '3229', 'ger-71-ii-191-mortar': '3226' }, ['3230'], { standing: PLAN });
    const attack = { attack: { target: '3230', fire: [{ units: ['ger-71-5-191'], from: '3229' }, { units: ['ger-71-ii-191-mortar'], from: '3226' }] } };
    const issues = ruleset.check(g, sub('german', [attack]));
    if (issues.length > 0) {
      // refusing the mortar among the direct fire units also keeps 14.02
      expect(issues.map((i) => i.path.join('.'))).toContain('orders.0.attack.fire.1.units.0');
      return;
    }
    const r = ruleset.adjudicate(g, [sub('german', [attack])], FixedDice.mixed({ [ATTACK_DIE]: 10 }, [10, 10, 10]));
    expect(ofType(r.events, 'attack')[0]!['firers']).toContainEqual(expect.objectContaining({ id: 'ger-71-ii-191-mortar', uses: 'AF' }));
    expect(r.state.state.ifFired).toContain('ger-71-ii-191-mortar');
  });

  it('IF-05: 14.03 ∆ the 88mm "may be used as IF artillery and as direct fire units in the same turn, but not in the same phase": it may not fire directly at 3230 and as IF at 3130 in one Attack Phase', () => {
    const g = fragment({ 'sov-1-42g': '3230', 'sov-2-42g': '3130', 'ger-71-5-191': '3229', 'ger-71-6-191': '3129', 'ger-88-flak': '3228', 'ger-71-op': '3128' }, ['3130', '3230']);
    const attacks = [
      { attack: { target: '3230', fire: [{ units: ['ger-71-5-191'], from: '3229' }, { units: ['ger-88-flak'], from: '3228' }] } },
      { attack: { target: '3130', fire: [{ units: ['ger-71-6-191'], from: '3129' }], indirect: [{ units: ['ger-88-flak'], spotter: 'ger-71-op' }] } },
    ];
    expect(ruleset.check(g, sub('german', attacks)).length).toBeGreaterThan(0);
  });

  it('IF-06: 9.17 "German units in an off-map box may not engage in combat": the II/191 mortar in off-map box 1 may not join an attack', () => {
    const g = fragment({ 'sov-1-42g': '4410', 'ger-71-5-191': '4409', 'ger-71-ii-191-mortar': 'GB-1' }, ['4410']);
    const attack = { attack: { target: '4410', fire: [{ units: ['ger-71-5-191'], from: '4409' }], indirect: [{ units: ['ger-71-ii-191-mortar'], spotter: 'ger-71-5-191' }] } };
    expect(ruleset.check(g, sub('german', [attack])).map((i) => i.path.join('.'))).toContain('orders.0.attack.indirect.0.units.0');
  });

  it('IF-08: 9.66 note "if the spotting modifier is +3, then it remains +3 even if the spotting units are pinned by defensive fire": the mortar spotted by a 295th Division company (+3) still fires when defensive fire pins that company', () => {
    // the Guards' DF 5 at 3229 rolls 2: P, the company is pinned (clear hex)
    const g = fragment({ 'sov-1-42g': '3230', 'ger-295-1-516': '3229', 'ger-71-ii-191-mortar': '3226' }, ['3230'], { standing: PLAN });
    const attack = { attack: { target: '3230', fire: [{ units: ['ger-295-1-516'], from: '3229' }], indirect: [{ units: ['ger-71-ii-191-mortar'], spotter: 'ger-295-1-516' }] } };
    expect(ruleset.check(g, sub('german', [attack]))).toEqual([]);
    const r = ruleset.adjudicate(g, [sub('german', [attack])], FixedDice.mixed({ [DF_DIE]: 2, [ATTACK_DIE]: 10 }, [10, 10, 10]));
    expect(ofType(r.events, 'defensive-fire')[0]).toMatchObject({ marker: 'pinned', marked: ['ger-295-1-516'] });
    const ev = ofType(r.events, 'attack')[0];
    expect(ev).toBeDefined();
    expect(ev!['firers']).toEqual([{ id: 'ger-71-ii-191-mortar', points: 6, uses: 'AF', rule: 'SoS 9.13' }]);
    expect(ev!['drms']).toContainEqual(expect.objectContaining({ value: 3, rule: 'SoS 14.3' }));
  });

  it('IF-10: 9.62 "Specific attacking units must be identified and revealed, including supporting IF artillery and Stuka units, before the defending units fire defensively": the defender is told of the II/191 mortar', () => {
    const g = fragment({ 'sov-1-42g': '3230', 'ger-71-5-191': '3229', 'ger-71-ii-191-mortar': '3226' }, ['3230']);
    const attack = { attack: { target: '3230', fire: [{ units: ['ger-71-5-191'], from: '3229' }], indirect: [{ units: ['ger-71-ii-191-mortar'], spotter: 'ger-71-5-191' }] } };
    const r = ruleset.adjudicate(g, [sub('german', [attack])], FixedDice.mixed({}, []));
    expect(JSON.stringify(ofType(r.events, 'attacks-declared'))).toContain('ger-71-ii-191-mortar');
    expect(JSON.stringify(ruleset.window(r.state))).toContain('ger-71-ii-191-mortar');
  });

  it('IF-12: 14.06 "When IF units are attacked by adjacent direct fire enemy units, they may use only their DF, not their AF" (and 9.22: their DF only at adjacent attackers): the Guards mortar in the attacked hex may not fire at the company two hexes off', () => {
    const g = fragment({ 'sov-1-42g': '3230', 'sov-42g-mortar': '3230', 'ger-71-5-191': '3229', 'ger-71-6-191': '3228' }, ['3230']);
    const attack = { attack: { target: '3230', fire: [{ units: ['ger-71-5-191'], from: '3229' }, { units: ['ger-71-6-191'], from: '3228' }] } };
    expect(ruleset.check(g, sub('german', [attack]))).toEqual([]);
    const paused = ruleset.adjudicate(g, [sub('german', [attack])], FixedDice.mixed({}, [])).state;
    const answer = sub('soviet', [{ defense: { attacks: [{ hex: '3230', fire: [{ units: ['sov-1-42g'], at: '3229' }, { units: ['sov-42g-mortar'], at: '3228' }] }] } }]);
    expect(ruleset.check(paused, answer).map((i) => i.path.join('.'))).toContain('orders.0.defense.attacks.0.fire.1.units.0');
  });

  it('IF-13: 14.06 "they may use only their DF, not their AF, to defend against that attack": the Guards mortar in the attacked hex may not support the defensive fire with its AF', () => {
    const g = fragment({ 'sov-1-42g': '3230', 'sov-42g-mortar': '3230', 'ger-71-5-191': '3229' }, ['3230']);
    const attack = { attack: { target: '3230', fire: [{ units: ['ger-71-5-191'], from: '3229' }] } };
    const paused = ruleset.adjudicate(g, [sub('german', [attack])], FixedDice.mixed({}, [])).state;
    const answer = sub('soviet', [{ defense: { attacks: [{ hex: '3230', fire: [{ units: ['sov-1-42g'], at: '3229' }], support: [{ units: ['sov-42g-mortar'], spotter: 'sov-1-42g', at: '3229' }] }] } }]);
    expect(ruleset.check(paused, answer).map((i) => i.path.join('.'))).toContain('orders.0.defense.attacks.0.support.0.units.0');
  });

  it('IF-15: 14.24 "1 IF artillery unit by any other non-OP unit": the Guards company in 3231 spots for one of the two IF units its standing plan names, not both', () => {
    const standing = { soviet: { defense: { policy: 'plan' as const, plan: [{ hex: '3230', support: [{ units: ['sov-42g-mortar'], spotter: 'sov-2-42g' }, { units: ['sov-62-howitzer'], spotter: 'sov-2-42g' }] }] } } };
    const g = fragment({ 'sov-1-42g': '3230', 'sov-2-42g': '3231', 'sov-42g-mortar': '3234', 'sov-62-howitzer': '3236', 'ger-71-5-191': '3229' }, ['3230'], { standing });
    const attack = { attack: { target: '3230', fire: [{ units: ['ger-71-5-191'], from: '3229' }] } };
    const r = ruleset.adjudicate(g, [sub('german', [attack])], FixedDice.mixed({ [DF_DIE]: 10 }, [10, 10, 10]));
    const ids = (ofType(r.events, 'defensive-fire')[0]!['firers'] as { id: string }[]).map((f) => f.id);
    expect(ids.filter((id) => id === 'sov-42g-mortar' || id === 'sov-62-howitzer')).toHaveLength(1);
  });

  it('IF-16: 14.22 "Non-OP units, including leaders, may spot targets on only one target hex per phase": the Guards company in 3231 spots 3229 for one attack\'s defence, and may not spot 3329 for another\'s', () => {
    const g = fragment({ 'sov-1-42g': '3230', 'sov-3-42g': '3330', 'sov-2-42g': '3231', 'sov-42g-mortar': '3234', 'sov-62-howitzer': '3236', 'ger-71-5-191': '3229', 'ger-71-6-191': '3329' }, ['3230', '3330']);
    const attacks = [{ attack: { target: '3230', fire: [{ units: ['ger-71-5-191'], from: '3229' }] } }, { attack: { target: '3330', fire: [{ units: ['ger-71-6-191'], from: '3329' }] } }];
    expect(ruleset.check(g, sub('german', attacks))).toEqual([]);
    const paused = ruleset.adjudicate(g, [sub('german', attacks)], FixedDice.mixed({}, [])).state;
    const answer = sub('soviet', [{ defense: { attacks: [
      { hex: '3230', support: [{ units: ['sov-42g-mortar'], spotter: 'sov-2-42g', at: '3229' }] },
      { hex: '3330', support: [{ units: ['sov-62-howitzer'], spotter: 'sov-2-42g', at: '3329' }] },
    ] } }]);
    expect(ruleset.check(paused, answer).map((i) => i.code)).toContain('one-target-hex');
  });
});

describe('reading of retreat before combat under fire', () => {
  it('IF-24: 9.48 "Motorized units (MP of 24 or 28) and towed artillery units (MP of 12 or 15) may enter but may not leave or move through hexes with 5 or more points of enemy explosion points": the towed AA gun may not retreat through 3231 under 6 points of German interdiction', () => {
    const g = fragment({ 'sov-1-42g': '3230', 'sov-aa': '3230', 'sov-commissar-1': '3230', 'ger-71-5-191': '3229' }, ['3230']);
    const s = { ...g, state: { ...g.state, interdiction: [{ side: 'german' as const, hex: '3231', af: 6, phase: 2 }] } };
    const attack = { attack: { target: '3230', fire: [{ units: ['ger-71-5-191'], from: '3229' }] } };
    const paused = ruleset.adjudicate(s, [sub('german', [attack])], FixedDice.mixed({}, [])).state;
    const retreat = (path: string[]) => sub('soviet', [{ defense: { attacks: [{ hex: '3230', retreat: [{ units: ['sov-aa'], path }], fire: [] }] } }]);
    // entering 3231 is allowed ("may enter")
    expect(ruleset.check(paused, retreat(['3231']))).toEqual([]);
    expect(ruleset.check(paused, retreat(['3231', '3232'])).length).toBeGreaterThan(0);
  });
});
