import type { UnitOptions } from '../../../src/kernel/engine/ruleset';

/**
 * Set-up placements for a set-up window (DoS 12.1): evens out stacks. Each unit (id order)
 * goes to the placement hex holding the fewest of the listed units, when that hex holds
 * fewer than the unit's own; `limit` placements at most. Never empties a
 * hex, so the Soviet front line stays manned.
 */
export function planPlacements(options: readonly UnitOptions[], limit = 4): unknown[] {
  const count = new Map<string, number>();
  for (const o of options) count.set(o.hex, (count.get(o.hex) ?? 0) + 1);
  const orders: unknown[] = [];
  for (const o of [...options].sort((a, b) => (a.unit < b.unit ? -1 : 1))) {
    const here = count.get(o.hex) ?? 0;
    if (orders.length >= limit || here < 2 || !o.placements) continue;
    const target = o.placements.filter((h) => h !== o.hex).sort((a, b) => (count.get(a) ?? 0) - (count.get(b) ?? 0) || (a < b ? -1 : 1))[0];
    if (target === undefined || (count.get(target) ?? 0) > here - 1) continue;
    count.set(o.hex, count.get(o.hex)! - 1);
    count.set(target, (count.get(target) ?? 0) + 1);
    orders.push({ place: { units: [o.unit], hex: target } });
  }
  return orders;
}
