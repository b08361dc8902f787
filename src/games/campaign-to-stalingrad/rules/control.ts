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
  // a retreat or advance through hexes the side holds already changes no hands: the control record stands
  if (hexes.every((h) => state.control[h] === side)) return destroyDepotsEntered(state, side, hexes);
  const control = { ...state.control };
  for (const h of hexes) control[h] = side;
  changes.set(control, { from: state.control, hexes });
  return destroyDepotsEntered({ ...state, control }, side, hexes);
}

/** What a control record passThrough made was copied from, and the hexes set in it: every other hex is controlled as in `from`. */
export interface ControlChange {
  from: CtsState['control'];
  hexes: readonly HexId[];
}

/** By control record (never changed in place once made): the record it was copied from (a fact about the object). */
const changes = new WeakMap<CtsState['control'], ControlChange>();

/** The record `control` was made from by passThrough and the hexes that may differ; undefined for a record made any other way. */
export function controlChange(control: CtsState['control']): ControlChange | undefined {
  return changes.get(control);
}
