import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import type { SosInterdiction } from '#games/streets-of-stalingrad/state/types';
import { fragment, ruleset, sub } from './attack-fixture';

/**
 * SoS 9.48 "All units may retreat one hex and may retreat up to 1/4 of their printed MP,
 * fractions rounded up": a retreat before combat spends MP as movement does (the terrain of
 * each hex entered, 14.84's interdiction), never more than a quarter of the printed MP, and
 * may always go one hex. Around 3127 (clear): 3126, 3125 clear (1 MP a foot unit), 3027,
 * 3026, 3025 suburb (2 MP); the German attackers stand in 3227.
 */
const GUARDS = { 'sov-1-42g': '3127', 'sov-2-42g': '3127' };
const ATTACKERS = { 'ger-71-5-191': '3227', 'ger-71-6-191': '3227' };
const attack = { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3227' }] } };

/** The defence pause of the German attack on 3127, with the pieces and interdiction given. */
function paused(at: Record<string, string>, interdiction: SosInterdiction[] = []): SosGame {
  const g0 = fragment({ ...GUARDS, ...ATTACKERS, ...at }, ['3127']);
  const g1 = { ...g0, state: { ...g0.state, interdiction } };
  return ruleset.adjudicate(g1, [sub('german', [attack])], new FixedDice([])).state;
}

const retreatOf = (g: SosGame, units: string[], path: string[]) =>
  ruleset.check(g, sub('soviet', [{ defense: { attacks: [{ hex: '3127', retreat: [{ units, path }], fire: [] }] } }]));

describe('retreat before combat spends MP (SoS 9.48)', () => {
  it('a Guards company (MP 8: 2 MP) may retreat through two clear hexes, 1 MP each', () => {
    expect(retreatOf(paused({}), ['sov-2-42g'], ['3126', '3125'])).toEqual([]);
  });

  it('a clear hex then a suburb hex costs 3 MP: too far, and the issue says the MP spent and allowed', () => {
    const issues = retreatOf(paused({}), ['sov-2-42g'], ['3126', '3025']);
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0.defense.attacks.0.retreat.0.path', 'too-far', 'SoS 9.48']]);
    expect(issues[0]!.message).toMatch(/spends 3 MP to reach 3025: a retreat before combat spends at most 2 MP \(a quarter of its printed 8 MP/);
  });

  it('14.84: German interdiction of 5 AF on 3126 costs 1 MP more to enter it: clear then clear is 3 MP, too far', () => {
    const g = paused({}, [{ side: 'german', hex: '3126', af: 5, phase: 2 }]);
    expect(retreatOf(g, ['sov-2-42g'], ['3126', '3125']).map((i) => i.code)).toEqual(['too-far']);
    // the Soviet's own interdiction does not slow his units
    expect(retreatOf(paused({}, [{ side: 'soviet', hex: '3126', af: 5, phase: 2 }]), ['sov-2-42g'], ['3126', '3125'])).toEqual([]);
  });

  it('"All units may retreat one hex": a suburb hex under 10 AF of interdiction costs 4 MP and the company still goes there', () => {
    const g = paused({}, [{ side: 'german', hex: '3027', af: 10, phase: 2 }]);
    expect(retreatOf(g, ['sov-2-42g'], ['3027'])).toEqual([]);
    expect(retreatOf(g, ['sov-2-42g'], ['3027', '2927']).map((i) => i.code)).toEqual(['too-far']);
  });

  it('a stack retreating together: each unit is held to its own quarter, the one issue naming each that goes too far', () => {
    const g = paused({ 'sov-1-270-nkvd': '3127', 'sov-commissar-1': '3127' });
    const issues = retreatOf(g, ['sov-1-42g', 'sov-commissar-1'], ['3126', '3025']);
    expect(issues.map((i) => i.code)).toEqual(['too-far']);
    expect(issues[0]!.message).toMatch(/^sov-1-42g spends 3 MP/);
    expect(issues[0]!.message).not.toContain('sov-commissar-1');
    const both = retreatOf(g, ['sov-1-42g', 'sov-2-42g'], ['3126', '3025']);
    expect(both.map((i) => i.code)).toEqual(['too-far']);
    expect(both[0]!.message).toMatch(/^sov-1-42g spends 3 MP.*; sov-2-42g spends 3 MP/);
  });

  it('a leader (no printed MP, 16 hexes, 18.15) retreats at most 4 hexes, each one of his hexes whatever the terrain', () => {
    const g = paused({ 'sov-commissar-1': '3127' });
    expect(retreatOf(g, ['sov-commissar-1'], ['3126', '3125', '3025', '3024'])).toEqual([]);
    const issues = retreatOf(g, ['sov-commissar-1'], ['3126', '3225', '3125', '3025', '3024']);
    expect(issues.map((i) => i.code)).toEqual(['too-far']);
    expect(issues[0]!.message).toMatch(/spends 5 MP to reach 3024: a retreat before combat spends at most 4 MP \(a quarter of its 16 hexes \(18\.15, 14\.92\)/);
  });

  it('an armored train (MP "RR") is not given a number: it retreats one hex, and only across a railroad hexside (16.61; armored-train-retreat.test.ts), so not from 3127', () => {
    const g = paused({ 'sov-atu-1': '3127', 'sov-commissar-1': '3127' });
    const issues = retreatOf(g, ['sov-atu-1'], ['3126']);
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0.defense.attacks.0.retreat.0.path.0', 'off-railroad', 'SoS 16.61']]);
  });
});
