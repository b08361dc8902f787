import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { issue, type Issue } from '#kernel/engine/issues';
import type { OrderChoice } from '#kernel/engine/ruleset';
import type { KbSide } from '../../data/ids';
import type { KbOrder } from '../../orders/schema';
import { KbPrepError } from '../../preparation/errors';
import type { PrepData } from '../../preparation/step';
import { windowProblems } from '../../sequence/window-orders';
import { decisionWindow, turnPlan, type WindowEntry } from '../../sequence/windows';
import type { KbState } from '../../state/types';
import { candidateChoices } from './choices';
import { runPreparation } from './run';

/**
 * The two Preparation windows (KB 4.1 A; docs/kharkov-battles.md "The windows of a turn",
 * docs/kharkov-battles-windows-preparation.md): `axis-preparation` (A.2.b, A.4.a, A.4.b
 * flips, A.4.c by the server, A.5.a, A.5.c, A.5.d) and `soviet-preparation` (A.5.b, A.5.c,
 * A.5.d). The file's orders are carried out in the outline's order whatever their order in
 * the file. `dice` is the window's port: no step of these windows rolls.
 */

/** The side's Preparation window of the state's turn, as the turn plan opens it (undefined on a turn without one). */
export function preparationWindow(state: KbState, side: KbSide): WindowEntry | undefined {
  const plan = turnPlan(state.scenario, state.at.turn) ?? [];
  return plan.find((e): e is WindowEntry => e.kind === 'window' && e.name === `${side}-preparation`);
}

/** Every problem of the side's Preparation file at once, each with its path in the file, a stable code, a plain message and the rule. */
export function checkPreparation(data: PrepData, state: KbState, side: KbSide, orders: readonly KbOrder[]): Issue[] {
  const w = preparationWindow(state, side);
  if (!w) return [issue(['orders'], 'no-preparation-window', `${side === 'axis' ? 'the Axis' : 'the Soviet'} player has no Preparation window on turn ${state.at.turn} of ${data.forces.name}`, 'KB 4.1')];
  return [...windowProblems(decisionWindow(w, state.at.turn), orders), ...runPreparation(data, state, side, orders, w.accepts, 'check').issues];
}

/**
 * The side's Preparation file carried out, in the outline's order, with the server's steps
 * that fall inside the window (A.4.c; the reinforcements the file does not place, the HQs and
 * silhouettes not returned). With no orders it carries out just those: the window passed.
 * Throws a KbPrepError (every issue) on a file checkPreparation refuses; never on one it accepts.
 */
export function adjudicatePreparation(data: PrepData, state: KbState, side: KbSide, orders: readonly KbOrder[], dice: Dice): { state: KbState; events: GameEvent[] } {
  void dice; // KB 4.1 A.2.b-A.5.d: no die is rolled in these windows
  const problems = checkPreparation(data, state, side, orders);
  if (problems.length > 0) throw new KbPrepError(problems);
  const w = preparationWindow(state, side)!;
  const r = runPreparation(data, state, side, orders, w.accepts, 'adjudicate');
  if (r.issues.length > 0) throw new KbPrepError(r.issues);
  return { state: r.state, events: r.events };
}

/** Whether the side has anything to decide in its Preparation window now (else the window is passed, docs/kharkov-battles.md). */
export function preparationHasChoices(data: PrepData, state: KbState, side: KbSide): boolean {
  const w = preparationWindow(state, side);
  if (!w) return false;
  for (const c of candidateChoices(data, state, side, w.accepts)) if (checkPreparation(data, state, side, [c.order as KbOrder]).length === 0) return true;
  return false;
}

/** The ready-made orders of the window (Ruleset.orderChoices): each one checkPreparation accepts on its own. */
export function preparationChoices(data: PrepData, state: KbState, side: KbSide): OrderChoice[] {
  const w = preparationWindow(state, side);
  if (!w) return [];
  return [...candidateChoices(data, state, side, w.accepts)].filter((c) => checkPreparation(data, state, side, [c.order as KbOrder]).length === 0);
}
