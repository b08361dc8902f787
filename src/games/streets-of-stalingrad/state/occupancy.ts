import type { SosSide } from '../sequence/phases';
import type { SosPlace, SosState } from './types';

/** What the occupancy queries need to know of a counter. */
export interface PieceFacts {
  side: SosSide;
  /** A piece with an AF (2.21, 2.25): it may attack and fire. */
  combat: boolean;
  /**
   * A combat unit as 9.81 counts them, AF or none ("including immobilized tanks, snipers, mine
   * dogs, and River flotilla units, but not leaders, OP units, transport units, the Soviet tank
   * repair unit, fortifications, minefields, or bridges"): it bars enemy movement (8.08).
   */
  combatUnit: boolean;
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
