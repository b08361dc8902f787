import type { UnitOptions } from '#kernel/engine/ruleset';

/** Reinforcements entering as the turn file writes it (the title's `enter` order). */
export interface EntryPlan {
  enter: { units: string[]; at: string };
}

/**
 * Every reinforcement the options list as due enters now, through the first entry hex
 * listed for it (the cheapest the title lists first), one order per unit, in unit order.
 * Entries the rules then refuse (a full stack already entered there) are the file's
 * refusals to drop.
 */
export function planEntries(options: readonly UnitOptions[]): EntryPlan[] {
  return [...options]
    .filter((o) => (o.entries ?? []).length > 0)
    .sort((a, b) => (a.unit < b.unit ? -1 : a.unit > b.unit ? 1 : 0))
    .map((o) => ({ enter: { units: [o.unit], at: o.entries![0]!.hex } }));
}
