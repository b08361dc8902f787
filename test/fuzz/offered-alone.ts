import type { Issue } from '#kernel/engine/issues';
import type { Ruleset } from '#kernel/engine/ruleset';
import type { Side } from '#kernel/ids';
import type { PlannedFile } from './fuzz-title';
import type { Rng } from './rng';

/** An order options() offered that check() refused on its own: a legal order rejected, or an illegal one offered. */
export interface Disagreement {
  side: Side;
  /** The file checked: the prefix (e.g. the declaration) and the offered order. */
  orders: unknown[];
  issues: Issue[];
}

/**
 * "What can this unit do now" and the legality check must agree: `count` orders taken at
 * random among those the title's options() offered as they stand are each checked alone
 * (after the prefix they need). Every refusal is a disagreement between options() and check().
 */
export function checkOfferedAlone(ruleset: Ruleset, state: unknown, side: Side, planned: PlannedFile, rng: Rng, count: number): { checked: number; disagreements: Disagreement[] } {
  const offered = rng.shuffle(planned.orders.filter((o) => o.offered)).slice(0, count);
  const disagreements: Disagreement[] = [];
  for (const o of offered) {
    const orders = [...planned.prefix, o.order];
    const issues = ruleset.check(state, { side, orders });
    if (issues.length > 0) disagreements.push({ side, orders, issues });
  }
  return { checked: offered.length, disagreements };
}
