/**
 * Whether a stack exerts a ZOC (CtS 6.1, 6.2.1.3): any unit that has one gives the stack
 * one, and so do `threshold` or more units that count but have none of their own (CtS: 3
 * combat units without ZOCs). Which units count is the title's (e.g. not Disrupted, not HQ).
 */
export function stackHasZoc<U>(units: readonly U[], hasZoc: (u: U) => boolean, countsWithout: (u: U) => boolean, threshold: number): boolean {
  if (units.some(hasZoc)) return true;
  return units.filter((u) => !hasZoc(u) && countsWithout(u)).length >= threshold;
}
