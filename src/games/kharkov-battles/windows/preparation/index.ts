import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { Issue } from '#kernel/engine/issues';
import type { OrderChoice } from '#kernel/engine/ruleset';
import type { KbSide } from '../../data/ids';
import type { KbOrder } from '../../orders/schema';
import type { PrepData } from '../../preparation/step';
import type { KbState } from '../../state/types';

/**
 * The two Preparation windows (KB 4.1 A; docs/kharkov-battles.md "The windows of a turn"):
 * `axis-preparation` (A.2.b, A.4.a, A.4.b flips, A.4.c by the server, A.5.a, A.5.c, A.5.d)
 * and `soviet-preparation` (A.5.b, A.5.c, A.5.d). The file's orders are carried out in the
 * outline's order whatever their order in the file.
 */

/** Every problem of the side's Preparation file at once, each with its path in the file, a stable code, a plain message and the rule. */
export function checkPreparation(data: PrepData, state: KbState, side: KbSide, orders: readonly KbOrder[]): Issue[] {
  void data;
  void state;
  void side;
  void orders;
  return [];
}

/** The side's Preparation file carried out, in the outline's order, with the server's steps that fall inside the window. */
export function adjudicatePreparation(data: PrepData, state: KbState, side: KbSide, orders: readonly KbOrder[], dice: Dice): { state: KbState; events: GameEvent[] } {
  void data;
  void side;
  void orders;
  void dice;
  return { state, events: [] };
}

/** Whether the side has anything to decide in its Preparation window now (else the window is passed, docs/kharkov-battles.md). */
export function preparationHasChoices(data: PrepData, state: KbState, side: KbSide): boolean {
  return preparationChoices(data, state, side).length > 0;
}

/** The ready-made orders of the window (Ruleset.orderChoices): each one checkPreparation accepts on its own. */
export function preparationChoices(data: PrepData, state: KbState, side: KbSide): OrderChoice[] {
  void data;
  void state;
  void side;
  return [];
}
