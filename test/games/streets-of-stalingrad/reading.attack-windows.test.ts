import { describe, expect, it } from 'vitest';
import { fragment, ruleset, sub } from './attack-fixture';

/**
 * The second reading of the attack windows (docs/rules-audit-streets-of-stalingrad.md,
 * "Reading of the attack windows"): one test per DIFFERS row, named for its row id.
 */
const GUARDS = { 'sov-1-42g': '3127', 'sov-2-42g': '3127' };
const II_191 = { 'ger-71-5-191': '3128', 'ger-71-6-191': '3128' };

describe('reading of the attack windows', () => {
  it.fails('AW-02: 9.14, 9.61 "Hexes with \'attack\' markers must be attacked": a file that leaves a marked hex holding the enemy unattacked is refused', () => {
    const issues = ruleset.check(fragment({ ...GUARDS, ...II_191 }, ['3127']), sub('german', []));
    expect(issues.map((i) => i.rule).join(' ')).toMatch(/9\.(14|61)/);
  });
});
