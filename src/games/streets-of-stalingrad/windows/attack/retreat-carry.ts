import type { SosEnv } from '../../game/env';
import type { SosState } from '../../state/types';
import { carriable } from '../movement/transport-move';

/**
 * SoS 16.42: "Soviet transport units may be used ... in a retreat before combat". The
 * transports of a retreat group (not pinned, 16.43) carry units of the group, in the group's
 * order, each one infantry, engineer or foot mortar unit and one leader, OP, mine dog or
 * sniper (16.41, 16.44); the units carried go as the transport goes, on its quarter MP (9.48,
 * 16.45), and walk no path of their own. The others walk on their own quarter MP.
 */
export function retreatRiders(env: SosEnv, state: SosState, units: readonly string[]): Set<string> {
  const transports = units.filter((id) => env.findCounter(id)?.type === 'transport' && state.pieces[id] && !state.pieces[id]!.pinned).length;
  const room = { foot: transports, small: transports };
  const riders = new Set<string>();
  for (const id of units) {
    const c = env.findCounter(id);
    const kind = c ? carriable(c) : null;
    if (kind === null || room[kind] === 0) continue;
    room[kind]--;
    riders.add(id);
  }
  return riders;
}
