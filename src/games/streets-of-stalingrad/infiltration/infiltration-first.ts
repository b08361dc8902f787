import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { SosOrder } from '../orders/schema';
import type { SosState } from '../state/types';
import type { PhaseContext } from '../windows/phase';
import { infiltrationsOf } from './check-infiltration';
import { resolveInfiltration } from './resolve-infiltration';

/** SoS 13.4: "This infiltration attack is resolved using the CRT before any other combat is resolved for that phase": the file's infiltration, if any, first. */
export function infiltrationFirst(ctx: PhaseContext, state: SosState, orders: readonly SosOrder[], dice: Dice): { state: SosState; events: GameEvent[] } {
  const [first] = infiltrationsOf(orders);
  return first ? resolveInfiltration(ctx, state, first.infiltrate, dice) : { state, events: [] };
}
