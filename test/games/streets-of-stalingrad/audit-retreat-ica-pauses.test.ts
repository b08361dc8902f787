import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { parseSosOrders } from '#games/streets-of-stalingrad/orders/parse';
import { fragment, ofType, ruleset, sub } from './attack-fixture';

/**
 * A second reading of the `retreat` and `counterAttack` pauses (SoS 9.87-9.884, 12.1-12.8,
 * digest 6.1 #9 and #10), audit rows PZ-nn in docs/rules-audit-streets-of-stalingrad.md: the
 * positions where the text gives the owner a choice that the pause does not ask, or asks
 * wrongly. German Attack Phase of turn 1; each test failed at the reading (`it.fails`) and passes since its fix.
 */
const W = 'T01/german-attack';
const RETREAT_ASK = { soviet: { defense: { policy: 'plan' as const }, retreat: { policy: 'ask' as const } } };
const ICA_ASK = { soviet: { defense: { policy: 'plan' as const }, counterAttack: { policy: 'ask' as const } } };
const II_191_AT = (target: string, from: string) => ({ attack: { target, fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from }] } });

describe('PZ-05: SoS 9.884 "If a Soviet leader is in the hex with them, the NKVD units may remain in that hex by eliminating one of the NKVD units"', () => {
  it('PZ-05: a P on two NKVD companies and a commissar in city hex 0529, with retreat.policy ask, stops the phase for the retreat pause', () => {
    const g = fragment({ 'sov-1-270-nkvd': '0529', 'sov-2-270-nkvd': '0529', 'sov-commissar-1': '0529', 'ger-71-5-191': '0528', 'ger-71-6-191': '0528' }, ['0529'], { standing: RETREAT_ASK });
    // 2 - 1 (9.73) + 1 (leader) + 2 (city) = 4 on 7-9: P; the hex's own rule moves no one (9.883), 9.884 gives the choice
    const r = ruleset.adjudicate(g, [sub('german', [II_191_AT('0529', '0528')])], new FixedDice({ [`${W}/0529/df/0528`]: 10, [`${W}/0529/attack`]: 2 }));
    expect(ofType(r.events, 'attack')[0]).toMatchObject({ result: 'P', nkvd: { kind: 'retreatOrEliminateOne', rule: 'SoS 9.884' } });
    expect(ruleset.window(r.state)?.id).toBe('T01/soviet-retreat-1');
    expect(ofType(r.events, 'pause')[0]!.about).toContain('the NKVD units (9.884) there may');
    expect(ofType(r.events, 'pause')[0]!.about).toContain('or hold and lose one of sov-1-270-nkvd, sov-2-270-nkvd (9.884)');
    // the owner stays: one NKVD company lost, the other and the commissar keep 0529
    const answer = [{ retreat: { hold: true, sacrifice: 'sov-2-270-nkvd' } }];
    expect(ruleset.check(r.state, sub('soviet', answer))).toEqual([]);
    const h = ruleset.adjudicate(r.state, [sub('soviet', answer)], new FixedDice([]));
    expect(ofType(h.events, 'hold-after-combat').flatMap((e) => e.eliminated as string[])).toEqual(['sov-2-270-nkvd']);
    expect(ofType(h.events, 'retreat-after-combat')).toEqual([]);
    expect(h.state.state.pieces['sov-1-270-nkvd']!.at).toBe('0529');
  });

  it('PZ-05: a standing retreat.hexes entry holding city hex 0529 keeps the NKVD companies there at the loss of the one it names', () => {
    const HOLD = { soviet: { defense: { policy: 'plan' as const }, retreat: { hexes: [{ hex: '0529', mode: 'hold' as const, sacrifice: ['sov-1-270-nkvd'] }] } } };
    const g = fragment({ 'sov-1-270-nkvd': '0529', 'sov-2-270-nkvd': '0529', 'sov-commissar-1': '0529', 'ger-71-5-191': '0528', 'ger-71-6-191': '0528' }, ['0529'], { standing: HOLD });
    const r = ruleset.adjudicate(g, [sub('german', [II_191_AT('0529', '0528')])], new FixedDice({ [`${W}/0529/df/0528`]: 10, [`${W}/0529/attack`]: 2 }));
    expect(ofType(r.events, 'hold-after-combat').flatMap((e) => e.eliminated as string[])).toEqual(['sov-1-270-nkvd']);
    expect(r.state.state.pieces['sov-2-270-nkvd']!.at).toBe('0529');
  });
});

