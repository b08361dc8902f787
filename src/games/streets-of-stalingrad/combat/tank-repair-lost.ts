import type { GameEvent } from '#kernel/engine/events';
import type { FireResult } from '../data/tables';
import type { SosEnv } from '../game/env';
import { piecesAt } from '../state/occupancy';
import { fireEffect } from './fire-tables';
import type { SosState } from '../state/types';

/** SoS 16.7: the Soviet tank repair units in `hex` (one in the game, 16.71). */
export const tankRepairAt = (env: SosEnv, state: SosState, hex: string): string[] =>
  piecesAt(state, hex).filter((id) => env.counter(id).type === 'tankRepair');

/**
 * SoS 16.73 ∆: "The Soviet tank repair unit is eliminated when ... A 'P' result is obtained
 * against its hex, whether by attack or bombardment, including Stuka bombardment": a fire result
 * with a P (P or D1P, whether it pins or spends, 9.84) against `hex` eliminates it, never to come
 * back (16.71, 21.43). The result is read, not the marker it leaves: the unit is no combat unit
 * (9.43), so a P on a hex where it stands alone marks no one and still takes it.
 */
export function tankRepairHitByP(env: SosEnv, state: SosState, hex: string, result: FireResult): { state: SosState; events: GameEvent[] } {
  if (!fireEffect(result).pinned) return { state, events: [] };
  const units = tankRepairAt(env, state, hex).filter((id) => !state.pieces[id]!.eliminated);
  if (units.length === 0) return { state, events: [] };
  const pieces = { ...state.pieces };
  for (const id of units) pieces[id] = { ...pieces[id]!, at: null, eliminated: true, pinned: false, spent: false };
  return { state: { ...state, pieces }, events: [{ type: 'tank-repair-eliminated', rule: 'SoS 16.73', hex, units, cause: 'a P result against its hex' }] };
}
