import { describe, expect, it } from 'vitest';
import { ctx, uranusState } from './uranus-game';

describe('DoS Uranus U-5, U-6: the position when play begins', () => {
  it('starts with every Don-Volga fortification in place except those a German-side unit occupies at set-up (11.23)', () => {
    // DoS 11.23: "considered already in place at the start of play of both scenarios" ...
    // "whenever an German-side unit occupies one of these fortification hexes those
    // fortifications are considered destroyed": the empty hexes behind the German front stay intact.
    const state = uranusState();
    expect(state.fortsDestroyed).toEqual(['2213', '2312']);
    for (const h of state.fortsDestroyed) expect(Object.values(state.units).some((u) => u.status === 'on-map' && u.hex === h), h).toBe(true);
    const intact = ctx.map.hexIds().filter((h) => ctx.map.hasFeature(h, 'fort') && !state.fortsDestroyed.includes(h));
    expect(intact.sort()).toEqual(['2210', '2214', '2215', '2311', '2313', '2314']);
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