describe('PZ-06: SoS 9.87 "the defender always chooses the hex he retreats into ... each unit may retreat into a different hex"', () => {
  it('PZ-06: the answer to the retreat pause after the P on suburb 1029 sends one Guards company to 1130 and the other to 0929', () => {
    const g0 = fragment({ 'sov-1-42g': '1029', 'sov-2-42g': '1029', 'ger-71-5-191': '1028', 'ger-71-6-191': '1028' }, ['1029'], { standing: RETREAT_ASK });
    const g = ruleset.adjudicate(g0, [sub('german', [II_191_AT('1029', '1028')])], new FixedDice({ [`${W}/1029/df/1028`]: 10, [`${W}/1029/attack`]: 3 })).state;
    expect(ruleset.window(g)?.id).toBe('T01/soviet-retreat-1');
    // the answer's `moves`: a hex for each group of units (orders/decisions.ts)
    const answer = [{ retreat: { moves: [{ units: ['sov-1-42g'], path: ['1130'] }, { units: ['sov-2-42g'], path: ['0929'] }] } }];
    expect(ruleset.check(g, sub('soviet', answer))).toEqual([]);
    const r = ruleset.adjudicate(g, [sub('soviet', answer)], new FixedDice([]));
    expect(ofType(r.events, 'retreat-after-combat')[0]).toMatchObject({ moves: [{ unit: 'sov-1-42g', to: '1130' }, { unit: 'sov-2-42g', to: '0929' }] });
  });

  it('PZ-06: each group of the answer is checked: one hex, a unit that retreats named once, a hex legal for it', () => {
    const g0 = fragment({ 'sov-1-42g': '1029', 'sov-2-42g': '1029', 'ger-71-5-191': '1028', 'ger-71-6-191': '1028' }, ['1029'], { standing: RETREAT_ASK });
    const g = ruleset.adjudicate(g0, [sub('german', [II_191_AT('1029', '1028')])], new FixedDice({ [`${W}/1029/df/1028`]: 10, [`${W}/1029/attack`]: 3 })).state;
    const answer = [{ retreat: { moves: [{ units: ['sov-1-42g', 'sov-9-42g'], path: ['1130', '1131'] }, { units: ['sov-1-42g'], path: ['1028'] }, { units: ['sov-2-42g'], path: ['1128'] }] } }];
    expect(ruleset.check(g, sub('soviet', answer)).map((i) => [i.path.join('.'), i.code])).toEqual([
      ['orders.0.retreat.moves.0.path.1', 'too-far'],
      ['orders.0.retreat.moves.0.units.1', 'not-retreating'],
      ['orders.0.retreat.moves.1.units.0', 'duplicate'],
      ['orders.0.retreat.moves.2.path.0', 'illegal-retreat-hex'],
    ]);
    const shape = (o: unknown) => parseSosOrders([o]).issues.map((i) => [i.path.join('.'), i.code]);
    expect(shape({ retreat: { path: ['1130'], moves: [{ units: ['sov-1-42g'], path: ['0929'] }] } })).toEqual([['orders.0.retreat.moves', 'path-and-moves']]);
    expect(shape({ retreat: { moves: [{ units: ['sov-1-42g'], path: ['0929'] }], hold: true, sacrifice: 'sov-2-42g' } })).toEqual([['orders.0.retreat.hold', 'retreat-and-hold']]);
    expect(shape({ retreat: { moves: [{ units: ['sov-1-42g'], path: ['0929'] }] } })).toEqual([]);
  });

  it('PZ-06: a standing retreat.hexes entry with moves sends each Guards company its own way', () => {
    const OWN = { soviet: { defense: { policy: 'plan' as const }, retreat: { hexes: [{ hex: '1029', mode: 'retreat' as const, moves: [{ units: ['sov-2-42g'], path: ['0929'] }] }] } } };
    const g0 = fragment({ 'sov-1-42g': '1029', 'sov-2-42g': '1029', 'ger-71-5-191': '1028', 'ger-71-6-191': '1028' }, ['1029'], { standing: OWN });
    const r = ruleset.adjudicate(g0, [sub('german', [II_191_AT('1029', '1028')])], new FixedDice({ [`${W}/1029/df/1028`]: 10, [`${W}/1029/attack`]: 3 }));
    // the unit not named goes by the default ranking (farthest from the enemy, 0930)
    expect(ofType(r.events, 'retreat-after-combat')[0]).toMatchObject({ moves: [{ unit: 'sov-1-42g', to: '0930' }, { unit: 'sov-2-42g', to: '0929' }] });
  });
});

