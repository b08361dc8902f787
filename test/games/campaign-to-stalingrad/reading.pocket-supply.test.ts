import { describe, expect, it } from 'vitest';
import { CAMPAIGN_COMPLETE_ENGINE } from '#games/campaign-to-stalingrad/data/engine-bundle';
import { supplyPhase } from '#games/campaign-to-stalingrad/phases/supply-phase';
import type { IsolatedPocket } from '#games/campaign-to-stalingrad/state/pocket';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { tinyWorld } from './support/tiny-world';

/**
 * Second reading of 27.0-27.7 (the Isolated Pockets' supply states) against engine cts-7.
 * Each it.fails names the row of docs/rules-audit-campaign-to-stalingrad.md it shows.
 */
describe('reading of the Isolated Pockets\' supply states (CtS 27.0-27.7, 16.x), engine cts-7', () => {
  /**
   * The Axis pocket found in the last Supply Phase (marker in box 6, Depots Depleted) has
   * since been relieved: the Axis has its friendly map edge (column 20) and no enemy stands
   * anywhere. Far from it, in 1210, an Axis infantry division that was never in a pocket
   * stands next to an Axis Depot (1211). 16.10 "Depots may also provide General and Attack
   * Supply"; 27.2 DEPOTS DEPLETED takes the General Supply only of the Depots of the pocket.
   */
  const world = tinyWorld({
    units: [
      { id: 'inf', side: 'axis', type: 'infantry', faces: ['4-4-4', '2-2-4'], hex: '1506' },
      { id: 'far', side: 'axis', type: 'infantry', faces: ['4-4-4', '2-2-4'], hex: '1210' },
    ],
    depots: [{ side: 'axis', hex: '1211' }],
    scenario: { sections: [2] },
    engine: CAMPAIGN_COMPLETE_ENGINE,
  });
  const stale: IsolatedPocket = { id: 'axis-01-1', side: 'axis', box: 6, units: ['inf'] };
  const state: CtsState = { ...world.state, pockets: [stale], phase: 'combat', phasing: 'axis' };

  it('PK9 (fixed): a Depot outside every pocket keeps its General Supply when a unit of a Depots Depleted pocket is no longer Isolated', () => {
    // depletedGround spreads from the relieved unit along the isolation LOC over all the
    // Axis's connected ground, so the far Depot is counted "of the pocket"
    expect(supplyPhase(world.ctx, state, 'axis').state.units.far!.outOfSupply).toBe(false);
  });

  it('PK9 (control): without the stale pocket the far division traces to its Depot', () => {
    expect(supplyPhase(world.ctx, { ...state, pockets: [] }, 'axis').state.units.far!.outOfSupply).toBe(false);
  });
});
