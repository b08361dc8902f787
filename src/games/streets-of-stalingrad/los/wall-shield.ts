import type { HexId } from '#kernel/ids';
import type { SosEnv } from '../game/env';
import type { SosStanding } from '../orders/standing';
import type { SosState } from '../state/types';
import { vehicleWallSide } from './vehicle-wall-side';
import { wallSideOf } from './wall-side';

/**
 * SoS 9.40 ∆: the units of `units` (standing in `target`) that a unit in `from` may not fire at
 * because the Tartar Wall stands between them: mounted vehicles in the Wall hex on the other
 * side of the Wall from `from` ("it can be fired at from only one side of the Wall"), and every
 * vehicle there when the line from `from` runs along an end of the Wall (9.40: an unclear line
 * is blocked). `standing`: the standing orders of the targets' side (their `wallSide`).
 *
 * Read for every kind of fire at a hex and for spotting it, adjacent firers included: "This is
 * a possible exception to rule 9.35 if the firing unit is adjacent" is read as the Wall in the
 * target's own hex counting for a vehicle, which 9.35 would leave out, and as counting for an
 * adjacent firer too, whose line 9.37 otherwise always clears: next to the Wall hex, the
 * Wall in the target's hex is the only Wall between them, so adjacency is where the exception
 * shows. Foot and dismounted units are never hidden ("This does not apply to foot or
 * dismounted units").
 */
export function hiddenByWall(env: SosEnv, state: SosState, standing: SosStanding | null, from: string, target: string, units: readonly string[]): string[] {
  if (from === target || !env.map.hex(from as HexId) || !env.map.hex(target as HexId)) return [];
  let firer: ReturnType<typeof wallSideOf> | undefined;
  const out: string[] = [];
  for (const id of units) {
    if (state.pieces[id]?.at !== target) continue;
    const v = vehicleWallSide(env, state, standing, id);
    if (!v) continue;
    firer ??= wallSideOf(env.map, env.los.terrain.tolerance, target as HexId, from as HexId);
    if (firer !== v.side) out.push(id);
  }
  return out;
}

/**
 * SoS 9.40 ∆, 9.60: whether the Wall hides the whole target from `from`: every unit of it is a
 * vehicle on the other side. A hex is fired at as one target and "all of the units in a
 * defending hex are vulnerable to losses" (9.60): a foot unit the firer sees makes the hex a
 * target, and a vehicle behind the Wall in it shares the hex's fate; only a hex holding
 * nothing but hidden vehicles may not be fired at (or spotted) from that side.
 */
export function wallHidesTarget(env: SosEnv, state: SosState, standing: SosStanding | null, from: string, target: string, units: readonly string[]): boolean {
  const present = units.filter((id) => state.pieces[id]?.at === target);
  return present.length > 0 && hiddenByWall(env, state, standing, from, target, present).length === present.length;
}
