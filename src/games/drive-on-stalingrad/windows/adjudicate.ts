import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { Adjudication, Submission } from '#kernel/engine/ruleset';
import type { DosContext } from '../data/context';
import { StandingOrders } from '../orders/standing';
import { isMovementKind, isSupplyKind, orderKind, type DosOrder } from '../orders/order';
import { planAttack } from '../rules/attack-legality';
import { applyMove, planMove } from '../rules/movement';
import { isOneTime } from '../rules/phase-order';
import { applyAirDeclaration } from '../rules/air/declarations';
import { removeOverstacks } from '../rules/overstack-removal';
import { resolveBattle } from '../rules/prepared-assault';
import { applyEntry, planEntry } from '../rules/reinforcements/enter';
import type { OrderProblem } from '../rules/problem';
import { isDosSide, sideName, type DosSide } from '../state/sides';
import { draftOf } from '../state/unit-writes';
import { occupancy } from '../state/units';
import { emptyPhaseFlags, type DosState, type PhaseKind } from '../state/types';
import { advanceWindow } from './advance';
import { afterOrderArrivals, beforeOrders, playerTurnStart, positionsOf } from './arrival-hooks';
import { declaredOrder } from './declaration';
import { gameTurnStart } from './game-turn-start';
import { runSpecialMove } from './special-movement';
import { runSupplyOrder, supplyAtGameEnd, supplyAtWindowEnd, supplyBeforeOrders, supplyChanges, supplySnapshot } from './supply-hooks';
import { parseOrders } from './parse-orders';
import { liftHoldOrderAtTurnStart } from '../scenario-rules/uranus/hold-order';
import { currentWindowId, phaseNow } from './sequence';
import { PLACE_OUTSIDE_SETUP } from '../rules/setup/plan';

const skipped = (side: DosSide, index: number, kind: string, reasons: OrderProblem[]): GameEvent => ({
  type: 'order-skipped',
  side,
  order: index,
  kind,
  reasons,
  visibleTo: [side],
  text: `order ${index + 1} (${kind}) skipped: ${reasons.map((r) => `${r.message}${r.rule ? ` (${r.rule})` : ''}`).join('; ')}`,
});

/**
 * Closes the open window (Ruleset.adjudicate): standing orders replace the senders'
 * earlier ones; the phasing side's declaration (opening window) sets the phase order;
 * its orders run in the order given, each re-checked against the position of that
 * moment and skipped with an `order-skipped` event when earlier results made it
 * illegal; then the next window opens. Pure: the input state is not changed.
 */
export function adjudicateWindow(ctx: DosContext, state: DosState, submissions: readonly Submission[], dice: Dice): Adjudication<DosState> {
  if (state.ended) return { state, events: [] };
  const draft: DosState = { ...draftOf(state), phase: emptyPhaseFlags() };
  adoptStanding(draft, submissions);
  const side = draft.at.side;
  const window = currentWindowId(draft);
  const events: GameEvent[] = [];
  const parsed = parseOrders(submissions.find((s) => s.side === side)?.orders ?? []);
  const orders = parsed.filter((p) => p.order !== null).map((p) => ({ index: p.index, order: p.order! }));
  for (const p of parsed) if (!p.order) events.push(skipped(side, p.index, 'unknown', p.problems));
  const supplyBefore = supplySnapshot(ctx, draft);
  events.push(...supplyBeforeOrders(ctx, draft, side, orders)); // DoS 7.14 marker, 7.6 standing aerial
  events.push(...beforeOrders(ctx, draft, side, orders.map((o) => o.order))); // DoS 8.7 withdrawal, 8.2 Taman

  if (draft.at.step === 0) {
    const order = declaredOrder(ctx, draft, side, orders.map((o) => o.order));
    draft.phaseOrder = order;
    if (isOneTime(order)) draft.oneTime = { ...draft.oneTime, [side]: order };
    events.push({ type: 'declare', rule: 'DoS 5.4', side, phaseOrder: order, text: `${sideName(side)} phase order for game turn ${draft.turn}: ${order}` });
    const first = orders.find((o) => 'declare' in o.order)?.order;
    const air = first && 'declare' in first ? applyAirDeclaration(ctx, draft, side, first.declare) : null; // DoS 9.18, 9.27
    if (air) events.push(air);
  }
  const phase = phaseNow(draft);
  events.push({
    type: 'phase',
    window,
    side,
    phase,
    text: `${window}: ${sideName(side)} ${phase === 'movement' ? 'movement' : 'prepared assault'} phase`,
  });
  events.push(...removeOverstacks(ctx, draft, 'start')); // DoS 6.2
  for (const { index, order } of orders) {
    const before = positionsOf(draft);
    const e = runOrder(ctx, draft, side, phase, index, order, dice, window);
    if (Array.isArray(e)) events.push(...e);
    else if (e) events.push(e);
    events.push(...afterOrderArrivals(ctx, draft, before)); // DoS 3.2 newcomers, 8.2 Taman
  }
  events.push(...supplyAtWindowEnd(ctx, draft, side, phase)); // DoS 6.3 sorting deadline
  events.push(...removeOverstacks(ctx, draft, 'end')); // DoS 6.2
  events.push(...supplyAtGameEnd(ctx, draft)); // DoS 4.3 OOS count at the end of the last game turn
  advanceWindow(ctx, draft);
  if (!draft.ended && draft.turn !== state.turn) events.push(...gameTurnStart(ctx, draft, dice)); // DoS 5.2 III weather, 9.32 flood
  events.push(...playerTurnStart(ctx, draft, dice)); // DoS 8.4, 8.5 at the start of the Soviet player turn
  const lifted = liftHoldOrderAtTurnStart(ctx, draft); // DoS Uranus U-9: Donnerschlag
  if (lifted) events.push(lifted);
  events.push(...supplyChanges(ctx, supplyBefore, draft)); // DoS 7.16
  if (draft.ended) {
    const { winner, reason } = draft.ended;
    events.push({ type: 'game-ended', rule: 'DoS 4.5', winner, reason, text: `Game over: ${sideName(winner)} victory. ${reason}` });
  }
  return { state: draft, events };
}

