import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { DosContext } from '../data/context';
import type { AssaultOrder } from '../orders/assault';
import type { SeaMoveOrder } from '../orders/sea-move';
import { planAssault } from '../rules/mobile-assault/plan';
import { moveToLaunch, resolveAssault } from '../rules/mobile-assault/resolve';
import type { OrderProblem } from '../rules/problem';
import { applySeaMove } from '../rules/sea-movement/apply';
import { planSeaMove } from '../rules/sea-movement/plan';
import type { DosSide } from '../state/sides';
import type { DosState } from '../state/types';

type SpecialMove = AssaultOrder | SeaMoveOrder;

/**
 * check(): a mobile assault (DoS 9.23) or a sea move (9.18) against the draft position,
 * which then takes the order's movement. A mobile assault's result is unknown at check
 * time: its force is left in the launch hex, as after a failed assault (9.29), and the
 * target keeps its defenders. Mutates the draft; returns the problems.
 */
export function checkSpecialMove(ctx: DosContext, draft: DosState, side: DosSide, order: SpecialMove): OrderProblem[] {
  if ('assault' in order) {
    const { plan, problems } = planAssault(ctx, draft, side, order);
    if (plan) moveToLaunch(ctx, draft, plan);
    return problems;
  }
  const { plan, problems } = planSeaMove(ctx, draft, side, order);
  if (plan) applySeaMove(ctx, draft, plan);
  return problems;
}

/** adjudicate(): carries out a mobile assault or a sea move, re-checked against the position now. Mutates the draft. */
export function runSpecialMove(ctx: DosContext, draft: DosState, side: DosSide, order: SpecialMove, dice: Dice, window: string): { events: GameEvent[] } | { problems: OrderProblem[] } {
  if ('assault' in order) {
    const { plan, problems } = planAssault(ctx, draft, side, order);
    return plan ? { events: resolveAssault(ctx, draft, plan, dice, window) } : { problems };
  }
  const { plan, problems } = planSeaMove(ctx, draft, side, order);
  return plan ? { events: [applySeaMove(ctx, draft, plan)] } : { problems };
}
