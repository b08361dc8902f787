import type { Supply } from '#games/kharkov-battles/combat/strength';
import type { MoveClass } from '#games/kharkov-battles/data/tec-movement';

export interface AllowanceFacts {
  /** The Movement Point Allowance printed on the counter (or its cadre side). */
  printed: number;
  class: MoveClass;
  supply: Supply;
  /** KB 9.4: an Axis unit with a 'Limited Support' marker. */
  limitedSupport?: boolean;
  /** KB 9.42: a cadre moving toward a friendly supply source or HQ keeps its full MPA under Limited Support. */
  cadreTowardSupplyOrHq?: boolean;
}

/**
 * The Movement Point Allowance a unit moves with this phase (KB 10.55). Out of Supply: a
 * mechanized unit has 3 MP, a non-mechanized one half its printed MPA rounded down (8.32c,
 * 8.32d); Isolated: 1 MP mechanized, half rounded down otherwise (8.33c, 8.33d). Limited
 * Support halves the MPA rounding UP (9.4), except for a cadre moving toward a friendly
 * supply source or HQ (9.42). Limited Support is given to Operational units only (9.3), so
 * the two never combine (digest A12).
 */
export function effectiveAllowance(f: AllowanceFacts): number {
  const mech = f.class === 'mechanized';
  if (f.supply === 'isolated') return mech ? 1 : Math.floor(f.printed / 2); // KB 8.33c, 8.33d
  if (f.supply === 'out-of-supply') return mech ? 3 : Math.floor(f.printed / 2); // KB 8.32c, 8.32d
  if (f.limitedSupport && !f.cadreTowardSupplyOrHq) return Math.ceil(f.printed / 2); // KB 9.4, 9.42
  return f.printed;
}