describe('PZ-08: SoS 9.88 "eliminate one defending combat unit"; 9.81 combat units are "not leaders, OP units, transport units ..."', () => {
  const paused = () => {
    const g0 = fragment({ 'sov-1-42g': '1029', 'sov-2-42g': '1029', 'sov-62-op': '1029', 'ger-71-5-191': '1028', 'ger-71-6-191': '1028' }, ['1029'], { standing: RETREAT_ASK });
    return ruleset.adjudicate(g0, [sub('german', [II_191_AT('1029', '1028')])], new FixedDice({ [`${W}/1029/df/1028`]: 10, [`${W}/1029/attack`]: 3 }));
  };

  it('PZ-08: the retreat pause does not offer the 62 Army OP as the unit lost to hold suburb 1029', () => {
    const r = paused();
    expect(ruleset.window(r.state)?.id).toBe('T01/soviet-retreat-1');
    expect(ofType(r.events, 'pause')[0]!.about).not.toContain('sov-62-op');
  });

  it('PZ-08: an answer holding 1029 by losing the OP is refused', () => {
    const g = paused().state;
    const issues = ruleset.check(g, sub('soviet', [{ retreat: { hold: true, sacrifice: 'sov-62-op' } }]));
    // today: accepted, and the two companies hold for the OP alone
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0.retreat.sacrifice', 'not-in-hex', 'SoS 9.88']]);
  });

  it('PZ-08: a standing hold entry naming the OP is refused, and one passed in play loses a Guards company instead', () => {
    const HOLD = { soviet: { defense: { policy: 'plan' as const }, retreat: { hexes: [{ hex: '1029', mode: 'hold' as const, sacrifice: ['sov-62-op'] }] } } };
    const g0 = fragment({ 'sov-1-42g': '1029', 'sov-2-42g': '1029', 'sov-62-op': '1029', 'ger-71-5-191': '1028', 'ger-71-6-191': '1028' }, ['1029'], { standing: HOLD });
    const issues = ruleset.check(g0, sub('soviet', [], HOLD.soviet));
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['standing.retreat.hexes.0.sacrifice.0', 'not-combat-unit', 'SoS 9.88']]);
    const r = ruleset.adjudicate(g0, [sub('german', [II_191_AT('1029', '1028')])], new FixedDice({ [`${W}/1029/df/1028`]: 10, [`${W}/1029/attack`]: 3 }));
    const lost = ofType(r.events, 'hold-after-combat').flatMap((e) => e.eliminated as string[]);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toMatch(/^sov-[12]-42g$/);
  });
});

describe('PZ-09: SoS 9.88 "they may remain in the hex but must eliminate one defending combat unit"; 9.884 "the NKVD units may remain in that hex by eliminating one of the NKVD units"', () => {
  it('PZ-09: holding suburb 1029 by losing the NKVD company the window offers costs that company alone, as the window says ("hold and lose one of")', () => {
    const g0 = fragment({ 'sov-1-42g': '1029', 'sov-1-270-nkvd': '1029', 'sov-2-270-nkvd': '1029', 'sov-commissar-1': '1029', 'ger-71-5-191': '1028', 'ger-71-6-191': '1028' }, ['1029'], { standing: RETREAT_ASK });
    // 2 - 1 (9.73) + 1 (leader) + 1 (suburb) = 3 on 7-9: P, no loss
    const r0 = ruleset.adjudicate(g0, [sub('german', [II_191_AT('1029', '1028')])], new FixedDice({ [`${W}/1029/df/1028`]: 10, [`${W}/1029/attack`]: 2 }));
    expect(ofType(r0.events, 'pause')[0]!.about).toContain('or hold and lose one of sov-1-270-nkvd, sov-1-42g, sov-2-270-nkvd (9.88)');
    const answer = [{ retreat: { hold: true, sacrifice: 'sov-1-270-nkvd' } }];
    expect(ruleset.check(r0.state, sub('soviet', answer))).toEqual([]);
    const r = ruleset.adjudicate(r0.state, [sub('soviet', answer)], new FixedDice([]));
    expect(ofType(r.events, 'hold-after-combat').flatMap((e) => e.eliminated as string[])).toEqual(['sov-1-270-nkvd']);
  });

  it('PZ-09: the window tells what holding costs with the NKVD companies; losing 1/42 Gds costs one NKVD company more', () => {
    const g0 = fragment({ 'sov-1-42g': '1029', 'sov-1-270-nkvd': '1029', 'sov-2-270-nkvd': '1029', 'sov-commissar-1': '1029', 'ger-71-5-191': '1028', 'ger-71-6-191': '1028' }, ['1029'], { standing: RETREAT_ASK });
    const r0 = ruleset.adjudicate(g0, [sub('german', [II_191_AT('1029', '1028')])], new FixedDice({ [`${W}/1029/df/1028`]: 10, [`${W}/1029/attack`]: 2 }));
    expect(ofType(r0.events, 'pause')[0]!.about).toContain('losing an NKVD unit (sov-1-270-nkvd, sov-2-270-nkvd) holds them too, losing another unit costs one NKVD unit more for them to stay (9.884)');
    const r = ruleset.adjudicate(r0.state, [sub('soviet', [{ retreat: { hold: true, sacrifice: 'sov-1-42g' } }])], new FixedDice([]));
    const lost = ofType(r.events, 'hold-after-combat').flatMap((e) => e.eliminated as string[]);
    expect(lost).toHaveLength(2);
    expect(lost[0]).toBe('sov-1-42g');
  });
});

