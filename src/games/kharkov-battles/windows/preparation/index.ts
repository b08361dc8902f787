import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { issue, type Issue } from '#kernel/engine/issues';
import type { OrderChoice } from '#kernel/engine/ruleset';
import type { KbSide } from '../../data/ids';
import type { KbOrder } from '../../orders/schema';
import { KbPrepError } from '../../preparation/errors';
import { drawUntriedReinforcements } from '../../preparation/untried-reinforcements';
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
  if (!w) return [noWindow(data, state, side)];
  return [...windowProblems(decisionWindow(w, state.at.turn), orders), ...runPreparation(data, state, side, orders, w.accepts, 'check').issues];
}

const noWindow = (data: PrepData, state: KbState, side: KbSide): Issue =>
  issue(['orders'], 'no-preparation-window', `${side === 'axis' ? 'the Axis' : 'the Soviet'} player has no Preparation window on turn ${state.at.turn} of ${data.forces.name}`, 'KB 4.1');

/**
 * The side's Preparation file carried out, in the outline's order, with the server's steps
 * that fall inside the window (A.4.c; the reinforcements the file does not place, the HQs and
 * silhouettes not returned). With no orders it carries out just those: the window passed.
 * Throws a KbPrepError (every issue) on a file checkPreparation refuses; never on one it accepts.
 * One run finds the issues and carries the file out: the check's run is this one without the
 * A.4.c trace, which the file's issues never come from, and A.4.c is not run when the
 * `panzerKorps` orders are refused.
 */
export function adjudicatePreparation(
  data: PrepData,
  state: KbState,
  side: KbSide,
  orders: readonly KbOrder[],
  dice: Dice,
  o: { hiddenStrength?: boolean } = {},
): { state: KbState; events: GameEvent[] } {
  // KB 4.1 A.2.b-A.5.d: no die is rolled in these windows but 2.72's optional draws of the rifle divisions that arrive
  const w = preparationWindow(state, side);
  if (!w) throw new KbPrepError([noWindow(data, state, side)]);
  const r = runPreparation(data, state, side, orders, w.accepts, 'adjudicate');
  const problems = [...windowProblems(decisionWindow(w, state.at.turn), orders), ...r.issues];
  if (problems.length > 0) throw new KbPrepError(problems);
  if (!o.hiddenStrength) return { state: r.state, events: r.events };
  const arrived = r.events.filter((e) => e.type === 'kb-reinforcement').map((e) => e['unit'] as string);
  const drawn = drawUntriedReinforcements(data, r.state, side, arrived, dice);
  return { state: drawn.state, events: [...r.events, ...drawn.events] };
}

/**
 * Whether one ready-made order is accepted on its own, as checkPreparation([order]) says.
 * When the empty file is accepted (the window passed), the order's own steps are enough: the
 * steps before it run on no orders and leave the position as it was, except the
 * reinforcements placed by default, whose position (`afterReinforcements`) is the same for
 * every order that comes after them; the steps after it give no issue (PrepShortcut). Else
 * the whole check runs.
 */
function singleOrderCheck(data: PrepData, state: KbState, side: KbSide, w: WindowEntry): (order: KbOrder) => boolean {
  const dw = decisionWindow(w, state.at.turn);
  const empty = runPreparation(data, state, side, [], w.accepts, 'check');
  if (windowProblems(dw, []).length > 0 || empty.issues.length > 0) return (o) => checkPreparation(data, state, side, [o]).length === 0;
  const late = new Set(['ersatz', 'replace', 'returnHq', 'returnSilhouette']);
  return (o) => {
    if (windowProblems(dw, [o]).length > 0) return false;
    const from = late.has(Object.keys(o)[0]!) ? empty.afterReinforcements : undefined;
    return runPreparation(data, state, side, [o], w.accepts, 'check', { from, stop: true }).issues.length === 0;
  };
}

/** Whether the side has anything to decide in its Preparation window now (else the window is passed, docs/kharkov-battles.md). */
export function preparationHasChoices(data: PrepData, state: KbState, side: KbSide): boolean {
  const w = preparationWindow(state, side);
  if (!w) return false;
  let ok: ((o: KbOrder) => boolean) | undefined;
  for (const c of candidateChoices(data, state, side, w.accepts)) if ((ok ??= singleOrderCheck(data, state, side, w))(c.order as KbOrder)) return true;
  return false;
}

/** The ready-made orders of the window (Ruleset.orderChoices): each one checkPreparation accepts on its own. */
export function preparationChoices(data: PrepData, state: KbState, side: KbSide): OrderChoice[] {
  const w = preparationWindow(state, side);
  if (!w) return [];
  const ok = singleOrderCheck(data, state, side, w);
  return [...candidateChoices(data, state, side, w.accepts)].filter((c) => ok(c.order as KbOrder));
}
