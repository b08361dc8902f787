/**
 * CtS 4.5 Strategic Movement: one and a half times the allowance, rounded up (E1: 3 -> 5),
 * for a unit that neither begins nor enters a hex next to an enemy unit; no HQ may use it.
 */
export function strategicAllowance(allowance: number): number {
  return Math.ceil(allowance * 1.5);
}

/** CtS 4.5: a motorized unit combining the road rate with Strategic Movement moves at most 18 hexes (E2). */
export const STRATEGIC_HEX_CAP = 18;
