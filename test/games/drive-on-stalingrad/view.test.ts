import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { side } from '#kernel/ids';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { combatWindow } from './support/battle';
import { submission, tinyGame } from './support/tiny-game';

const spec = {
  hexes: { '2624': 'clear', '2625': 'clear', '2626': 'clear' },
  units: {
    'ger-pz': { nat: 'german', type: 'panzer', steps: 2, full: '8-8-6', reduced: '4-4-6' },
    'ger-inf': { nat: 'german', type: 'infantry', full: '5-5-4' },
    'sov-a': { nat: 'soviet', type: 'rifle', full: '2-3-4', untried: true },
    'sov-b': { nat: 'soviet', type: 'rifle', full: '1-1-4', untried: true },
  },
  position: { 'ger-pz': '2624', 'ger-inf': '2624', 'sov-a': '2625', 'sov-b': '2626' },
  german: ['2624'],
} as const;
type Stack = { hex: string; count: number; units?: { id: string; attack: unknown; untried?: true }[]; top?: { id: string } };
const stacks = (v: unknown) => (v as { stacks: Stack[] }).stacks;

describe('per-side views (DoS 11.7, 2.14)', () => {
  const game = () => tinyGame({ ...spec, units: { ...spec.units }, hexes: { ...spec.hexes }, position: { ...spec.position }, german: [...spec.german] }, combatWindow('german'));

  it('a side sees its own stacks in full and only the top unit and a count of enemy stacks', () => {
    const { ruleset, state } = game();
    const german = stacks(ruleset.view(state, side('german')));
    expect(german.find((s) => s.hex === '2624')).toMatchObject({ count: 2, units: [{ id: 'ger-pz' }, { id: 'ger-inf' }] });
    const soviet = stacks(ruleset.view(state, side('soviet')));
    const enemy = soviet.find((s) => s.hex === '2624')!;
    expect(enemy).toEqual({ hex: '2624', side: 'german', count: 2, top: expect.objectContaining({ id: 'ger-pz' }) });
    expect(enemy.units).toBeUndefined();
    expect(stacks(ruleset.view(state, null)).every((s) => s.units === undefined)).toBe(true);
  });

  it('shows who controls each hex (DoS 3.4): the scenario\'s start, then every hex taken, after each change', () => {
    const { ruleset, state } = game();
    const control = (s: DosState) => (ruleset.view(s, null) as { control: Record<string, string> }).control;
    expect(control(state)).toEqual({ '2624': 'german', '2625': 'soviet', '2626': 'soviet' });
    // hexes taken: a new control record each time (rules/control.ts)
    const taken = { ...state, control: { ...state.control, '2625': 'german' as const } };
    expect(control(taken)).toEqual({ '2624': 'german', '2625': 'german', '2626': 'soviet' });
    const retaken = { ...taken, control: { ...taken.control, '2624': 'soviet' as const, '2626': 'german' as const } };
    expect(control(retaken)).toEqual({ '2624': 'soviet', '2625': 'german', '2626': 'german' });
    expect(control(state), 'the position before as it was').toEqual({ '2624': 'german', '2625': 'soviet', '2626': 'soviet' });
  });

  it('untried values stay hidden from both sides until the unit has been in combat; the VP total is public', () => {
    const { ruleset, state } = game();
    const own = stacks(ruleset.view(state, side('soviet'))).find((s) => s.hex === '2625')!;
    expect(own.units).toEqual([expect.objectContaining({ id: 'sov-a', attack: '?', defense: '?', untried: true })]);
    const after = ruleset.adjudicate(state, [submission('german', [{ attack: { target: '2625', units: ['ger-pz', 'ger-inf'] } }])], new FixedDice([2])).state;
    expect(after.units['sov-a']!.revealed).toBe(true);
    const revealed = stacks(ruleset.view(after, side('german'))).find((s) => s.hex === '2625')!;
    expect(revealed.top).toMatchObject({ id: 'sov-a', attack: 2, defense: 3 });
    expect(stacks(ruleset.view(after, side('german'))).find((s) => s.hex === '2626')!.top).toMatchObject({ attack: '?' });
    expect(ruleset.view(after, null)).toMatchObject({ vp: 0, window: 'T03/soviet' });
  });
});
