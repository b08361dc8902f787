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
  it('with the mortar\'s 6 points the Guards (a quarter of MP 8: 2 MP) pay 1 MP to leave: two clear hexes are too far, one is not', () => {
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
