import type { SosSide } from '../sequence/phases';
import type { SosPieceState, SosState } from '../state/types';

/** What a side's view holds of the position. */
export interface SosStateView {
  turn: number;
  /** The side's own pieces, and the enemy pieces it sees (none yet: see below). */
  pieces: Record<string, SosPieceState>;
  markers: SosState['markers'];
  /** SoS 14.48: the explosion markers placed this phase, public (the second placer sees the first's): side, target, table and AF; the firing units are not shown. */
  bombardments: { side: SosSide; target: string; table: string; af: number }[];
  /** SoS 14.84: interdicted hexes. */
  interdiction: SosState['interdiction'];
}

/**
 * A side's view of the position (SoS 7.0): its own pieces in full. Enemy pieces are left out
 * until the views judge what each side sees (hidden/hidden-status.ts, LOS); the public view
 * (null) holds the markers only. Leaving out is the safe side of 7.0: nothing is shown that a
 * side may not see.
 */
export function sideView(state: SosState, side: SosSide | null, sideOf: (id: string) => SosSide): SosStateView {
  const pieces: Record<string, SosPieceState> = {};
  if (side) for (const [id, p] of Object.entries(state.pieces)) if (sideOf(id) === side) pieces[id] = p;
  const bombardments = state.bombardments.map((b) => ({ side: b.side, target: b.target, table: b.table, af: b.af }));
  return { turn: state.turn, pieces, markers: state.markers, bombardments, interdiction: state.interdiction };
}
