import { before, nextAttackPhase, nextPhase } from '../sequence/phase-line';
import { otherSide, SOS_PHASES, type SosSide } from '../sequence/phases';
import type { SosOpportunityFired, SosState } from '../state/types';

/**
 * The record of opportunity fire a position keeps (SoS 7.6, 8.31, 8.32, 9.46, 14.12): who fired,
 * in which phase of which turn, and until when the record matters (phases on one line across
 * turns, sequence/phase-line.ts).
 */

/**
 * SoS 7.6: the phase at whose end a unit of `firer` that opportunity-fired in (turn, phase) is
 * hidden again: "the end of the enemy player's Attack or Exploit Attack Phase", the next one.
 */
export const revealedUntil = (turn: number, phase: number, firer: SosSide): [number, number] => nextAttackPhase(turn, phase, otherSide(firer));

/**
 * SoS 14.12: "IF artillery units used for opportunity fire may not move in their next movement
 * phase": the owner's next Movement Phase (3 German, 10 Soviet; read as the phase of that name,
 * as 14.12's next sentence names Soviet Movement Phase 10; reserves movement is barred by 8.31
 * and 8.32 already).
 */
export const nextMovementPhase = (turn: number, phase: number, owner: SosSide): [number, number] =>
  nextPhase(turn, phase, (n) => SOS_PHASES[n - 1]!.kind === 'movement' && SOS_PHASES[n - 1]!.actor === owner);

/** The units that fired, recorded and revealed (7.6: "units remain revealed"); `indirect` units are kept until their next Movement Phase ends (14.12). */
export function recordFire(state: SosState, units: readonly string[], turn: number, phase: number, firer: SosSide, indirect: ReadonlySet<string> = new Set()): SosState {
  if (units.length === 0) return state;
  const shown = revealedUntil(turn, phase, firer);
  const pieces = { ...state.pieces };
  for (const id of units) pieces[id] = { ...pieces[id]!, revealed: true };
  const kept = state.opportunityFired.filter((r) => !units.includes(r.unit));
  const added = units.map((unit): SosOpportunityFired => {
    const held = nextMovementPhase(turn, phase, firer);
    const [untilTurn, untilPhase] = indirect.has(unit) && before(shown, held) ? held : shown;
    return { unit, turn, phase, untilTurn, untilPhase };
  });
  return { ...state, pieces, opportunityFired: [...kept, ...added].sort((a, b) => a.unit.localeCompare(b.unit)) };
}

/** The unit opportunity-fired in `phase` of `turn`. */
export const firedIn = (state: SosState, unit: string, turn: number, phase: number): boolean =>
  state.opportunityFired.some((r) => r.unit === unit && r.turn === turn && r.phase === phase);

/** SoS 14.12: an IF unit that opportunity-fired since its side's last Movement Phase may not move in this one. */
export function heldByFire(state: SosState, unit: string, turn: number, phase: number, owner: SosSide): boolean {
  return state.opportunityFired.some((r) => {
    if (r.unit !== unit) return false;
    const [t, p] = nextMovementPhase(r.turn, r.phase, owner);
    return t === turn && p === phase;
  });
}

/**
 * SoS 7.6: once a phase has begun, the units whose reveal ended in an earlier phase hide again
 * (unless another rule reveals them) and the records whose time is up go. `sideOf` gives a
 * unit's side. Run at each server step: no window falls between a phase's end and the next
 * server step that reads the record.
 */
export function expireFire(state: SosState, turn: number, phase: number, sideOf: (id: string) => SosSide): { state: SosState; hidden: string[] } {
  if (state.opportunityFired.length === 0) return { state, hidden: [] };
  const now: [number, number] = [turn, phase];
  const hidden = state.opportunityFired.filter((r) => state.pieces[r.unit]!.revealed && before(revealedUntil(r.turn, r.phase, sideOf(r.unit)), now)).map((r) => r.unit);
  const kept = state.opportunityFired.filter((r) => !before([r.untilTurn, r.untilPhase], now));
  if (hidden.length === 0 && kept.length === state.opportunityFired.length) return { state, hidden };
  const pieces = { ...state.pieces };
  for (const id of hidden) pieces[id] = { ...pieces[id]!, revealed: false };
  return { state: { ...state, pieces, opportunityFired: kept }, hidden };
}

/**
 * SoS 9.46: units in an attacked hex may not retreat before combat "if they used opportunity
 * fire in the enemy's previous movement phase": the attacker's Movement or Exploit Movement
 * Phase just before this Attack or Exploit Attack Phase (3 before 5, 7 before 8, 10 before 12,
 * 14 before 15).
 */
export function previousMovementPhase(attackPhase: number): number {
  for (let n = attackPhase - 1; n >= 1; n--) {
    const kind = SOS_PHASES[n - 1]!.kind;
    if (kind === 'movement' || kind === 'exploit-movement') return n;
  }
  throw new Error(`no movement phase before phase ${attackPhase}`);
}
