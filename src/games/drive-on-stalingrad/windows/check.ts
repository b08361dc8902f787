import { issue, type Issue } from '#kernel/engine/issues';
import type { Submission } from '#kernel/engine/ruleset';
import type { DosContext } from '../data/context';
import { StandingOrders } from '../orders/standing';
import { isMovementKind, orderKind } from '../orders/order';
import { planAttack } from '../rules/attack-legality';
import { defendersOf } from '../rules/defenders';
import { applyMove, planMove } from '../rules/movement';
import { checkPhaseOrder } from '../rules/phase-order';
import { applyAirDeclaration, checkAirDeclaration } from '../rules/air/declarations';
import { commitPlanes } from '../rules/air/planes';
import type { OrderProblem } from '../rules/problem';
import { applyEntry, planEntry } from '../rules/reinforcements/enter';
import { isDosSide, type DosSide } from '../state/sides';
import { draftOf } from '../state/unit-writes';
import { emptyPhaseFlags, type DosState } from '../state/types';
import { checkTamanStanding, checkWithdrawOrders } from './check-arrivals';
import { declaredOrder } from './declaration';
import { checkSpecialMove } from './special-movement';
import { checkSpecialStanding } from './special-standing';
import { parseOrders } from './parse-orders';
import { phaseNow } from './sequence';
import { PLACE_OUTSIDE_SETUP } from '../rules/setup/plan';
import { checkSupplyOrder, checkSupplyStanding } from './supply-hooks';

const at = (i: number, p: OrderProblem): Issue => issue(['orders', i, ...p.path], p.code, p.message, p.rule);

/**
 * Legality of a submission against the open window (Ruleset.check): every problem at
 * once. Orders are checked in order against the position after the earlier orders'
 * movement; attacks mark their units and target as used (DoS 11.4).
 */
