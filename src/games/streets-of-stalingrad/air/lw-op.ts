import type { HexId } from '#kernel/ids';
import type { SosEnv } from '../game/env';
import type { SosState } from '../state/types';
import { MAMAYEV_KURGAN, spottingRange } from '../windows/bombardment/spotting';

/** Why the named unit is not the LW OP in play, or null. */
export function lwOpProblem(env: SosEnv, state: SosState, id: string): { code: string; message: string; rule: string } | null {
  const c = env.findCounter(id);
  const p = state.pieces[id];
  if (!c || !p) return { code: 'unknown-unit', message: `${id} is not a unit of this game`, rule: 'SoS 2.32' };
  if (c.side !== 'german' || !c.op?.stukasOnly) return { code: 'not-lw-op', message: `${id} is not the Luftwaffe OP: only it spots for Stukas`, rule: 'SoS 14.21, 15.17' };
  if (p.at === null || p.eliminated) return { code: 'not-in-play', message: `${id} is not in play`, rule: 'SoS 15.17' };
  return null;
}

/**
 * SoS 15.14, 15.17, 14.25: the LW OP sees the target hex: in play on the map, not pinned
 * (14.94), within its spotting range and line of sight.
 */
export function lwOpSees(env: SosEnv, state: SosState, id: string, target: string): boolean {
  if (lwOpProblem(env, state, id)) return false;
  const p = state.pieces[id]!;
  if (p.pinned || !env.map.hex(p.at as HexId) || !env.map.hex(target as HexId)) return false;
  const c = env.counter(id);
  return env.map.grid.distance(p.at as HexId, target as HexId) <= spottingRange(env, c, p.at!, target) && env.inLos(p.at!, target);
}

/** SoS 15.31: the LW OP is on Mamayev Kurgan (1039), for Stukas bombarding an East Bank box (EBBT -1). */
export const lwOpOn1039 = (env: SosEnv, state: SosState, id: string): boolean => !lwOpProblem(env, state, id) && state.pieces[id]!.at === MAMAYEV_KURGAN && !state.pieces[id]!.pinned;
