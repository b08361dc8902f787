import type { GameEvent } from '#kernel/engine/events';
import type { SosEnv } from '../game/env';
import { piecesAt } from '../state/occupancy';
import type { SosState } from '../state/types';

/** SoS 16.7: the Soviet tank repair units in `hex` (one in the game, 16.71). */
export const tankRepairAt = (env: SosEnv, state: SosState, hex: string): string[] =>
  piecesAt(state, hex).filter((id) => env.counter(id).type === 'tankRepair');

/**
 * SoS 16.73 ∆: "The Soviet tank repair unit is eliminated when ... A 'P' result is obtained
 * against its hex, whether by attack or bombardment, including Stuka bombardment": a fire result
 * with a P (`marker` set, whether it pins or spends, 9.84) against `hex` eliminates it, never
 * to come back (16.71, 21.43).
 */
export function tankRepairHitByP(env: SosEnv, state: SosState, hex: string, marker: 'pinned' | 'spent' | null): { state: SosState; events: GameEvent[] } {
  if (!marker) return { state, events: [] };
  const units = tankRepairAt(env, state, hex).filter((id) => !state.pieces[id]!.eliminated);
  if (units.length === 0) return { state, events: [] };
  const pieces = { ...state.pieces };
  for (const id of units) pieces[id] = { ...pieces[id]!, at: null, eliminated: true, pinned: false, spent: false };
  return { state: { ...state, pieces }, events: [{ type: 'tank-repair-eliminated', rule: 'SoS 16.73', hex, units, cause: 'a P result against its hex' }] };
}
