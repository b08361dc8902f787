import type { DosContext } from '../../data/context';
import { scenarioOf } from '../../data/context';
import type { DosState } from '../../state/types';

/**
 * What a scenario's own data sets before play begins (mutates a fresh state):
 * DoS Uranus U-6 (reconstructed): the Don-Volga fortification hexes overrun in 1942 are
 * destroyed (11.23); U-5: Taman is an active German source from the start (7.4), counted
 * as its first activation so that the 8.2 arrivals do not fire.
 */
export function applyScenarioStart(ctx: DosContext, state: DosState): DosState {
  const data = scenarioOf(ctx, state.scenario).data;
  if (data.fortsDestroyed) {
    state.fortsDestroyed = data.fortsDestroyed.map((h) => ctx.map.resolve(h)).filter((h) => h !== null).sort();
  }
  if (data.tamanActive) state.supply = { ...state.supply, taman: { active: true, activations: 1 } };
  return state;
}
