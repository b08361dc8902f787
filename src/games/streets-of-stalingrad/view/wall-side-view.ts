import type { SosEnv } from '../game/env';
import { vehicleWallSide } from '../los/vehicle-wall-side';
import type { WallSide } from '../los/wall-side';
import type { SosStanding } from '../orders/standing';
import type { SosSide } from '../sequence/phases';
import type { SosPieceState, SosState } from '../state/types';

/** SoS 9.40 play note: the side of the Tartar Wall a vehicle in a Wall hex stands on, as announced. */
export interface WallSideShown {
  hex: string;
  side: WallSide;
}

/**
 * SoS 9.40 play note: "you must announce to the opposing player if your unit is covered by
 * the blocking terrain": the side of the Tartar Wall (9.40 ∆, decision #22 `wallSide`, or the
 * default) of each mounted vehicle in a Wall hex among the pieces a view holds: the viewer's
 * own and the enemy's it sees (7.0: never a vehicle hidden from it), by unit. Absent (null)
 * when none. `standing`: each side's standing orders, for its declarations.
 */
export function wallSidesShown(env: SosEnv, state: SosState, pieces: Readonly<Record<string, SosPieceState>>, standing?: Readonly<Record<SosSide, SosStanding | null>>): Record<string, WallSideShown> | null {
  const out: [string, WallSideShown][] = [];
  for (const id of Object.keys(pieces)) {
    const v = vehicleWallSide(env, state, standing?.[env.counter(id).side] ?? null, id);
    if (v) out.push([id, { hex: state.pieces[id]!.at!, side: v.side }]);
  }
  return out.length ? Object.fromEntries(out.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : null;
}
