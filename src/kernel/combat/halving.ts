/** Halving with the usual rounding: always down (DoS 1.3: 3 -> 1, 2 -> 1, 1 -> 0). */
export function halveDown(n: number): number {
  return Math.floor(n / 2);
}

/**
 * One side of one battle: each unit's factor and how many halving causes apply to it
 * (out of supply, river crossing, panzer into a city, ... causes stack: 2 = quartered).
 *
 * DoS 1.3, 11.12 (digest §5.0 G-3): units with the same number of halvings are added
 * first and halved once, rounding down; a group whose printed sum is above 0 never
 * drops below 1 (so a single halved unit never drops below 1); the side's total never
 * drops below 1 when any printed factor is above 0. Example: 3 + 3 halved = 3, not 2.
 */
export function combinedStrength(parts: { factor: number; halvings: number }[]): number {
  const groups = new Map<number, number>();
  for (const { factor, halvings } of parts) {
    if (!Number.isInteger(halvings) || halvings < 0) {
      throw new RangeError(`halvings must be a non-negative integer, got ${halvings}`);
    }
    if (!(factor >= 0) || !Number.isFinite(factor)) throw new RangeError(`factor must be >= 0, got ${factor}`);
    groups.set(halvings, (groups.get(halvings) ?? 0) + factor);
  }
  let total = 0;
  let printed = 0;
  for (const [k, sum] of groups) {
    printed += sum;
    if (k === 0) total += sum;
    else total += sum > 0 ? Math.max(1, Math.floor(sum / 2 ** k)) : 0;
  }
  return printed > 0 ? Math.max(1, total) : 0;
}
