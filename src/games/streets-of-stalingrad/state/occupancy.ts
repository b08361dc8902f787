import type { SosSide } from '../sequence/phases';
import type { SosPlace, SosState } from './types';

/** What the occupancy queries need to know of a counter. */
export interface PieceFacts {
  side: SosSide;
  /** A combat unit (2.21): it may attack and defend, and bars enemy movement (8.08). */
  combat: boolean;
}

/** The ids of the pieces in play at a place, in id order. */
export function piecesAt(state: SosState, place: SosPlace): string[] {
  return Object.keys(state.pieces).filter((id) => state.pieces[id]!.at === place);
}

/** Every place that holds a piece in play, with the ids there, in id order within a place. */
export function occupancy(state: SosState): Map<SosPlace, string[]> {
  const out = new Map<SosPlace, string[]>();
  for (const [id, p] of Object.entries(state.pieces)) {
    if (p.at === null) continue;
    const list = out.get(p.at);
    if (list) list.push(id);
    else out.set(p.at, [id]);
  }
  return out;
}

/** SoS 8.08: an enemy combat unit of `side` stands at the place. */
export const enemyCombatUnitAt = (state: SosState, place: SosPlace, side: SosSide, facts: (id: string) => PieceFacts): boolean =>
  piecesAt(state, place).some((id) => {
    const f = facts(id);
    return f.side !== side && f.combat;
  });

