import type { HexId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import type { DosState } from '#games/drive-on-stalingrad/state/types';

/** The aerial marker on the map this game turn, or null (DoS 7.6; it comes off when its game turn ends, digest E14). */
export function aerialMarker(state: DosState): HexId | null {
  const a = state.supply.aerial;
  return a !== null && a.turn === state.turn ? a.hex : null;
}

/** DoS 7.6: the marker supplies its own hex and the six around it. */
export function underAerialMarker(ctx: DosContext, state: DosState, h: HexId): boolean {
  const m = aerialMarker(state);
  return m !== null && (m === h || ctx.map.grid.distance(m, h) <= 1);
}

/** DoS 7.6: one hex per game turn; false once the marker has been committed this game turn. */
export const aerialAvailable = (state: DosState): boolean => state.supply.aerial?.turn !== state.turn;
