import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { ctxAt } from './movement-window-fixture';

/**
 * The German Movement Phase of 13 September on the open steppe (columns 31 to 38 are clear),
 * for the leader rules (18.1, 18.31, 18.34): YELIN commands the 42 Guards Rifle Regiment; the
 * German StuG company 244 (armor, 18 MP) is the mover.
 */
export const YELIN = 'sov-yelin';
export const TANK = 'ger-stug-244';
export const move = (units: string[], path: string[]) => ({ move: { units, path } });

/** The German Movement Phase adjudicated on `state`, the Soviet's standing orders given, no dice. */
export function runGermanMovement(state: SosState, orders: unknown[], soviet: SosStanding | null = null) {
  const ctx = { ...ctxAt(1, 'german-movement'), standing: { german: null, soviet } };
  return windowRules('german-movement').adjudicate(ctx, state, orders as SosOrder[], new FixedDice([]));
}
