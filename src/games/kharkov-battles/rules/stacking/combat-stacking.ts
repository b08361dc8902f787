import type { Placed } from '../../state/occupancy';
import { combatWeight, COMBAT_WEIGHT_LIMIT } from './counts';

export interface CombatStackingFailure {
  code: 'too-many-multi-step-units';
  rule: 'KB 6.21';
  message: string;
  /** The multi-step participants, in unit-id order. */
  units: string[];
}

/**
 * KB 6.21-6.23: the units of one hex that take part in combat during one combat phase,
 * across every combat that involves the hex, attacker or defender alike (6.23): at most
 * one multi-step unit, a white-backed one counting half, one-step units and Soviet Guards
 * rifle divisions freely. Null when legal. A Mobile Assault ignores this (11.2): the whole
 * defending hex defends.
 */
export function combatStackingFailure(participants: readonly Placed[]): CombatStackingFailure | null {
  const weight = participants.reduce((s, p) => s + combatWeight(p.def, p.state), 0);
  if (weight <= COMBAT_WEIGHT_LIMIT) return null;
  const heavy = participants.filter((p) => combatWeight(p.def, p.state) > 0).map((p) => p.def.id);
  return {
    code: 'too-many-multi-step-units',
    rule: 'KB 6.21',
    message: `${weight / 2} multi-step units would take part in combat out of one hex; only one may (size symbol on white: half)`,
    units: heavy,
  };
}
