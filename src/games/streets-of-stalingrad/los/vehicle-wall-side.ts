import type { HexId } from '#kernel/ids';
import { toMoverCounter } from '../data/counter-inputs';
import type { SosEnv } from '../game/env';
import { moverClass } from '../movement/move-step';
import type { SosStanding } from '../orders/standing';
import type { SosState } from '../state/types';
import { isWallHex, wallSideOf, type WallSide } from './wall-side';

/** The pieces that are no unit for "the nearest enemy" (markers on the map: 17.x). */
const NOT_UNITS: ReadonlySet<string> = new Set(['minefield', 'bridge', 'fortification']);

/**
 * SoS 9.40 ∆: a vehicle (mounted) unit, the unit the example's Wall side is for: a unit that
 * moves as a vehicle (MP 12 or higher, 8.12) without a "dismounted" marker (8.72), or an
 * immobilized tank (a vehicle that no longer moves, 16.3x). "This does not apply to foot or
 * dismounted units."
 */
export function isMountedVehicle(env: SosEnv, state: SosState, unit: string): boolean {
  const c = env.findCounter(unit);
  const p = state.pieces[unit];
  if (!c || !p) return false;
  if (c.type === 'immobilizedTank') return true;
  return moverClass({ ...toMoverCounter(c), dismounted: p.dismounted }) === 'vehicle';
}

/** Whether a counter can ever be a vehicle (mounted) unit: a declaration for any other is for nothing. */
export function mayBeVehicle(env: SosEnv, unit: string): boolean {
  const c = env.findCounter(unit);
  return c !== undefined && (c.type === 'immobilizedTank' || moverClass(toMoverCounter(c)) === 'vehicle');
}

/** Where a vehicle's side comes from: its side's declaration (decision #22 `wallSide`) or the default. */
export interface VehicleWallSide {
  readonly side: WallSide;
  readonly from: 'declared' | 'nearest-enemy' | 'no-enemy';
  /** The hex the side was read toward: the declared facing or the nearest enemy's. */
  readonly toward?: string;
}

/**
 * SoS 9.40 ∆, decision #22: the side of the Tartar Wall a mounted vehicle in a Wall hex stands
 * on; null when it is no mounted vehicle, or not in a Wall hex. Its side's standing `wallSide`
 * names it by a `facing` hex: the side that hex lies on, when the hex is adjacent to the
 * vehicle's hex now and on one side (a declaration made for another hex the vehicle has left
 * is not read). Otherwise the default, "the Wall side facing the nearest enemy": the side of
 * the nearest enemy unit on the map (counted in hexes), ties broken by the lowest hex number,
 * skipping hexes that lie along an end of the Wall; with no enemy on the map, the hex's own
 * side (`within`).
 */
export function vehicleWallSide(env: SosEnv, state: SosState, standing: SosStanding | null, unit: string): VehicleWallSide | null {
  const at = state.pieces[unit]?.at;
  if (!at || !env.map.hex(at as HexId) || !isWallHex(env.map, at as HexId) || !isMountedVehicle(env, state, unit)) return null;
  const tolerance = env.los.terrain.tolerance;
  const here = at as HexId;
  const declared = standing?.wallSide?.find((w) => w.unit === unit);
  if (declared && env.map.grid.distance(here, declared.facing as HexId) === 1) {
    const side = wallSideOf(env.map, tolerance, here, declared.facing as HexId);
    if (side === 'beyond' || side === 'within') return { side, from: 'declared', toward: declared.facing };
  }
  const owner = env.counter(unit).side;
  const enemies = new Set<string>();
  for (const [id, p] of Object.entries(state.pieces)) {
    if (p.eliminated || !p.at || p.at === here || !env.map.hex(p.at as HexId)) continue;
    const c = env.counter(id);
    if (c.side !== owner && !NOT_UNITS.has(c.type)) enemies.add(p.at);
  }
  const byNearness = [...enemies].sort((a, b) => env.map.grid.distance(here, a as HexId) - env.map.grid.distance(here, b as HexId) || (a < b ? -1 : 1));
  for (const hex of byNearness) {
    const side = wallSideOf(env.map, tolerance, here, hex as HexId);
    if (side === 'beyond' || side === 'within') return { side, from: 'nearest-enemy', toward: hex };
  }
  return { side: 'within', from: 'no-enemy' };
}
