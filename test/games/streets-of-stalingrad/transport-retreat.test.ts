import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { fragment, ruleset, sub } from './attack-fixture';

/**
 * SoS 16.42 "Soviet transport units may be used ... in a retreat before combat", with 9.48's
 * quarter of the printed MP: around 3127 (clear), 3126 is clear (1 MP for foot and vehicles
 * alike) and 3025 suburb (2 MP a foot unit, 3 a vehicle). A Guards company (MP 8) retreats 2 MP;
 * the transport (MP 24) 6 MP, and the units it carries with it. The Germans attack from 3227.
 */
const T = 'sov-transport';
const ATTACKERS = { 'ger-71-5-191': '3227', 'ger-71-6-191': '3227' };
const attack = { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3227' }] } };

function paused(at: Record<string, string>, pinned: string[] = []): SosGame {
  const g0 = fragment({ 'sov-1-42g': '3127', 'sov-2-42g': '3127', [T]: '3127', ...ATTACKERS, ...at }, ['3127'], { pinned });
  return ruleset.adjudicate(g0, [sub('german', [attack])], new FixedDice([])).state;
}
const retreatOf = (g: SosGame, units: string[], path: string[]) =>
  ruleset.check(g, sub('soviet', [{ defense: { attacks: [{ hex: '3127', retreat: [{ units, path }], fire: [] }] } }]));

describe('SoS 16.42: a transport carries units in a retreat before combat', () => {
  it('alone the Guards company may not reach 3025 (3 MP of its 2); carried, it goes on the transport\'s 6 MP (4 spent)', () => {
    expect(retreatOf(paused({}), ['sov-2-42g'], ['3126', '3025']).map((i) => i.code)).toEqual(['too-far']);
    expect(retreatOf(paused({}), ['sov-2-42g', T], ['3126', '3025'])).toEqual([]);
  });

  it('16.44: one transport carries one infantry unit (and one leader, OP, mine dog or sniper): a second company walks, and goes too far', () => {
    const g = paused({ 'sov-3-42g': '3127', 'sov-yelin': '3127' });
    expect(retreatOf(g, ['sov-2-42g', 'sov-yelin', T], ['3126', '3025'])).toEqual([]);
    const issues = retreatOf(g, ['sov-1-42g', 'sov-2-42g', T], ['3126', '3025']);
    expect(issues.map((i) => i.code)).toEqual(['too-far']);
    expect(issues[0]!.message).toMatch(/^sov-2-42g spends 3 MP/);
  });

  it('16.43: a pinned transport carries no one (and does not retreat, 9.46)', () => {
    const issues = retreatOf(paused({}, [T]), ['sov-2-42g', T], ['3126', '3025']);
    expect(issues.map((i) => i.code).sort()).toEqual(['pinned', 'too-far']);
  });
});
