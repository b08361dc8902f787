import type { UnitOptions } from '#kernel/engine/ruleset';
import type { DistanceField } from './hex-distance';
import { planAttacks, type AttackPolicy } from './plan-attacks';
import { planEntries } from './plan-entries';
import { planMoves, type MovePolicy } from './plan-moves';
import { planPlacements } from './plan-placements';

/** What the player sees of one window: what it accepts, its side's unit options, how far each hex is from the enemy. */
export interface PlayerView {
  accepts: readonly string[];
  options: readonly UnitOptions[];
  enemyDistance: DistanceField;
}

export interface PlayerPolicy {
  attack: AttackPolicy;
  move: MovePolicy;
  /** Bring in every reinforcement due, before the moves (windows that accept `enter`); default no. */
  enter?: boolean;
}

/** The e2e game's player: attacks at decent odds (always at least one), moves toward the enemy. */
export const AGGRESSIVE: PlayerPolicy = {
  attack: { minRatio: 0.5, advance: 'all' },
  move: { who: 'closer', limit: Infinity },
};

/**
 * A deterministic scripted player for hex-and-counter titles that expose `attack` and
 * `move` orders: a window that accepts attacks gets attacks (the declared phase order
 * stays the default, so an opening window is the combat phase); one that accepts only
 * moves gets moves (after the reinforcements' entries, when the policy brings them in);
 * a set-up window gets a few placements that spread crowded stacks.
 * Same view, same orders.
 */
export function scriptedOrders(view: PlayerView, policy: PlayerPolicy = AGGRESSIVE): unknown[] {
  if (view.accepts.includes('place')) return planPlacements(view.options);
  if (view.accepts.includes('attack')) return planAttacks(view.options, policy.attack);
  if (view.accepts.includes('move')) {
    const entries = policy.enter && view.accepts.includes('enter') ? planEntries(view.options) : [];
    return [...entries, ...planMoves(view.options, view.enemyDistance, policy.move)];
  }
  return [];
}
