import type { SosEnv } from '../game/env';
import type { SosState } from '../state/types';

/** SoS 16.51: a River Flotilla counter. */
export const isFlotilla = (env: SosEnv, id: string): boolean => env.findCounter(id)?.type === 'riverFlotilla';

/** SoS 16.56: the East Bank boxes River Flotilla units wait in. */
export const EAST_BANK_BOXES: readonly string[] = ['EB-N', 'EB-C', 'EB-S'];

/**
 * SoS 16.54: the River Flotilla units in `hex` placed there with the crossers to be lost first
 * to opportunity fire at them, in id order (a unit is on the Volga only in the phase of its use);
 * one pinned (16.57: back in its box at once) or eliminated shields no one.
 */
export const shieldsAt = (state: SosState, hex: string): string[] =>
  [...new Set(state.flotillaUsed.filter((u) => {
    const p = state.pieces[u.unit];
    return u.takeLosses && p?.at === hex && !p.pinned && !p.eliminated;
  }).map((u) => u.unit))].sort();

/** SoS 16.52: the unit has been used this turn (once a turn). */
export const usedThisTurn = (state: SosState, id: string, turn: number): boolean => state.flotillaUsed.some((u) => u.unit === id && u.turn === turn);

/**
 * SoS 16.52, 16.53: River Flotilla units taken from their East Bank box and placed in a solid
 * Volga River hex for the phase, each recorded as used this turn with the box it came from.
 */
export function placeFlotilla(state: SosState, units: readonly string[], hex: string, turn: number, phase: number, takeLosses = false): SosState {
  let s = state;
  for (const unit of units) {
    const p = s.pieces[unit]!;
    if (p.at === null || !EAST_BANK_BOXES.includes(p.at) || usedThisTurn(s, unit, turn)) continue;
    s = { ...s, pieces: { ...s.pieces, [unit]: { ...p, at: hex } }, flotillaUsed: [...s.flotillaUsed, { unit, turn, phase, box: p.at, takeLosses }] };
  }
  return s;
}
