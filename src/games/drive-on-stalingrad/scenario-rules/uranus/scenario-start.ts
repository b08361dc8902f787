import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import type { DosState } from '#games/drive-on-stalingrad/state/types';

/**
 * What a scenario's own data sets before play begins (mutates a fresh state):
 * DoS Uranus U-5 (reconstructed): Taman is an active German source from the start (7.4),
 * counted as its first activation so that the 8.2 arrivals do not fire. The Don-Volga
 * fortifications are not scenario data: they are in place at the start of both scenarios
 * (11.23, see rules/fortifications.ts).
 */
export function applyScenarioStart(ctx: DosContext, state: DosState): DosState {
  const data = scenarioOf(ctx, state.scenario).data;
  if (data.tamanActive) state.supply = { ...state.supply, taman: { active: true, activations: 1 } };
  return state;
}
