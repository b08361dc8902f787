import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { fragment, ofType, ruleset, sub } from './attack-fixture';

/**
 * SoS 14.01, 14.02, 14.2-14.3 in the German Attack Phase of 13 September, on the clear steppe:
 * a Guards company in 3230 is attacked from 3229 by a company of II/191 (AF 4), with the II/191
 * mortar (AF 6, IF range 8) firing from 3226, four hexes off, spotted by that company.
 */
const AT = { 'sov-1-42g': '3230', 'ger-71-5-191': '3229', 'ger-71-ii-191-mortar': '3226' };
const attack = (extra: object = {}) => ({ attack: { target: '3230', fire: [{ units: ['ger-71-5-191'], from: '3229' }], indirect: [{ units: ['ger-71-ii-191-mortar'], spotter: 'ger-71-5-191' }], ...extra } });
const ATTACK_DIE = 'T01/german-attack/3230/attack';

describe('SoS 14.01: IF artillery attacks with the direct fire units, spotted', () => {
  it('E45 (14.32): the II/191 mortar spotted by a II/191 company adjacent to the target adds its AF 6 to the 4 of the company: column 10-19, Spotting Table DRM 0', () => {
    const g = fragment(AT, ['3230'], { standing: { soviet: { defense: { policy: 'plan' } } } });
    expect(ruleset.check(g, sub('german', [attack()]))).toEqual([]);
    const r = ruleset.adjudicate(g, [sub('german', [attack()])], FixedDice.mixed({ [ATTACK_DIE]: 10 }, [10, 10, 10]));
    const ev = ofType(r.events, 'attack')[0]!;
    expect(ev).toMatchObject({ total: 10, column: '10-19' });
    expect(ev['firers']).toContainEqual({ id: 'ger-71-ii-191-mortar', points: 6, uses: 'AF', rule: 'SoS 9.13' });
    expect(ev['drms']).toContainEqual(expect.objectContaining({ value: 0, rule: 'SoS 14.3' }));
  });

  it('14.02, 14.03, 14.05: the mortar\'s explosion marker is out for the turn; a second attack with it the same turn is refused', () => {
    const g = fragment(AT, ['3230'], { standing: { soviet: { defense: { policy: 'plan' } } } });
    const r = ruleset.adjudicate(g, [sub('german', [attack()])], FixedDice.mixed({ [ATTACK_DIE]: 10 }, [10, 10, 10]));
    expect(r.state.state.ifFired).toContain('ger-71-ii-191-mortar');
    const fired = { ...g, state: { ...g.state, ifFired: ['ger-71-ii-191-mortar'] } };
    expect(ruleset.check(fired, sub('german', [attack()])).map((i) => [i.code, i.path.join('.')])).toEqual([['already-fired', 'orders.0.attack.indirect.0.units.0']]);
  });

  it('14.07, 14.25: a pinned mortar may not fire its AF; a spotter out of spotting range or sight may not spot', () => {
    const pinned = fragment(AT, ['3230'], { pinned: ['ger-71-ii-191-mortar'] });
    expect(ruleset.check(pinned, sub('german', [attack()])).map((i) => i.code)).toEqual(['pinned']);
    const far = fragment({ ...AT, 'ger-71-6-191': '3220' }, ['3230']);
    const issues = ruleset.check(far, sub('german', [attack({ indirect: [{ units: ['ger-71-ii-191-mortar'], spotter: 'ger-71-6-191' }] })]));
    expect(issues.map((i) => [i.code, i.rule])).toEqual([['beyond-spotting-range', 'SoS 14.25']]);
  });
});

