import type { Dice } from '#kernel/engine/dice';
import type { UnitDef } from '../data/units';
import type { KbContext } from './context';
import type { KbState, KbUnitState } from './types';

/**
 * KB 2.72: a Soviet rifle division (not Guards) printed with its 'Untried' status on the
 * reverse: the counters the Optional Soviet Hidden Strength rule draws from the pool.
 */
export const hasUntriedFace = (def: UnitDef): boolean =>
  def.side === 'soviet' && def.kind === 'infantry' && def.size === 'XX' && def.branch !== 'guards' && def.reverse === 'untried';

/** KB 2.72, 16.31: the rifle divisions in the Replacement Pool, by unit id (the order the draws index). */
export function untriedPool(ctx: KbContext, state: KbState): string[] {
  return Object.values(state.units)
    .filter((u) => u.where === 'replacement-pool' && hasUntriedFace(ctx.unit(u.id)))
    .map((u) => u.id)
    .sort();
}

/**
 * KB 16.31 with 2.72: "flip all Soviet rifle divisions to their 'Untried' side ... whenever
 * placed in the Replacement Pool": every rifle division in the pool with that side up, so
 * the pool does not tell the Axis which divisions it holds. The state itself when none
 * needed turning.
 */
export function untriedInPool(ctx: KbContext, state: KbState): KbState {
  const flip = untriedPool(ctx, state).filter((id) => !isUntried(state.units[id]));
  if (flip.length === 0) return state;
  const units = { ...state.units };
  for (const id of flip) units[id] = { ...units[id]!, untried: true };
  return { ...state, units };
}

/** KB 2.72: one rifle division drawn at random from the pool, by a hidden draw (docs/dice.md) the Axis does not learn. */
export function drawFromPool(pool: readonly string[], dice: Dice, label: string): string {
  return pool[dice.hidden(label, pool.length) - 1]!;
}

/**
 * KB 2.72 (digest A35): a counter the Axis sees by its 'Untried' face, not its id, until it
 * first takes part in combat or takes a loss. `untried` is absent on every other counter.
 */
export const isUntried = (u: KbUnitState | undefined): boolean => u?.untried === true;

/** The unit state with its 'Untried' face turned up: it fights or takes a loss (digest A35). */
export function tried(u: KbUnitState): KbUnitState {
  if (!u.untried) return u;
  const { untried: _face, ...rest } = u;
  return rest;
}
