import type { Dice } from '#kernel/engine/dice';
import { opportunityFireAt } from '../../opportunity-fire/at-moment';
import { pathMoments } from '../../orders/path-moments';
import { isBox } from '../../orders/places';
import { dayOfTurn } from '../../sequence/scenarios';
import { other } from '../attack/battlefield';
import { monthDay } from '../attack/fire-units';
import type { PhaseContext } from '../phase';
import { isVolgaHex } from './places';
import { displaceMineDogs } from './mine-dog-displaced';
import { placeUnits, type PhaseRun } from './phase-run';
import { applyMove, cutPlan, type MovePlan } from './run-move';

/**
 * A legal move made hex by hex under the other side's opportunity fire (SoS 11.0, 11.1-11.11): the
 * stack is open to fire the instant it starts to move, in its start hex (11.4 ∆), then in each
 * hex it enters; a pin stops it where it is (11.11), and a Soviet unit pinned while crossing
 * the Volga goes back to the East Bank box it came from (8.70). Losses are the mover's to
 * choose: the move's `losses`, else his standing order (11.9). With no rule in the other
 * side's reaction policy the move is made at once.
 */
export function executeMove(ctx: PhaseContext, run: PhaseRun, plan: Extract<MovePlan, { ok: true }>, order: number, mode: string, lossOrder: readonly string[] | undefined, dice: Dice): void {
  const side = other(ctx.side);
  const rules = ctx.standing[side]?.opportunityFire ?? [];
  if (rules.length === 0) return applyMove(ctx, run, plan, order, mode);
  const date = monthDay(dayOfTurn(ctx.scenario, ctx.turn));
  const losses = lossOrder ?? ctx.standing[ctx.side]?.losses?.order;
  let movers = [...plan.units];
  // SoS 8.53, 8.69: every move is open to opportunity fire, breakthrough movement and a Soviet crossing of the Volga included
  for (const m of pathMoments(plan.from, plan.path)) {
    if (m.step > 0) run.state = placeUnits(run.state, movers, m.place);
    // SoS 16.25: "move the mine dog immediately to the nearest friendly unit"
    if (m.step > 0) displaceMineDogs(ctx, run, movers, [m.place], order);
    const done = opportunityFireAt(ctx.env, run.state, {
      side, rules, turn: ctx.turn, phase: ctx.window.phase, date, place: m.place, movers, lossOrder: losses,
      label: `${ctx.window.id}/of/${order}/${m.step}`,
    }, run.fired, dice);
    run.state = done.state;
    run.events.push(...done.events);
    movers = done.movers;
    if (!done.stopped) continue;
    for (const id of plan.units) run.moved.add(id);
    if (movers.length === 0 && m.step === 0) return;
    const crossing = isBox(plan.from) && isVolgaHex(ctx.env.map, m.place) && movers.some((id) => run.state.pieces[id]!.pinned);
    if (m.step > 0 && movers.length > 0) {
      applyMove(ctx, run, cutPlan(ctx, plan, m.step, movers), order, mode);
      run.stoppedByFire.add(m.place);
    }
    run.events.push({ type: 'move-stopped-by-fire', order, at: m.place, units: movers, ...(movers.length === 0 ? { eliminated: [...plan.units] } : {}), rule: 'SoS 11.11', visibleTo: [ctx.side] });
    if (crossing) {
      // SoS 8.70: "A Soviet unit pinned by German opportunity fire ... must immediately return to the East Bank box it came from"
      run.state = placeUnits(run.state, movers, plan.from);
      run.events.push({ type: 'crossing-returned', rule: 'SoS 8.70', units: movers, to: plan.from, visibleTo: [ctx.side] });
    }
    return;
  }
  applyMove(ctx, run, { ...plan, units: movers }, order, mode);
}
