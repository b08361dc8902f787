import type { Ruleset, UnitOptions } from '#kernel/engine/ruleset';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';

/**
 * Orders a scripted player gives in the open window: in a Movement window, the first
 * `moves` units that can move go to their first listed destination; in a Combat window,
 * up to `battles` enemy hexes are each attacked by every unit next to them that may still
 * attack. Deterministic.
 */
export function scriptedOrders(ruleset: Ruleset<CtsState>, state: CtsState, side: string, opts: { moves: number; battles: number }): unknown[] {
  const units: UnitOptions[] = ruleset.options(state, side as never);
  const orders: unknown[] = [];
  if (state.phase === 'movement') {
    for (const u of units) {
      if (orders.length >= opts.moves) break;
      const m = (u.moves ?? []).at(-1);
      if (m) orders.push({ move: { unit: u.unit, path: m.path } });
    }
    return orders.map((o) => ruleset.orderSchema.parse(o));
  }
  const used = new Set<string>();
  const targets = [...new Set(units.flatMap((u) => (u.attacks ?? []).map((a) => a.target)))].sort();
  for (const t of targets) {
    if (orders.length >= opts.battles) break;
    const attackers = units.filter((u) => !used.has(u.unit) && (u.attacks ?? []).some((a) => a.target === t)).map((u) => u.unit);
    if (attackers.length === 0) continue;
    attackers.forEach((a) => used.add(a));
    orders.push({ attack: { attackers, targets: [t], advance: { units: attackers.slice(0, 1), path: [t] } } });
  }
  return orders.map((o) => ruleset.orderSchema.parse(o));
}
