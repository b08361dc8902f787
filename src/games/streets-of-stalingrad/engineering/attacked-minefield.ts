import type { GameEvent } from '#kernel/engine/events';
import type { SosUnit } from '../combat/fire-combat';
import type { SosSide } from '../sequence/phases';
import { engineeringOf, minefieldAt, withEngineering } from '../state/engineering';
import type { SosState } from '../state/types';
import { workId } from './bombarded-works';

/** The word a loss order uses for the defender's own minefield in the hex (SoS 9.82). */
export const MINEFIELD_LOSS = 'minefield';

/**
 * SoS 9.82: "The defender may choose a minefield unit to be eliminated by an attack but
 * otherwise only combat unit types may be chosen when defender losses are sustained." The
 * defender's minefield built in the attacked hex is a loss he may take only when his loss order
 * for the hex (standing `losses`) names it, as `minefield`, where it stands in that order; an
 * order that does not name it, or none, keeps it (chosen: the choice is the defender's). The
 * unit the loss selection reads, and the order with the word put as its id.
 */
export function minefieldAsLoss(state: SosState, hex: string, defender: SosSide, order: readonly string[] | undefined): { units: SosUnit[]; order: string[] | undefined } {
  if (!order?.includes(MINEFIELD_LOSS) || minefieldAt(state, hex)?.side !== defender) return { units: [], order: order?.filter((id) => id !== MINEFIELD_LOSS) };
  const id = workId('minefield', hex);
  return { units: [{ id, side: defender, type: 'minefield', af: 0, df: 0, range: 0 }], order: order.map((x) => (x === MINEFIELD_LOSS ? id : x)) };
}

/** The minefield an attack's losses took taken off the state, and the pieces eliminated without it. */
export function minefieldTaken(state: SosState, hex: string, eliminated: readonly string[]): { state: SosState; pieces: string[]; events: GameEvent[] } {
  const id = workId('minefield', hex);
  if (!eliminated.includes(id)) return { state, pieces: [...eliminated], events: [] };
  const e = engineeringOf(state);
  const next = withEngineering(state, { ...e, minefields: e.minefields.filter((m) => m.hex !== hex) });
  return { state: next, pieces: eliminated.filter((x) => x !== id), events: [{ type: 'works-eliminated', hex, works: ['minefield'], rule: 'SoS 9.82' }] };
}
