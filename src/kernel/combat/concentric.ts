/**
 * Whether attacks from these directions (0..5 around the defender hex, grid
 * direction order) surround it (DoS 11.28 geometry, digest CB-12): an opposite pair
 * {d, d+3}, an alternating triple {d, d+2, d+4}, or four or more distinct directions.
 * Repeats do not count twice; values are read modulo 6.
 */
export function isConcentric(directions: number[]): boolean {
  const d = new Set(directions.map((x) => ((x % 6) + 6) % 6));
  if (d.size >= 4) return true;
  for (const x of d) {
    if (d.has((x + 3) % 6)) return true;
    if (d.has((x + 2) % 6) && d.has((x + 4) % 6)) return true;
  }
  return false;
}
