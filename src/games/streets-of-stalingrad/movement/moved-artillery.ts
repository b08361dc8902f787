import { IF_TYPES, type Counter } from '../data/counters';
import { before, nextAttackPhase } from '../sequence/phase-line';
import type { SosMoved, SosState } from '../state/types';

/**
 * Artillery that may not fire after it moves (SoS 9.101, 14.11), and the record of its move:
 * - 14.11: "When IF artillery units move, including entering the game as reinforcements, they
 *   may not use their AF in their side's next Attack or Exploit Attack Phase";
 * - 9.101: "Direct fire artillery units with MP of 12 or 15 (towed by horses or vehicles) may
 *   not fire after they move": read with its example (an AT gun, MP 15, moved in phase 3 "may
 *   not fire until German Exploit Attack Phase 8 if, and only if, it does not move in German
 *   Exploit Movement Phase 7") as no fire of any kind from the move to the end of the side's
 *   next Attack or Exploit Attack Phase.
 * The record lasts until the end of that phase ("placing artillery units on the map at the start
 * of a scenario does not count as movement").
 */

const TOWED_DIRECT: ReadonlySet<string> = new Set(['antiTankGun', 'directFireArtillery', 'aa']);

/** SoS 14.01: an IF artillery unit. */
export const isIfArtillery = (c: Counter): boolean => IF_TYPES.has(c.type);

/** SoS 9.101: a towed direct fire artillery unit (MP 12 or 15; self-propelled guns print their MP in red and are another type). */
export const isTowedDirectArtillery = (c: Counter): boolean => TOWED_DIRECT.has(c.type) && (c.mp === 12 || c.mp === 15);

/** The units of `counters` that moved or entered in (turn, phase), recorded if the rules restrict their fire after a move. */
export function recordMoved(state: SosState, counters: readonly Counter[], turn: number, phase: number): SosState {
  const added = counters.filter((c) => isIfArtillery(c) || isTowedDirectArtillery(c));
  if (added.length === 0) return state;
  const ids = new Set<string>(added.map((c) => c.id));
  const records = added.map((c): SosMoved => {
    const [untilTurn, untilPhase] = nextAttackPhase(turn, phase, c.side);
    return { unit: c.id, turn, phase, untilTurn, untilPhase };
  });
  return { ...state, moved: [...state.moved.filter((r) => !ids.has(r.unit)), ...records].sort((a, b) => a.unit.localeCompare(b.unit)) };
}

/**
 * SoS 14.11: an IF unit that moved may not fire its AF in this phase: its side's next Attack or
 * Exploit Attack Phase after the move, or the phase of the move itself (the version 2.0 summary
 * reads 14.11 "IF artillery units may not fire in the phase they enter the game as
 * reinforcements": a mortar that arrives at the start of a Movement Phase does not support a
 * breakthrough attack of that phase, 10.3). Other phases are free: a mortar that moved in its
 * side's Reserves Movement Phase supports a breakthrough attack of the next Movement Phase.
 */
export const ifHeldAfterMove = (state: SosState, unit: string, turn: number, phase: number): boolean =>
  state.moved.some((r) => r.unit === unit && ((r.untilTurn === turn && r.untilPhase === phase) || (r.turn === turn && r.phase === phase)));

/**
 * SoS 9.101: a towed direct fire artillery unit that moved may not fire until its side's next
 * attack phase after the move is over. Only a towed unit: an IF unit's record (14.11) takes away
 * its AF in its side's next attack phase alone (`ifHeldAfterMove`), never its DF or its fire in
 * the enemy's phases.
 */
export const towedHeldAfterMove = (state: SosState, c: Counter): boolean => isTowedDirectArtillery(c) && state.moved.some((r) => r.unit === c.id);

/** The records whose phase has ended by (turn, phase) go (run at each server step, as record.ts is). */
export function expireMoved(state: SosState, turn: number, phase: number): SosState {
  if (state.moved.length === 0) return state;
  const kept = state.moved.filter((r) => !before([r.untilTurn, r.untilPhase], [turn, phase]));
  return kept.length === state.moved.length ? state : { ...state, moved: kept };
}