describe('PZ-16: SoS 12.6 (e) "If the defending hex is cleared of all units, any ICA units may occupy the hex up to the stacking limits"', () => {
  it('PZ-16: the counterAttack answer may leave the Guards company that cleared 3127 in 3026', () => {
    const AT = { 'sov-1-42g': '3127', 'sov-3-42g': '3026', 'ger-71-5-191': '3128', 'ger-71-6-191': '3128' };
    const g0 = fragment(AT, ['3127'], { standing: ICA_ASK });
    const attack = { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }], advance: ['ger-71-5-191'] } };
    const g = ruleset.adjudicate(g0, [sub('german', [attack])], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1 })).state;
    expect(ruleset.window(g)?.id).toBe('T01/soviet-counter-attack-1');
    // the answer's `occupy`: the counter-attackers that occupy the cleared hex (none)
    const answer = [{ counterAttack: { units: ['sov-3-42g'], occupy: [] } }];
    expect(ruleset.check(g, sub('soviet', answer))).toEqual([]);
    // 6 + (5 AF - 4 DF) = 7: the defender loses one, the hex is cleared
    const r = ruleset.adjudicate(g, [sub('soviet', answer)], new FixedDice({ [`${W}/3127/ica`]: 6 }));
    expect(ofType(r.events, 'instant-counter-attack')[0]).toMatchObject({ result: 'defenderRetreats', occupied: [] });
    expect(r.state.state.pieces['sov-3-42g']!.at).toBe('3026');
  });

  it('PZ-16: occupy names only counter-attackers; without it every one that fits moves in, as before', () => {
    const AT = { 'sov-1-42g': '3127', 'sov-3-42g': '3026', 'ger-71-5-191': '3128', 'ger-71-6-191': '3128' };
    const attack = { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }], advance: ['ger-71-5-191'] } };
    const g = ruleset.adjudicate(fragment(AT, ['3127'], { standing: ICA_ASK }), [sub('german', [attack])], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1 })).state;
    const issues = ruleset.check(g, sub('soviet', [{ counterAttack: { units: ['sov-3-42g'], occupy: ['sov-1-42g'] } }]));
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0.counterAttack.occupy.0', 'not-counter-attacker', 'SoS 12.6']]);
    const r = ruleset.adjudicate(g, [sub('soviet', [{ counterAttack: { units: ['sov-3-42g'] } }])], new FixedDice({ [`${W}/3127/ica`]: 6 }));
    expect(ofType(r.events, 'instant-counter-attack')[0]).toMatchObject({ result: 'defenderRetreats', occupied: ['sov-3-42g'] });
  });

  it('PZ-16: a standing counterAttack rule with occupy: [] counter-attacks and stays where it is', () => {
    const AT = { 'sov-1-42g': '3127', 'sov-3-42g': '3026', 'ger-71-5-191': '3128', 'ger-71-6-191': '3128' };
    const RULE = { soviet: { defense: { policy: 'plan' as const }, counterAttack: { rules: [{ hexes: ['3127'], minDifference: 0, occupy: [] }] } } };
    const attack = { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }], advance: ['ger-71-5-191'] } };
    const r = ruleset.adjudicate(fragment(AT, ['3127'], { standing: RULE }), [sub('german', [attack])], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1, [`${W}/3127/ica`]: 6 }));
    expect(ofType(r.events, 'instant-counter-attack')[0]).toMatchObject({ result: 'defenderRetreats', occupied: [] });
    expect(r.state.state.pieces['sov-3-42g']!.at).toBe('3026');
  });
});