/** Standing orders in the window's files replace their senders' earlier ones. Mutates the draft. */
export function adoptStanding(draft: DosState, submissions: readonly Submission[]): void {
  for (const s of submissions) {
    const standing = s.standing === undefined ? null : StandingOrders.safeParse(s.standing);
    if (standing?.success && isDosSide(s.side)) draft.standing = { ...draft.standing, [s.side]: standing.data };
  }
}

function runOrder(
  ctx: DosContext,
  draft: DosState,
  side: DosSide,
  phase: PhaseKind,
  index: number,
  order: DosOrder,
  dice: Dice,
  window: string,
): GameEvent | GameEvent[] | null {
  const kind = orderKind(order);
  if (kind === 'declare' || kind === 'withdraw') return null;
  if (kind === 'place') return skipped(side, index, kind, [{ path: [kind], code: 'wrong-window', message: PLACE_OUTSIDE_SETUP, rule: 'DoS 12.1' }]);
  if (draft.ended) return skipped(side, index, kind, [{ path: [], code: 'game-ended', message: 'the game has ended' }]);
  if (isSupplyKind(kind)) {
    const r = runSupplyOrder(ctx, draft, side, order); // DoS 7.6 aerial; 7.14 network (done at the start)
    return Array.isArray(r) ? skipped(side, index, kind, r) : r;
  }
  if (isMovementKind(kind) !== (phase === 'movement')) {
    return skipped(side, index, kind, [{ path: [kind], code: 'wrong-window', message: `no ${kind} orders in a ${phase} phase`, rule: 'DoS 5.4' }]);
  }
  if ('move' in order) {
    const { plan, problems } = planMove(ctx, draft, side, order);
    return plan ? applyMove(ctx, draft, plan) : skipped(side, index, kind, problems);
  }
  if ('enter' in order) {
    const { plan, problems } = planEntry(ctx, draft, side, order);
    return plan ? applyEntry(ctx, draft, plan) : skipped(side, index, kind, problems);
  }
  if ('assault' in order || 'sea' in order) {
    const r = runSpecialMove(ctx, draft, side, order, dice, window); // DoS 9.23-9.31, 9.18
    return 'events' in r ? r.events : skipped(side, index, kind, r.problems);
  }
  if ('attack' in order) {
    const { plan, problems } = planAttack(ctx, draft, side, order);
    if (!plan) return skipped(side, index, kind, problems);
    const target = plan.target;
    if (!occupancy(draft).has(target)) return skipped(side, index, kind, [{ path: ['attack', 'target'], code: 'target-empty', message: `${target} holds no enemy units now`, rule: 'DoS 11.1' }]);
    return resolveBattle(ctx, draft, plan, draft.phaseOrder ?? 'combat-first', dice, window);
  }
  return null;
}
