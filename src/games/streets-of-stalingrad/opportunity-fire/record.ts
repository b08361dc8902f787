import { SOS_PHASES, type SosSide } from '../sequence/phases';
import type { SosOpportunityFired, SosState } from '../state/types';

/**
 * The record of opportunity fire a position keeps (SoS 7.6, 8.31, 8.32, 9.46): who fired, in
 * which phase of which turn, and until when it shows.
 */

/** The units that fired, recorded and revealed (7.6: "units remain revealed"). */
export function recordFire(state: SosState, units: readonly string[], turn: number, phase: number, firer: SosSide): SosState {
  if (units.length === 0) return state;
  const [dt, untilPhase] = revealedUntil(phase, firer);
  const pieces = { ...state.pieces };
  for (const id of units) pieces[id] = { ...pieces[id]!, revealed: true };
  const kept = state.opportunityFired.filter((r) => !units.includes(r.unit));
  const added = units.map((unit): SosOpportunityFired => ({ unit, turn, phase, untilTurn: turn + dt, untilPhase }));
  return { ...state, pieces, opportunityFired: [...kept, ...added].sort((a, b) => a.unit.localeCompare(b.unit)) };
}

/** The unit opportunity-fired in `phase` of `turn`. */
export const firedIn = (state: SosState, unit: string, turn: number, phase: number): boolean =>
  state.opportunityFired.some((r) => r.unit === unit && r.turn === turn && r.phase === phase);

/**
 * SoS 7.6: the phase at whose end a unit of `firer` that opportunity-fired in `phase` is hidden
 * again: "the end of the enemy player's Attack or Exploit Attack Phase", the next one, as
 * [turn offset, phase].
 */
export function revealedUntil(phase: number, firer: SosSide): [number, number] {
  const enemy: SosSide = firer === 'german' ? 'soviet' : 'german';
  for (let k = 1; k <= SOS_PHASES.length; k++) {
    const n = ((phase - 1 + k) % SOS_PHASES.length) + 1;
    const p = SOS_PHASES[n - 1]!;
    if ((p.kind === 'attack' || p.kind === 'exploit-attack') && p.actor === enemy) return [n > phase ? 0 : 1, n];
  }
  throw new Error(`no attack phase follows phase ${phase}`);
}

/** SoS 7.6: at the end of `phase` of `turn`, the records whose time is up go and their units hide again (unless another rule reveals them). */
export function expireFire(state: SosState, turn: number, phase: number): { state: SosState; units: string[] } {
  const over = (r: SosOpportunityFired) => r.untilTurn < turn || (r.untilTurn === turn && r.untilPhase <= phase);
  const gone = state.opportunityFired.filter(over);
  if (gone.length === 0) return { state, units: [] };
  const pieces = { ...state.pieces };
  for (const r of gone) pieces[r.unit] = { ...pieces[r.unit]!, revealed: false };
  return { state: { ...state, pieces, opportunityFired: state.opportunityFired.filter((r) => !over(r)) }, units: gone.map((r) => r.unit) };
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
