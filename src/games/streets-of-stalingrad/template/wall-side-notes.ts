import type { SosEnv } from '../game/env';
import type { SosGame } from '../game/types';
import { vehicleWallSide } from '../los/vehicle-wall-side';
import type { SosSide } from '../sequence/phases';

const SIDE_WORDS = { beyond: 'beyond the Wall (across the Wall sides of its hex)', within: 'on its hex\'s own side of the Wall' } as const;
const WHY = { declared: 'as declared', 'nearest-enemy': 'facing the nearest enemy', 'no-enemy': 'no enemy on the map' } as const;

/**
 * SoS 9.40 ∆, decision #22: for each of the side's vehicles (mounted) in a Tartar Wall hex, the
 * side of the Wall it stands on and why, and how its standing `wallSide` names another.
 */
export function wallSideNotes(env: SosEnv, game: SosGame, side: SosSide): string[] {
  const standing = game.standing[side] ?? null;
  const out: string[] = [];
  for (const [id, p] of Object.entries(game.state.pieces)) {
    if (p.at === null || env.counter(id).side !== side) continue;
    const v = vehicleWallSide(env, game.state, standing, id);
    if (!v) continue;
    out.push(`${id} in Tartar Wall hex ${p.at} stands ${SIDE_WORDS[v.side]}, ${WHY[v.from]}${v.toward ? ` (${v.toward})` : ''}: it is fired at and spotted from that side only (SoS 9.40).`);
  }
  if (out.length) out.push('standing: {wallSide: [{unit: ID, facing: HEX}]} puts a vehicle on the side of the Wall its neighbour HEX lies on (SoS 9.40).');
  return out;
}
