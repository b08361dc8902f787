import type { UnitOptions } from '#kernel/engine/ruleset';
import { oddsRatio } from './odds-ratio';

/** A prepared attack as the turn file writes it (the title's `attack` order). */
export interface AttackPlan {
  attack: { target: string; units: string[]; advance: 'all' | 'none' };
}

export interface AttackPolicy {
  /**
   * Skip targets whose estimated combined odds (the sum of the units' solo odds) are
   * below this ratio, except that one attack is always made when any is possible.
   * 0 attacks with every unit that can attack.
   */
  minRatio: number;
  /** Advance into emptied hexes with every survivor. */
  advance: 'all' | 'none';
  /** Enemy hexes never attacked (e.g. those whose entry would end the game). */
  avoid?: readonly string[];
}

export const ATTACK_EVERYTHING: AttackPolicy = { minRatio: 0, advance: 'all' };

/**
 * Greedy attack plan from the units' options: repeatedly take the enemy hex with the best
 * estimated odds using every adjacent unit not yet committed, best attacks first (orders
 * run in the written order), leaving alone the hexes the policy avoids. Deterministic: ties
 * go to more attackers, then the lower hex id.
 */
export function planAttacks(options: readonly UnitOptions[], policy: AttackPolicy): AttackPlan[] {
  const byTarget = new Map<string, { unit: string; ratio: number }[]>();
  for (const o of [...options].sort((a, b) => cmp(a.unit, b.unit))) {
    for (const a of o.attacks ?? []) {
      if (policy.avoid?.includes(a.target)) continue;
      const list = byTarget.get(a.target) ?? [];
      list.push({ unit: o.unit, ratio: oddsRatio(a.odds) });
      byTarget.set(a.target, list);
    }
  }
  const used = new Set<string>();
  const plans: AttackPlan[] = [];
  for (;;) {
    let best: { target: string; units: string[]; score: number } | undefined;
    for (const [target, candidates] of byTarget) {
      const free = candidates.filter((c) => !used.has(c.unit));
      if (free.length === 0) continue;
      const score = free.reduce((s, c) => s + c.ratio, 0);
      const better =
        !best || score > best.score || (score === best.score && (free.length > best.units.length || (free.length === best.units.length && cmp(target, best.target) < 0)));
      if (better) best = { target, units: free.map((c) => c.unit), score };
    }
    if (!best || (best.score < policy.minRatio && plans.length > 0)) break;
    for (const u of best.units) used.add(u);
    byTarget.delete(best.target);
    plans.push({ attack: { target: best.target, units: best.units, advance: policy.advance } });
  }
  return plans;
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
