import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import type { HexId } from '#kernel/ids';
import { frozenReason } from '#games/drive-on-stalingrad/rules/activation/frozen';
import { releaseTurn } from '#games/drive-on-stalingrad/rules/army-release';
import { unitDef } from '#games/drive-on-stalingrad/state/units';
import { supplyAt, supplyOf } from '#games/drive-on-stalingrad/rules/supply/supply-of';
import { ctx, ruleset, sub, uranusState, withUnits } from './uranus-game';

/**
 * Operation Uranus rules that keep an Operation Blue rule as written, or switch Blue's
 * restrictions off: U-4 (no army release, no freezes), U-8 (the airlift is 7.6),
 * U-11 (deliberate out-of-supply moves, 7.17), U-14 (GT1 weather).
 */
const dice = () => new FixedDice(Array.from({ length: 60 }, () => 3));

describe('DoS Uranus U-4: every unit of both sides may move and fight from GT1', () => {
  /** The on-map units a scenario's GT1 holds back: unreleased German-side armies (3.2), frozen Soviet armies (3.2, 8.4). */
  const heldBack = (scenario: string) => {
    const state = uranusState({}, scenario);
    return Object.entries(state.units)
      .filter(([, u]) => u.status === 'on-map')
      .filter(([id]) => releaseTurn(ctx, state, unitDef(ctx, id)) !== null || frozenReason(ctx, state, id) !== null)
      .map(([id]) => id);
  };

  it('no German-side army waits for its release and no Soviet army is frozen', () => expect(heldBack('operation-uranus')).toEqual([]));
  it('(while on GT1 of Operation Blue many are)', () => expect(heldBack('operation-blue').length).toBeGreaterThan(20));
});

describe('DoS Uranus U-8: the Stalingrad airlift is the aerial supply marker of 7.6', () => {
  const opening = () => uranusState({ at: { side: 'german', step: 0 } });
  const orders = (...hexes: string[]) => [{ declare: { phaseOrder: 'movement-first' } }, ...hexes.map((hex) => ({ aerial: { hex } }))];

  it('the German commits it to Stalingrad (2011) in his GT1 opening window', () => {
    expect(ruleset.check(opening(), sub('german', orders('2011')))).toEqual([]);
    const { events } = ruleset.adjudicate(opening(), [sub('german', orders('2011'))], dice());
    expect(events.find((e) => e.type === 'aerial-supply')).toMatchObject({ rule: 'DoS 7.6', hex: '2011', turn: 1, how: 'German order' });
  });

  it('only to one hex per game turn', () => {
    expect(ruleset.check(opening(), sub('german', orders('2011', '2012')))).toEqual([
      expect.objectContaining({ path: ['orders', 2, 'aerial'], code: 'aerial-used', rule: 'DoS 7.6' }),
    ]);
  });
});

describe('DoS Uranus U-11: a unit may deliberately move where it will be out of supply (7.17)', () => {
  // ger-22pz set in 2710, the last German-supplied hex on its line: 2709 next to it is out of supply
  const movement = () => withUnits(uranusState({ at: { side: 'german', step: 1 }, phaseOrder: 'combat-first' }), { 'ger-22pz': '2710' });
  const move = [{ move: { unit: 'ger-22pz', path: ['2709'] } }];

  it('the move is accepted, and the German learns the unit is now out of supply', () => {
    const state = movement();
    expect([supplyOf(ctx, state, 'ger-22pz'), supplyAt(ctx, state, 'german', '2709' as HexId)]).toEqual(['regular', 'oos']);
    expect(ruleset.check(state, sub('german', move))).toEqual([]);
    const { state: after, events } = ruleset.adjudicate(state, [sub('german', move)], dice());
    expect(after.units['ger-22pz']!.hex).toBe('2709');
    expect(events.find((e) => e.type === 'supply')).toMatchObject({ side: 'german', changes: [{ unit: 'ger-22pz', from: 'regular', to: 'oos' }] });
  });
});

describe('DoS Uranus U-14: game turn 1 is fought in freezing weather', () => {
  it('the scenario starts with freezing weather (10.0), which freezes rivers and marsh', () => {
    const state = uranusState();
    expect(state.weather).toBe('freezing');
    expect(ctx.tables.weather?.states.freezing).toMatchObject({ frozen: true });
  });
});
