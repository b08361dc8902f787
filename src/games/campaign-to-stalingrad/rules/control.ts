import type { HexId } from '#kernel/ids';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import { destroyDepotsEntered } from './depots/destruction';

/**
 * CtS 7.0: a side controls a hex its units were the last to pass through (or solely occupy).
 * An enemy Depot in a hex they enter is destroyed (16.10).
 */
export function passThrough(state: CtsState, side: CtsSide, hexes: readonly HexId[]): CtsState {
  if (hexes.length === 0) return state;
  const control = { ...state.control };
  for (const h of hexes) control[h] = side;
  return destroyDepotsEntered({ ...state, control }, side, hexes);
}
