import type { SupplyState } from '../../state/types';

export interface MpaFacts {
  /** The printed MPA (the cadre MPA for a cadre, 2.71). */
  mpa: number;
  mechanized: boolean;
  supply: SupplyState;
  /** KB 9.4: a 'Limited Support' marker. */
  limitedSupport?: boolean;
  cadre?: boolean;
  /** KB 9.42: the move leads toward a friendly supply source or HQ unit (every hex it enters nearer one of them than the hex before: rules/movement/toward.ts). */
  towardSourceOrHq?: boolean;
}

/**
 * The MPA a unit moves with this turn (KB 8.32c-d, 8.33c-d, 9.4, 9.42; digest T-7): OOS
 * mechanized 3, Isolated mechanized 1, non-mechanized OOS or Isolated half the printed
 * MPA rounded down; Limited Support halves rounding up, except a cadre moving toward a
 * friendly supply source or HQ. A 'Limited Support' marker is only ever on an Operational
 * unit (9.3), so the two never combine.
 */
export function movementAllowance(f: MpaFacts): { mpa: number; rule: string | null } {
  if (f.supply === 'out-of-supply') return f.mechanized ? { mpa: 3, rule: 'KB 8.32c' } : { mpa: Math.floor(f.mpa / 2), rule: 'KB 8.32d' };
  if (f.supply === 'isolated') return f.mechanized ? { mpa: 1, rule: 'KB 8.33c' } : { mpa: Math.floor(f.mpa / 2), rule: 'KB 8.33d' };
  if (f.limitedSupport) {
    if (f.cadre && f.towardSourceOrHq) return { mpa: f.mpa, rule: 'KB 9.42' };
    return { mpa: Math.ceil(f.mpa / 2), rule: 'KB 9.4' };
  }
  return { mpa: f.mpa, rule: null };
}
