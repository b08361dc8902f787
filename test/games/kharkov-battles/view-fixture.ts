import bundleJson from '../../../scenarios/kharkov-battles/dist/kharkov-battles.json';
import { KbBundleSchema, type KbBundle } from '#games/kharkov-battles/data/bundle';
import type { KbScenarioId } from '#games/kharkov-battles/data/ids';
import { createMapView, type KbMapView } from '#games/kharkov-battles/data/map-view';
import { initialState } from '#games/kharkov-battles/setup/initial-state';
import { kbContext, type KbContext } from '#games/kharkov-battles/state/context';
import type { KbState } from '#games/kharkov-battles/state/types';

/** The shipped data bundle, checked once. */
export const BUNDLE: KbBundle = KbBundleSchema.parse(bundleJson);

const views = new Map<string, KbMapView>();
const mapView = (id: 'KB' | 'KH'): KbMapView => {
  if (!views.has(id)) views.set(id, createMapView(BUNDLE.maps[id]));
  return views.get(id)!;
};

/** A scenario as set up on its printed map (KB 20.1-20.3): its context and its first state. */
export function setUp(s: KbScenarioId): { ctx: KbContext; state: KbState; view: KbMapView } {
  const forces = BUNDLE.scenarios[s];
  const view = mapView(forces.map);
  const state = initialState({ forces, units: BUNDLE.counters.units, chits: BUNDLE.chits, map: view, trt: BUNDLE.trts[s] });
  return { ctx: kbContext(BUNDLE.counters.units, view.map), state, view };
}

/**
 * KB 2.6: `state` with the first chit of `side`'s pool drawn for `unit` (as a Prepared
 * Assault's draw leaves it): the chit under the unit, gone from the pool.
 */
export function withChit(state: KbState, unit: string, side: 'axis' | 'soviet', face: 'full' | 'reduced' = 'full'): { state: KbState; chit: string } {
  const [chit, ...rest] = state.chitPools[side];
  if (!chit) throw new Error(`the ${side} pool is empty`);
  const u = state.units[unit]!;
  return { chit, state: { ...state, units: { ...state.units, [unit]: { ...u, chit: { id: chit, face }, steps: face === 'full' ? u.steps : 2 } }, chitPools: { ...state.chitPools, [side]: rest } } };
}
