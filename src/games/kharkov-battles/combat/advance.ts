/**
 * How far the victors may advance after combat (KB 12.8, 12.81, 12.74, 12.51):
 *   - as many hexes as the loser actually retreated, not counting hexes added by 12.74;
 *   - if every losing unit was eliminated, the hexes left in the retreat obligation, that
 *     is the rk less the hexes taken as step losses (12.81 examples: two one-step units
 *     meeting D(1)r3 by losing both leave 2; a three-step unit meeting D(1)r2 with three
 *     steps leaves none), and the victor picks the Path of Retreat;
 *   - a non-mechanized unit that benefited from an Encirclement Bonus advances one hex at
 *     most (12.51).
 */
export interface LoserOutcome {
  /** The rk of the result. */
  retreat: number;
  /** Hexes of it taken as step losses instead (12.62). */
  converted: number;
  /** Hexes actually retreated, 12.74 extras excluded. */
  retreated: number;
  /** Every losing unit was eliminated. */
  allEliminated: boolean;
}

export interface AdvanceAllowance {
  hexes: number;
  /** 12.81: the victor chooses the Path of Retreat. */
  victorChoosesPath: boolean;
}

export function advanceAllowance(l: LoserOutcome): AdvanceAllowance {
  if (l.converted < 0 || l.converted > l.retreat) throw new RangeError(`converted hexes must lie in 0..${l.retreat}, got ${l.converted}`);
  if (l.allEliminated) return { hexes: l.retreat - l.converted, victorChoosesPath: true };
  return { hexes: Math.min(l.retreated, l.retreat - l.converted), victorChoosesPath: false };
}

/** One victorious unit's limit: the allowance, or one hex for a non-mechanized unit that used an Encirclement Bonus (12.51). */
export function unitAdvanceLimit(allowance: number, unit: { mechanized: boolean; usedEncirclement: boolean }): number {
  return !unit.mechanized && unit.usedEncirclement ? Math.min(1, allowance) : allowance;
}
