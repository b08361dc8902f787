import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { fragment, ruleset, sub } from './attack-fixture';

/**
 * The second reading of the attack windows (docs/rules-audit-streets-of-stalingrad.md,
 * "Reading of the attack windows"): one test per row found differing, named for its row id;
 * AW-02 and AW-07 are fixed (must-attack.test.ts, retreat-before-combat-mp.test.ts go further).
 */
const GUARDS = { 'sov-1-42g': '3127', 'sov-2-42g': '3127' };
const II_191 = { 'ger-71-5-191': '3128', 'ger-71-6-191': '3128' };

describe('reading of the attack windows', () => {
  it('AW-02: 9.14, 9.61 "Hexes with \'attack\' markers must be attacked": a file that leaves a marked hex holding the enemy unattacked is refused', () => {
    const issues = ruleset.check(fragment({ ...GUARDS, ...II_191 }, ['3127']), sub('german', []));
    expect(issues.map((i) => i.rule).join(' ')).toMatch(/9\.(14|61)/);
  });

  it('AW-07: 9.48 "may retreat up to 1/4 of their printed MP": a Guards company (MP 8, so 2 MP) retreating through two suburb hexes (2 MP each) goes too far', () => {
    const attack = { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3227' }] } };
    const g = ruleset.adjudicate(fragment({ ...GUARDS, 'ger-71-5-191': '3227', 'ger-71-6-191': '3227' }, ['3127']), [sub('german', [attack])], new FixedDice([])).state;
    const issues = ruleset.check(g, sub('soviet', [{ defense: { attacks: [{ hex: '3127', retreat: [{ units: ['sov-2-42g'], path: ['3027', '3026'] }], fire: [] }] } }]));
    expect(issues.map((i) => i.code)).toEqual(['too-far']);
  });
});