export function checkSubmission(ctx: DosContext, state: DosState, submission: Submission): Issue[] {
  if (state.ended) return [issue(['window'], 'game-ended', 'the game has ended; no window is open')];
  if (!isDosSide(submission.side)) return [issue(['side'], 'unknown-side', `"${submission.side}" is not a side of this game (german, soviet)`)];
  const side: DosSide = submission.side;
  const issues: Issue[] = checkStandingOf(ctx, state, side, submission.standing);
  if (side !== state.at.side) {
    if (submission.orders.length > 0) {
      issues.push(issue(['orders'], 'not-your-window', `this window waits for the ${state.at.side} player; the ${side} player may send standing orders only (orders: [])`));
    }
    return issues;
  }
  const parsed = parseOrders(submission.orders);
  for (const p of parsed) issues.push(...p.problems.map((x) => at(p.index, x)));
  const valid = parsed.filter((p) => p.order !== null).map((p) => ({ index: p.index, order: p.order! }));
  let declares = 0;
  for (const { index, order } of valid) {
    if (!('declare' in order)) continue;
    if (state.at.step !== 0) {
      issues.push(issue(['orders', index, 'declare'], 'wrong-window', 'the phase order is declared in the player turn\'s opening window only', 'DoS 5.4'));
      continue;
    }
    if (++declares > 1) issues.push(issue(['orders', index, 'declare'], 'declare-twice', 'one phase-order declaration per player turn', 'DoS 5.5'));
    const v = checkPhaseOrder(ctx, state, side, order.declare.phaseOrder);
    if (!v.ok) issues.push(issue(['orders', index, 'declare', 'phaseOrder'], v.code!, v.message!, v.rule));
    issues.push(...checkAirDeclaration(ctx, state, side, order.declare).map((p) => at(index, p))); // DoS 9.18, 9.27
  }
  const phase = phaseNow(state, declaredOrder(ctx, state, side, valid.map((v) => v.order)));
  const draft: DosState = { ...draftOf(state), phase: emptyPhaseFlags() };
  const declaration = valid.find((v) => 'declare' in v.order)?.order;
  if (state.at.step === 0 && declaration && 'declare' in declaration) applyAirDeclaration(ctx, draft, side, declaration.declare);
  let networks = 0; // DoS 7.14: markers go down at the very start, before any other order
  for (const { index, order } of valid) if ('network' in order) issues.push(...checkSupplyOrder(ctx, state, draft, side, order, networks++).map((p) => at(index, p)));
  issues.push(...checkWithdrawOrders(ctx, state, draft, valid)); // DoS 8.7, applied to the draft first
  for (const { index, order } of valid) {
    const kind = orderKind(order);
    if (kind === 'declare' || kind === 'withdraw' || kind === 'network') continue;
    if (kind === 'place') {
      issues.push(issue(['orders', index, kind], 'wrong-window', PLACE_OUTSIDE_SETUP, 'DoS 12.1'));
      continue;
    }
    if (kind === 'aerial') {
      issues.push(...checkSupplyOrder(ctx, state, draft, side, order, 0).map((p) => at(index, p))); // DoS 7.6
      continue;
    }
    const wanted = isMovementKind(kind) ? 'movement' : 'combat';
    if (wanted !== phase) {
      issues.push(issue(['orders', index, kind], 'wrong-window', wrongWindow(kind, phase, state.at.step), 'DoS 5.4'));
      continue;
    }
    if ('move' in order) {
      const { plan, problems } = planMove(ctx, draft, side, order);
      issues.push(...problems.map((p) => at(index, p)));
      if (plan) applyMove(ctx, draft, plan);
    } else if ('enter' in order) {
      const { plan, problems } = planEntry(ctx, draft, side, order);
      issues.push(...problems.map((p) => at(index, p)));
      if (plan) applyEntry(ctx, draft, plan);
    } else if ('assault' in order || 'sea' in order) {
      issues.push(...checkSpecialMove(ctx, draft, side, order).map((p) => at(index, p))); // DoS 9.23-9.31, 9.18
    } else if ('attack' in order) {
      const { plan, problems } = planAttack(ctx, draft, side, order);
      issues.push(...problems.map((p) => at(index, p)));
      if (plan?.air) commitPlanes(draft, plan.air); // DoS 11.25
      if (plan) {
        draft.phase.attacked.push(...plan.attackers.map((a) => a.id));
        draft.phase.defended.push(...defendersOf(draft, plan.target).defenders); // DoS 11.4
      }
    }
  }
  return issues;
}

/** A side's standing orders in any file it sends (DoS 7.6, 8.2, 9.32, 11.25, 11.32-11.34). */
export function checkStandingOf(ctx: DosContext, state: DosState, side: DosSide, standing: unknown): Issue[] {
  return [...checkStanding(ctx, standing), ...checkSpecialStanding(ctx, state, side, standing), ...checkSupplyStanding(ctx, side, standing)];
}

function wrongWindow(kind: string, phase: string, step: number): string {
  const hint = step === 0 && kind === 'move' ? '; declare {phaseOrder: movement-first} to move first' : '';
  return `${kind} orders belong to a ${kind === 'move' ? 'movement' : 'prepared assault'} phase; this window is a ${phase === 'movement' ? 'movement' : 'prepared assault'} phase${hint}`;
}

function checkStanding(ctx: DosContext, standing: unknown): Issue[] {
  if (standing === undefined) return [];
  const r = StandingOrders.safeParse(standing);
  if (!r.success) return r.error.issues.map((i) => issue(['standing', ...i.path.map((p) => (typeof p === 'number' ? p : String(p)))], 'schema', i.message));
  const issues: Issue[] = [];
  for (const [from, list] of Object.entries(r.data.retreat?.hexes ?? {})) {
    if (ctx.map.resolve(from) === null) issues.push(issue(['standing', 'retreat', 'hexes', from], 'unknown-hex', `"${from}" is not a hex of this map`));
    list.forEach((h, k) => {
      if (ctx.map.resolve(h) === null) issues.push(issue(['standing', 'retreat', 'hexes', from, k], 'unknown-hex', `"${h}" is not a hex of this map`));
    });
  }
  issues.push(...checkTamanStanding(ctx, r.data)); // DoS 8.2
  return issues;
}
