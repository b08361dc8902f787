import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { hexId, side } from '#kernel/ids';
import { driveOnStalingrad } from '#games/drive-on-stalingrad';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { submission } from './support/tiny-game';

/**
 * Digest §8 X12 (DoS 8.4): "an enemy unit in hex 2319 would be within eight hexes of 7th
 * Reserve Army's location hex at 2112", played on the shipped Operation Blue data.
 */
const r = driveOnStalingrad;

/** GT3, the German movement window, with one German panzer division placed in `hex`. */
function germanAt(hex: string): DosState {
  const s = r.setup('operation-blue');
  const state: DosState = { ...s, turn: 3, at: { side: 'german', step: 1 }, phaseOrder: 'combat-first' };
  state.units = { ...state.units, 'ger-13pz': { ...state.units['ger-13pz']!, hex: hexId(hex) } };
  return state;
}

const frozen = (state: DosState) => (r.view(state, null) as { frozenReserves: { army: string }[] }).frozenReserves.map((x) => x.army);

describe('X12: Soviet Reserve Armies freed by German proximity (DoS 8.4)', () => {
  it('a German-side unit in 2319 is within 8 hexes of the 7th Reserve Army in 2112: freed at the start of the Soviet player turn', () => {
    const before = germanAt('2319');
    expect(frozen(before)).toEqual(['5RA', '6RA', '7RA', '8RA']);
    const { state, events } = r.adjudicate(before, [submission('german', [])], new FixedDice([4, 4, 4]));
    expect(r.window(state)?.id).toBe('T03/soviet');
    expect(events.find((e) => e.type === 'reserve-army-released')).toMatchObject({ army: '7RA', hex: '2112', from: '2319', distance: 8, rule: 'DoS 8.4' });
    expect(frozen(state)).toEqual(['5RA', '6RA', '8RA']);
    // the others petitioned Moscow (GT2 on), a 4 each: still frozen
    expect(events.filter((e) => e.type === 'reserve-army-petition').map((e) => [e.army, e.freed])).toEqual([
      ['5RA', false],
      ['6RA', false],
      ['8RA', false],
    ]);
    // freed, its units may move in the Soviet movement phase
    const options = r.options({ ...state, at: { side: 'soviet', step: 1 }, phaseOrder: 'combat-first' }, side('soviet'));
    expect(options.find((o) => o.unit === 'sov-7ra-147rd')?.moves?.length).toBeGreaterThan(0);
    expect(options.find((o) => o.unit === 'sov-5ra-1rd')).toMatchObject({ moves: [], notes: expect.arrayContaining([expect.stringContaining('DoS 8.4')]) });
  });

  it('one hex farther (2320, 9 hexes) it stays frozen and petitions like the others', () => {
    const { state, events } = r.adjudicate(germanAt('2320'), [submission('german', [])], new FixedDice([4, 4, 4, 4]));
    expect(events.filter((e) => e.type === 'reserve-army-released')).toEqual([]);
    expect(frozen(state)).toEqual(['5RA', '6RA', '7RA', '8RA']);
  });

  it('the check is made only when a Soviet player turn begins (digest E35), not while the German moves', () => {
    const s = r.setup('operation-blue');
    const opening: DosState = { ...s, turn: 3, at: { side: 'german', step: 0 } };
    opening.units = { ...opening.units, 'ger-13pz': { ...opening.units['ger-13pz']!, hex: hexId('2319') } };
    const { state } = r.adjudicate(opening, [submission('german', [])], new FixedDice(Array.from({ length: 40 }, () => 4)));
    expect(r.window(state)?.id).toBe('T03/german-movement');
    expect(frozen(state)).toContain('7RA');
  });
});
