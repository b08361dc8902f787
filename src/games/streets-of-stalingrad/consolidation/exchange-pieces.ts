import type { SosState } from '../state/types';
import { freshPiece } from '../state/types';
import { inheritMarks } from './inherit-marks';

/** A `consolidate` order's body: `unit` on the map exchanged for the eliminated `for`, in `hex` (20.1, 20.2). */
export interface ExchangeBody {
  unit: string;
  for: string;
  hex: string;
}

/**
 * SoS 20.1, 20.2: the exchange made on the position: the eliminated counter `for` is placed "in
 * the exact hex of the unit for which [it is] being exchanged (even if in an enemy ZOC)", with
 * "any and all markers applying to the replaced unit" (its own: pinned, spent, dismounted,
 * revealed; and every other mark the position keeps of it, inherit-marks.ts); the counter
 * `unit` leaves the map for the eliminated units, unmarked, so it may be taken in a later
 * exchange or rebuilt with replacement points (21.41: "Units previously eliminated"; 20.7
 * speaks of the formation's units removed by consolidation being "later rebuilt").
 * SoS 20.5: "New units may move and engage in combat exactly as the replaced units could have.
 * There are no additional penalties": nothing else is marked; the movement and fire rules read
 * a counter's hex and markers, which are the replaced unit's.
 */
export function exchangePieces(state: SosState, body: ExchangeBody): SosState {
  const p = state.pieces[body.unit]!;
  const s = inheritMarks(state, body.unit, body.for);
  return { ...s, pieces: { ...s.pieces, [body.for]: { ...p, at: body.hex, eliminated: false }, [body.unit]: { ...freshPiece(null), eliminated: true } } };
}
