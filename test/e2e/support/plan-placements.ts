import type { UnitOptions } from '#kernel/engine/ruleset';

/** A unit's kind read from its label without its designation ("45th Infantry Division (2A)" -> "Infantry Division (2A)"). */
const kindOf = (o: UnitOptions): string => o.label.replace(/^\S+\s+/, '');

/**
 * Set-up placements for a set-up window (DoS 12.1, CtS 35.1): evens out stacks. Each unit
 * (id order) goes to the placement hex holding the fewest of the listed units, when that
 * hex holds fewer than the unit's own; `limit` placements at most. Never empties a hex, so
 * a front line stays manned. When no stack can be evened out, two units of the same kind
 * that may each set up in the other's hex swap hexes, which leaves every hex as strong.
 */
export function planPlacements(options: readonly UnitOptions[], limit = 4): unknown[] {
  const count = new Map<string, number>();
  for (const o of options) count.set(o.hex, (count.get(o.hex) ?? 0) + 1);
  const sorted = [...options].sort((a, b) => (a.unit < b.unit ? -1 : 1));
  const orders: unknown[] = [];
  for (const o of sorted) {
    const here = count.get(o.hex) ?? 0;
    if (orders.length >= limit || here < 2 || !o.placements) continue;
    const target = o.placements.filter((h) => h !== o.hex).sort((a, b) => (count.get(a) ?? 0) - (count.get(b) ?? 0) || (a < b ? -1 : 1))[0];
    if (target === undefined || (count.get(target) ?? 0) > here - 1) continue;
    count.set(o.hex, here - 1);
    count.set(target, (count.get(target) ?? 0) + 1);
    orders.push({ place: { units: [o.unit], hex: target } });
  }
  if (orders.length > 0) return orders;
  for (const a of sorted) {
    const b = sorted.find((x) => x.unit > a.unit && x.hex !== a.hex && kindOf(x) === kindOf(a) && x.placements?.includes(a.hex) && a.placements?.includes(x.hex));
    if (b) return [{ place: { units: [a.unit], hex: b.hex } }, { place: { units: [b.unit], hex: a.hex } }];
  }
  return [];
}