describe('SoS 9.48: "for every 5 points of IF explosion markers ... 1 additional MP to leave the attacked hex"', () => {
  const GUARDS = { ...AT, 'sov-2-42g': '3230' };
  const retreat = (path: string[]) => ({ defense: { attacks: [{ hex: '3230', retreat: [{ units: ['sov-2-42g'], path }], fire: [] }] } });
  it('E80 (9.48): with the mortar\'s 6 points the Guards (a quarter of MP 8: 2 MP) pay 1 MP to leave: two clear hexes are too far, one is not', () => {
    const paused = ruleset.adjudicate(fragment(GUARDS, ['3230']), [sub('german', [attack()])], FixedDice.mixed({}, [])).state;
    expect(ruleset.check(paused, sub('soviet', [retreat(['3231', '3232'])])).map((i) => i.code)).toEqual(['too-far']);
    expect(ruleset.check(paused, sub('soviet', [retreat(['3231'])]))).toEqual([]);
  });

  it('without IF the same two hexes are within the Guards\' 2 MP', () => {
    const plain = { attack: { target: '3230', fire: [{ units: ['ger-71-5-191'], from: '3229' }] } };
    const paused = ruleset.adjudicate(fragment(GUARDS, ['3230']), [sub('german', [plain])], FixedDice.mixed({}, [])).state;
    expect(ruleset.check(paused, sub('soviet', [retreat(['3231', '3232'])]))).toEqual([]);
  });
});

describe('SoS 9.52, 9.56: IF artillery supports the defender\'s defensive fire', () => {
  /** The Guards mortar (AF 6, IF range 8) in 3234 supports the Guards in 3230, who spot the attackers in 3229 though their hex is attacked (14.23). */
  const DEF = { 'sov-1-42g': '3230', 'sov-42g-mortar': '3234', 'ger-71-5-191': '3229', 'ger-71-6-191': '3229' };
  const plain = { attack: { target: '3230', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3229' }] } };
  const answer = (support: object[]) => sub('soviet', [{ defense: { attacks: [{ hex: '3230', fire: [{ units: ['sov-1-42g'], at: '3229' }], support }] } }]);
  const DF_DIE = 'T01/german-attack/3230/df/3229';

  it('the mortar\'s AF 6 joins the Guards\' DF 5 at 3229: column 10-19, with the Spotting Table modifier; its explosion marker goes out', () => {
    const paused = ruleset.adjudicate(fragment(DEF, ['3230']), [sub('german', [plain])], FixedDice.mixed({}, [])).state;
    const a = answer([{ units: ['sov-42g-mortar'], spotter: 'sov-1-42g', at: '3229' }]);
    expect(ruleset.check(paused, a)).toEqual([]);
    const r = ruleset.adjudicate(paused, [a], FixedDice.mixed({ [DF_DIE]: 10 }, [10, 10, 10]));
    const df = ofType(r.events, 'defensive-fire')[0]!;
    expect(df).toMatchObject({ total: 11, column: '10-19' });
    expect(df['firers']).toContainEqual({ id: 'sov-42g-mortar', points: 6, uses: 'AF', rule: 'SoS 9.13' });
    expect(df['drms']).toContainEqual(expect.objectContaining({ rule: 'SoS 14.3' }));
    expect(r.state.state.ifFired).toContain('sov-42g-mortar');
  });

  it('9.55: support aims at an attacking hex; 14.02: a mortar whose marker is out does not fire', () => {
    const paused = ruleset.adjudicate(fragment(DEF, ['3230']), [sub('german', [plain])], FixedDice.mixed({}, [])).state;
    expect(ruleset.check(paused, answer([{ units: ['sov-42g-mortar'], spotter: 'sov-1-42g', at: '3231' }])).map((i) => [i.code, i.path.join('.')])).toEqual([['not-an-attacking-hex', 'orders.0.defense.attacks.0.support.0.at']]);
    const out = { ...paused, state: { ...paused.state, ifFired: ['sov-42g-mortar'] } };
    expect(ruleset.check(out, answer([{ units: ['sov-42g-mortar'], spotter: 'sov-1-42g', at: '3229' }])).map((i) => i.code)).toEqual(['already-fired']);
  });

  it('by the standing plan: support fires at the plan\'s aim', () => {
    const g = fragment(DEF, ['3230'], { standing: { soviet: { defense: { policy: 'plan', plan: [{ hex: '3230', support: [{ units: ['sov-42g-mortar'], spotter: 'sov-1-42g' }] }] } } } });
    const r = ruleset.adjudicate(g, [sub('german', [plain])], FixedDice.mixed({ [DF_DIE]: 10 }, [10, 10, 10]));
    expect(ofType(r.events, 'defensive-fire')[0]!['firers']).toContainEqual(expect.objectContaining({ id: 'sov-42g-mortar' }));
  });
});
