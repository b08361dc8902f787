import { describe, expect, it } from 'vitest';
import { icaEligible } from '#games/streets-of-stalingrad/windows/attack/ica-eligible';
import { unit } from './fire-fixture';

/**
 * SoS 12.5: "Only the following non-spent/non-pinned units may ICA: • Any German infantry,
 * engineer, or armored units may be used for an ICA. German artillery of any type and lone
 * German leader units may not be used for ICA. • Any Soviet Guards, Marine infantry, or Guards
 * armored units may be used for an ICA. Any Soviet infantry or armored units in the same hex
 * with a Soviet leader unit may be used for an ICA. Soviet artillery units of any type, sniper
 * units, mine dog units, Soviet units with AF of zero, and lone Soviet leaders may not be used
 * for ICA." Each case: the unit with no leader in its hex, then with one.
 */
const cases: [string, Parameters<typeof unit>[1], boolean, boolean][] = [
  ['a Guards tank: "Guards armored units", no leader needed (the BT reading\'s note on 12.5)', { type: 'tank', soviet: 'guards', af: 8, df: 7 }, true, true],
  ['a Guards rifle company', { soviet: 'guards' }, true, true],
  ['a Marine rifle company', { soviet: 'marine' }, true, true],
  ['a rifle company: "in the same hex with a Soviet leader unit"', { soviet: 'rifle' }, false, true],
  ['a tank of a tank brigade (not Guards)', { type: 'tank', soviet: undefined, af: 8, df: 7 }, false, true],
  ['a Soviet mortar: "Soviet artillery units of any type"', { type: 'mortar', soviet: undefined, af: 6 }, false, false],
  ['a Soviet AT gun: "Soviet artillery units of any type"', { type: 'antiTankGun', soviet: undefined, af: 5 }, false, false],
  ['a sniper', { type: 'sniper', soviet: undefined, af: 0 }, false, false],
  ['a mine dog unit', { type: 'mineDog', soviet: undefined, af: 0 }, false, false],
];

describe('SoS 12.5: the units that may make an instant counter-attack', () => {
  it.each(cases)('%s', (_, over, alone, withLeader) => {
    const u = unit('sov-x', over);
    expect([icaEligible(u, false), icaEligible(u, true)]).toEqual([alone, withLeader]);
  });

  it('German infantry, engineers and armor may; German artillery of any type may not', () => {
    const ger = (over: Parameters<typeof unit>[1]) => unit('ger-x', { side: 'german', soviet: undefined, ...over });
    expect([ger({}), ger({ type: 'combatEngineer' }), ger({ type: 'stug', af: 6 })].map((u) => icaEligible(u, false))).toEqual([true, true, true]);
    expect([ger({ type: 'ifArtillery', af: 8 }), ger({ type: 'antiTankGun', af: 5 })].map((u) => icaEligible(u, false))).toEqual([false, false]);
  });
});
