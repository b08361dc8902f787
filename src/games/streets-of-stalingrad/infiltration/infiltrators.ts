import type { SosEnv } from '../game/env';
import { isInfantry } from '../combat/unit-classes';
import { unitOf } from '../windows/attack/fire-units';
import type { SosState } from '../state/types';

/** SoS 13.1: the Herman Soviet leader unit (the counter whose leader kind is `herman`). */
export const isHerman = (env: SosEnv, id: string): boolean => env.findCounter(id)?.leader?.kind === 'herman';

/** SoS 13.1: "any one Soviet infantry unit": a Soviet counter of the infantry type (Guards, Marines, NKVD and rifle alike). */
export function isSovietInfantry(env: SosEnv, state: SosState, id: string): boolean {
  const c = env.findCounter(id);
  if (!c || c.side !== 'soviet' || !state.pieces[id]) return false;
  const u = unitOf(env, state, id);
  return u !== undefined && isInfantry(u);
}
