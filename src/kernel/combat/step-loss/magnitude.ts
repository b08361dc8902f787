/**
 * How many white dice a battle rolls by its magnitude (e.g. CtS 10.3): the size of each
 * side in divisions (corps 1, one-step units 1/2, ...; the title values its units). When
 * BOTH sides reach `threshold`, `many` dice; otherwise one. CtS: threshold 2, many 2.
 */
export function whiteDiceFor(attackerMagnitude: number, defenderMagnitude: number, threshold = 2, many = 2): number {
  return attackerMagnitude >= threshold && defenderMagnitude >= threshold ? many : 1;
}

/** A side's magnitude: the sum of its units' values (kept exact; halves add up). */
export function magnitudeOf<U>(units: readonly U[], value: (u: U) => number): number {
  return units.reduce((s, u) => s + value(u), 0);
}
