import type { HexId } from '../../../kernel/ids';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';

/** CtS 7.0: a side controls a hex its units were the last to pass through (or solely occupy). */
export function passThrough(state: CtsState, side: CtsSide, hexes: readonly HexId[]): CtsState {
  if (hexes.length === 0) return state;
  const control = { ...state.control };
  for (const h of hexes) control[h] = side;
  return { ...state, control };
}
