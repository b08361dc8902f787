import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { Issue } from '#kernel/engine/issues';
import type { KbSide } from '../../data/ids';
import type { KbEnv } from '../../game/env';
import type { KbOrder } from '../../orders/schema';
import type { KbStanding } from '../../orders/standing';
import type { KbState } from '../../state/types';
import { adjudicateMovementWindow } from './adjudicate';
import { checkMovementWindow } from './check';

/**
 * The Movement window of a Player Turn (KB 4.1 B.1-B.2, C.2-C.3): its file's construction
 * orders first (18.14, 18.17, 18.21, 18.22), then its move, assault and overrun orders as
 * one Movement Phase (movement-phase/execute.ts). Every problem of a file at once, with
 * its path in the file (`orders[3].move.path`), a stable code, a plain message and the rule.
 */
export function checkMovement(env: KbEnv, state: KbState, side: KbSide, orders: readonly KbOrder[], options: Readonly<Record<string, string>> = {}): Issue[] {
  return checkMovementWindow(env, state, side, orders, options);
}

/**
 * Carries out a side's Movement window on the state: construction, then the Movement
 * Phase with its Mobile Assaults rolled as they come (dice labelled from `label`, e.g.
 * "T03/axis-movement"); orders that became illegal are skipped and reported to their owner.
 * `options`: the game options (an optional last parameter: KB 20.1's turn-0 limitation).
 * Returns a new state and the window's events as kernel GameEvents.
 */
export function adjudicateMovement(
  env: KbEnv,
  state: KbState,
  side: KbSide,
  orders: readonly KbOrder[],
  standing: Readonly<Record<KbSide, KbStanding | null>>,
  dice: Dice,
  label: string,
  options: Readonly<Record<string, string>> = {},
): { state: KbState; events: GameEvent[] } {
  return adjudicateMovementWindow(env, state, side, orders, standing, dice, label, options);
}
