import { issue, type Issue } from '#kernel/engine/issues';
import type { HexId } from '#kernel/ids';
import { rowOf } from '../data/ids';
import type { KbContext } from '../state/context';
import type { KbState } from '../state/types';

/** KB 20.1 item 7: the southernmost hex row the Soviet 38th Army (yellow icon) may stand in (digest A40: row 49 itself is allowed). */
export const THIRTY_EIGHTH_ARMY_ROW = 49;
const THIRTY_EIGHTH_ARMY_COLOUR = 'yellow';

const bound = (ctx: KbContext, state: KbState, unit: string): boolean => {
  const def = ctx.unit(unit);
  return state.scenario === 'operation-star' && def.side === 'soviet' && def.colour === THIRTY_EIGHTH_ARMY_COLOUR;
};

/**
 * KB 20.1 item 7: in Operation Star no unit of the Soviet 38th Army may move south of hex
 * row KB49xx (rows increase northward). The refusal for a move into `hex`, or null.
 */
export function armyBoundRefusal(ctx: KbContext, state: KbState, unit: string, hex: HexId): Issue | null {
  if (!bound(ctx, state, unit) || rowOf(hex) >= THIRTY_EIGHTH_ARMY_ROW) return null;
  return issue(['move', unit], 'south-of-38th-army-bound', `${ctx.unit(unit).name} belongs to the 38th Army and may not move south of hex row KB${THIRTY_EIGHTH_ARMY_ROW}xx (${ctx.map.label(hex)})`, 'KB 20.1');
}

/**
 * KB 20.1 item 7: 38th Army units a retreat has left south of row 49, which must move north
 * as soon as possible, sorted.
 */
export function southOfArmyBound(ctx: KbContext, state: KbState): string[] {
  return Object.values(state.units)
    .filter((u) => u.where === 'map' && u.hex !== null && bound(ctx, state, u.id) && rowOf(u.hex) < THIRTY_EIGHTH_ARMY_ROW)
    .map((u) => u.id)
    .sort();
}
