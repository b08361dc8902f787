import type { HexId } from '#kernel/ids';
import { isArmored } from '../combat/unit-classes';
import type { SosEnv } from '../game/env';
import { isClearHex } from '../hidden/hidden-status';
import type { SosState } from '../state/types';
import { unitOf } from '../windows/attack/fire-units';

/**
 * Which moving units opportunity fire may fire at where they stand (SoS 11.4, 11.6): every
 * moving unit on a clear hex (clear, Volga, Tartar Wall, railroad, road, hill top, slope,
 * cemetery "with no other terrain features"), leaders never (18.31); on a hex whose only other terrain is a balka,
 * armored units and motorized units with MP 12 or higher (11.6); none elsewhere, nor in a box.
 */

/** SoS 9.95, 11.6: a vehicle: MP 12 or higher and not dismounted (an armored unit is one too). */
export function isMovingVehicle(env: SosEnv, state: SosState, id: string): boolean {
  const c = env.counter(id);
  const p = state.pieces[id]!;
  if (p.dismounted) return false;
  const u = unitOf(env, state, id);
  return (u !== undefined && isArmored(u)) || (typeof c.mp === 'number' && c.mp >= 12);
}

export function exposedMovers(env: SosEnv, state: SosState, place: string, all: readonly string[]): { units: string[]; why: string } {
  // SoS 18.17, 18.31: "Leader units may not be attacked or fired at directly even if no other units are in that hex"
  const movers = all.filter((id) => env.counter(id).type !== 'leader');
  const hex = env.map.hex(place as HexId);
  if (!hex) return { units: [], why: 'not on a map hex' };
  if (isClearHex(env.tec, hex.terrain)) return { units: [...movers], why: 'on a clear hex (11.4)' };
  const other = hex.terrain.filter((t) => !env.tec.terrain[t]?.clearForVisibility);
  if (other.length === 1 && other[0] === 'balka') {
    const vehicles = movers.filter((id) => isMovingVehicle(env, state, id));
    // SoS 16.4 ∆: "When they are carried by transport units, Soviet units become more vulnerable ... as vehicle targets"
    const carried = vehicles.some((id) => env.counter(id).type === 'transport') ? movers : vehicles;
    return { units: carried, why: 'vehicles on a balka hex with no other terrain count as on a clear hex (11.6), and the units a transport carries with it (16.4)' };
  }
  return { units: [], why: `not a clear hex (${other.join(', ')}) (11.4)` };
}
