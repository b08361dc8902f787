import type { UnitOptions } from '#kernel/engine/ruleset';
import type { DistanceField } from './hex-distance';

/** A single-unit move as the turn file writes it (the title's `move` order). */
export interface MovePlan {
  move: { unit: string; path: string[] };
}

export interface MovePolicy {
  /**
   * `closer`: only units that can end nearer the enemy move; `every`: every unit with a
   * legal move moves (to its best destination even when that is no nearer).
   */
  who: 'closer' | 'every';
  /** At most this many moves (in the order they are planned); Infinity for no limit. */
  limit: number;
  /** Hexes no move enters, on its way or at its end (e.g. the hexes whose entry ends the game). */
  avoid?: readonly string[];
}

export const MOVE_EVERYTHING: MovePolicy = { who: 'every', limit: Infinity };

/**
 * Moves toward the enemy from the units' options: hex by hex (the units of one start hex
 * move one after another, as a player moves the counters of one stack before the next),
 * each unit goes to the legal destination nearest any enemy-held hex, then the cheapest,
 * then the lowest id. No two planned moves end in the same hex, so the plan does not
 * over-stack itself; no move enters a hex the policy avoids.
 */
export function planMoves(options: readonly UnitOptions[], nearest: DistanceField, policy: MovePolicy): MovePlan[] {
  const claimed = new Set<string>();
  const plans: MovePlan[] = [];
  for (const o of [...options].sort((a, b) => cmp(a.hex, b.hex) || cmp(a.unit, b.unit))) {
    if (plans.length >= policy.limit) break;
    const here = nearest(o.hex);
    const choices = (o.moves ?? [])
      .filter((m) => m.path.length > 0 && m.hex !== o.hex && !claimed.has(m.hex) && !m.path.some((h) => policy.avoid?.includes(h)))
      .map((m) => ({ ...m, d: nearest(m.hex) }))
      .sort((a, b) => a.d - b.d || a.cost - b.cost || cmp(a.hex, b.hex));
    const pick = choices[0];
    if (!pick || (policy.who === 'closer' && !(pick.d < here))) continue;
    claimed.add(pick.hex);
    plans.push({ move: { unit: o.unit, path: [...pick.path] } });
  }
  return plans;
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
