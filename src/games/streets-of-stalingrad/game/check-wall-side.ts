import type { Issue } from '#kernel/engine/issues';
import type { HexId } from '#kernel/ids';
import { mayBeVehicle } from '../los/vehicle-wall-side';
import { isWallHex, wallSideOf } from '../los/wall-side';
import type { SosStanding } from '../orders/standing';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import type { SosEnv } from './env';

/**
 * SoS 9.40 ∆, decision #22: the side's `wallSide` declarations against the position. Each
 * names one of the side's own units that can be a vehicle (mounted) unit ("This does not
 * apply to foot or dismounted units"); for a unit standing in a Tartar Wall hex now, the
 * `facing` hex is adjacent to it and lies on one side of the Wall (not along an end of it).
 * A declaration for a unit elsewhere is taken as it stands and read once the unit stands
 * in a Wall hex next to its facing hex (los/vehicle-wall-side.ts).
 */
export function wallSideProblems(env: SosEnv, state: SosState, side: SosSide, standing: SosStanding): Issue[] {
  const out: Issue[] = [];
  const seen = new Set<string>();
  standing.wallSide?.forEach(({ unit, facing }, i) => {
    const path = ['standing', 'wallSide', i];
    const c = env.findCounter(unit);
    if (!c) return void out.push({ path: [...path, 'unit'], code: 'unknown-unit', message: `${unit} is not a counter of this game`, rule: 'SoS 9.40' });
    if (c.side !== side) return void out.push({ path: [...path, 'unit'], code: 'not-your-unit', message: `${unit} is a ${c.side} unit: a side declares its own vehicles' side of the Wall`, rule: 'SoS 9.40' });
    if (seen.has(unit)) return void out.push({ path: [...path, 'unit'], code: 'declared-twice', message: `${unit} is named twice: a vehicle stands on one side of the Wall`, rule: 'SoS 9.40' });
    seen.add(unit);
    if (!mayBeVehicle(env, unit)) return void out.push({ path: [...path, 'unit'], code: 'not-a-vehicle', message: `${unit} is a foot unit: only a vehicle (mounted) unit stands on a side of the Wall`, rule: 'SoS 9.40' });
    const at = state.pieces[unit]?.at;
    if (!at || !env.map.hex(at as HexId) || !isWallHex(env.map, at as HexId)) return;
    if (!env.map.hex(facing as HexId) || env.map.grid.distance(at as HexId, facing as HexId) !== 1) {
      return void out.push({ path: [...path, 'facing'], code: 'wall-side-not-adjacent', message: `${facing} is not next to ${unit}'s Tartar Wall hex ${at}: the facing hex is one of its neighbours`, rule: 'SoS 9.40' });
    }
    if (wallSideOf(env.map, env.los.terrain.tolerance, at as HexId, facing as HexId) === 'on-the-wall') {
      out.push({ path: [...path, 'facing'], code: 'wall-side-on-the-wall', message: `${facing} lies along the Wall from ${at}, on neither side of it`, rule: 'SoS 9.40' });
    }
  });
  return out;
}
