import type { HexId } from '#kernel/ids';
import type { SosEnv } from '../game/env';
import type { SosStanding } from '../orders/standing';
import type { SosState } from '../state/types';
import { vehicleWallSide } from './vehicle-wall-side';
import { wallSideOf, type WallSide } from './wall-side';

/**
 * SoS 9.31, 9.40 ∆: line of sight is reciprocal. A mounted vehicle in a Tartar Wall hex "can be
 * fired at from only one side of the Wall" (wall-shield.ts); read back, it fires out, and spots,
 * to that side only. The side of the vehicle `unit` when `toward` lies on the other side of the
 * Wall from its hex, or along an end of it (9.40: an unclear line is blocked); null when the
 * Wall does not hold it back (no vehicle, not in a Wall hex, or `toward` on its side).
 * `standing`: the vehicle's own side's standing orders (its `wallSide`, decision #22).
 */
export function wallHoldsFirer(env: SosEnv, state: SosState, standing: SosStanding | null, unit: string, toward: string): WallSide | null {
  const at = state.pieces[unit]?.at;
  if (!at || at === toward || !env.map.hex(toward as HexId)) return null;
  const v = vehicleWallSide(env, state, standing, unit);
  if (!v) return null;
  return wallSideOf(env.map, env.los.terrain.tolerance, at as HexId, toward as HexId) === v.side ? null : v.side;
}

/** The message of a vehicle the Wall holds back (9.40 ∆, 9.31). */
export const wallFirerMessage = (unit: string, at: string, side: WallSide, toward: string): string =>
  `${unit} stands ${side === 'beyond' ? 'beyond' : 'within'} the Tartar Wall in ${at}: it fires and spots to its side of the Wall only, not at ${toward}`;
