import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';

/** Takes an air unit off the map: back off-map and usable next player turn (removed, 23.6, 23.9.2), or eliminated (23.13). */
export function removeAir(state: CtsState, unit: string, eliminated: boolean): CtsState {
  const a = state.air.units[unit]!;
  return { ...state, air: { ...state.air, units: { ...state.air.units, [unit]: { ...a, where: eliminated ? 'eliminated' : 'ready', hex: null, mission: null } } } };
}

/**
 * CtS 23.3 (4): all air units still on the map are removed at the end of the Player Turn;
 * the placement count and the Supply Points spent for air (23.15) start again, and the
 * next player turn has its own Air Segment.
 */
export function endOfPlayerTurnAir(ctx: CtsContext, state: CtsState): { state: CtsState; events: GameEvent[] } {
  const air = state.air ?? { units: {} };
  const placed = Object.keys(air.units).filter((id) => air.units[id]!.where === 'map').sort();
  let next: CtsState = { ...state, air: { ...air, segmentDone: false, used: {}, spent: {} } };
  for (const id of placed) next = removeAir(next, id, false);
  const events: GameEvent[] =
    placed.length > 0 ? [{ type: 'air-removed', rule: 'CtS 23.3', units: placed, text: `end of the player turn: ${placed.map((id) => ctx.airUnits.get(id)?.name ?? id).join(', ')} leave the map` }] : [];
  return { state: next, events };
}
