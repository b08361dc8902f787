import { describe, expect, it } from 'vitest';
import { ctx, uranusState } from './uranus-game';

describe('DoS Uranus U-5, U-6: the position when play begins', () => {
  it('starts with the fortifications behind the German front destroyed and the others intact (11.23)', () => {
    const state = uranusState();
    expect(state.fortsDestroyed).toEqual(['2213', '2214', '2215', '2312', '2313', '2314']);
    const intact = ctx.map.hexIds().filter((h) => ctx.map.hasFeature(h, 'fort') && !state.fortsDestroyed.includes(h));
    expect(intact.sort()).toEqual(['2210', '2311']);
  });

  it('starts with Taman active, as already activated once (7.4, 8.2)', () => {
    expect(uranusState().supply.taman).toEqual({ active: true, activations: 1 });
  });

  it('leaves Operation Blue as the rulebook has it: no fort destroyed, Taman inactive', () => {
    const blue = uranusState({}, 'operation-blue');
    expect(blue.fortsDestroyed).toEqual([]);
    expect(blue.supply.taman.active).toBe(false);
  });

  it('sets up the whole Uranus order of battle, reinforcements pending (1.1, U-10)', () => {
    const state = uranusState();
    const units = Object.values(state.units);
    expect(units.filter((u) => u.status === 'on-map')).toHaveLength(253);
    expect(units.filter((u) => u.status === 'pending')).toHaveLength(45);
    expect(state.units['ger-6pz']).toMatchObject({ status: 'pending', hex: null });
    expect(state.units['ger-71inf']).toMatchObject({ status: 'on-map', hex: '2011', steps: 2 });
  });
});
