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
import { displaceLeaders } from './leader-displaced';
import { commandLostAt, commandLostOnMove, joinCommandLost } from '../../leaders/command-lost';
import { overrunTransports } from './transport-overrun';
import { overrunTankRepair } from './tank-repair-overrun';
import { overrunOps } from './op-overrun';
import { placeUnits, type PhaseRun } from './phase-run';
import { applyMove, cutPlan, type MovePlan } from './run-move';
import type { Carry } from './transport-move';
import { reliabilityOnEntering } from '../../nkvd/reliability';
import { eliminate } from '../attack/position-edits';
import { endLeaderZocWalk, leaderZocLabel, leaderZocRoll, type LeaderZocWalk } from './isolated-leader';

/**
 * A legal move made hex by hex under the other side's opportunity fire (SoS 11.0, 11.1-11.11): the
 * stack is open to fire the instant it starts to move, in its start hex (11.4 ∆), then in each
 * hex it enters; a pin stops it where it is (11.11), and a Soviet unit pinned while crossing
 * the Volga goes back to the East Bank box it came from (8.70). Losses are the mover's to
 * choose: the move's `losses`, else his standing order (11.9). With no rule in the other
 * side's reaction policy the move is made at once. A transport's move (16.45) has the
 * transport alone as the mover until it reaches its passengers, the transport and its
 * passengers from there to the unload hex, the transport alone after it.
 */
export function executeMove(ctx: PhaseContext, run: PhaseRun, plan: Extract<MovePlan, { ok: true }>, order: number, mode: string, lossOrder: readonly string[] | undefined, dice: Dice): void {
  const before = run.state;
  moveUnderFire(ctx, run, plan, order, mode, lossOrder, dice);
  // SoS 18.1: a leader whose stack lost every unit of his command on the way moves at the end of the phase
  run.commandLost = joinCommandLost(run.commandLost, commandLostOnMove(ctx.env, before, run.state, plan.units));
}

function moveUnderFire(ctx: PhaseContext, run: PhaseRun, plan: Extract<MovePlan, { ok: true }>, order: number, mode: string, lossOrder: readonly string[] | undefined, dice: Dice): void {
  const side = other(ctx.side);
  const rules = ctx.standing[side]?.opportunityFire ?? [];
  // SoS 18.32: an isolated leader moving alone rolls on the Leader Survival Table for each enemy ZOC hex he enters
  const leaderWalk: LeaderZocWalk | null = plan.isolatedLeader ? { leader: plan.isolatedLeader } : null;
  if (rules.length === 0 && leaderWalk) return moveIsolatedLeader(ctx, run, plan, leaderWalk, order, mode, dice);
  if (rules.length === 0) {
    applyMove(ctx, run, plan, order, mode);
    // SoS 16.83: each hex entered, in order, may bring a German combat unit next to NKVD units
    plan.path.forEach((hex, k) => nkvdNextTo(ctx, run, plan.carry ? plan.units.filter((id) => aboard(plan.carry!, k + 1, id)) : plan.units, hex, dice, `${ctx.window.id}/move/${order}/${k + 1}`));
    return;
  }
  const date = monthDay(dayOfTurn(ctx.scenario, ctx.turn));
  const losses = lossOrder ?? ctx.standing[ctx.side]?.losses?.order;
  const carry = plan.carry;
  let movers = [...plan.units];
  // SoS 8.53, 8.69: every move is open to opportunity fire, breakthrough movement and a Soviet crossing of the Volga included
  /** The units of the order still in play (a transport's passengers set down stay in play off the path). */
  let alive = [...plan.units];
  for (const m of pathMoments(plan.from, plan.path)) {
    // 16.45: a transport moves alone to its passengers, with them to the unload hex, then alone again
    if (carry) movers = alive.filter((id) => aboard(carry, m.step, id));
    if (m.step > 0) run.state = placeUnits(run.state, movers, m.place);
    // SoS 16.25: "move the mine dog immediately to the nearest friendly unit"
    if (m.step > 0) displaceMineDogs(ctx, run, movers, [m.place], order, plan.path);
    // SoS 18.31: a lone enemy leader in the hex entered goes at once to the nearest unit of his command
    if (m.step > 0) displaceLeaders(ctx, run, movers, [m.place], order);
    // SoS 16.48, 16.73, then 14.97: "that OP unit is eliminated and immediately removed from the map": at the instant of entry, so it spots no fire at a later step
    if (m.step > 0) overrunAtEntry(ctx, run, movers, m.place);
    // SoS 16.83: a German combat unit entering a hex next to NKVD units: their regiments roll, before the Soviet opportunity fire there
    if (m.step > 0) nkvdNextTo(ctx, run, movers, m.place, dice, `${ctx.window.id}/move/${order}/${m.step}`);
    // SoS 18.32: "For each ZOC hex entered, immediately roll": the roll is made the moment he enters, before the fire there
    if (leaderWalk && m.step > 0 && plan.steps[m.step - 1]?.leaderZoc) {
      const roll = leaderZocRoll(ctx, run.state, leaderWalk, m.place, leaderZocLabel(ctx, order, leaderWalk.leader, m.step, m.place), dice);
      run.events.push(...roll.events);
      if (roll.eliminated) return leaderOut(ctx, run, plan, leaderWalk, m.step, order, mode);
    }
    const unfired = run.state;
    const done = opportunityFireAt(ctx.env, run.state, {
      side, rules, turn: ctx.turn, phase: ctx.window.phase, date, place: m.place, movers, lossOrder: losses,
      label: `${ctx.window.id}/of/${order}/${m.step}`, moverStanding: ctx.standing[ctx.side], firerStanding: ctx.standing[ctx.side === 'german' ? 'soviet' : 'german'],
    }, run.fired, dice);
    run.state = done.state;
    run.events.push(...done.events);
    // SoS 18.1: a leader in the hex fired at whose units of his command there are all eliminated moves at the end of the phase
    run.commandLost = joinCommandLost(run.commandLost, commandLostAt(ctx.env, unfired, run.state, m.place));
    movers = done.movers;
    alive = alive.filter((id) => run.state.pieces[id]!.at !== null);
    if (!done.stopped) continue;
    for (const id of plan.units) run.moved.add(id);
    const left = carry ? alive : movers;
    if (left.length === 0 && m.step === 0) return;
    const crossing = isBox(plan.from) && isVolgaHex(ctx.env.map, m.place) && movers.some((id) => run.state.pieces[id]!.pinned);
    const cut = m.step > 0 && left.length > 0 ? cutPlan(ctx, plan, m.step, left) : null;
    if (cut && cut.units.length > 0) {
      applyMove(ctx, run, cut, order, mode);
      run.stoppedByFire.add(m.place);
      if (leaderWalk) endLeaderZocWalk(ctx, run, leaderWalk, dice);
    }
    const gone = plan.units.filter((id) => run.state.pieces[id]!.at === null);
    run.events.push({ type: 'move-stopped-by-fire', order, at: m.place, units: movers, ...(movers.length === 0 ? { eliminated: gone } : {}), rule: 'SoS 11.11', visibleTo: [ctx.side] });
    if (crossing) {
      // SoS 8.70: "A Soviet unit pinned by German opportunity fire ... must immediately return to the East Bank box it came from"
      run.state = placeUnits(run.state, movers, plan.from);
      run.events.push({ type: 'crossing-returned', rule: 'SoS 8.70', units: movers, to: plan.from, visibleTo: [ctx.side] });
    }
    return;
  }
  applyMove(ctx, run, { ...plan, units: carry ? alive : movers }, order, mode);
  if (leaderWalk) endLeaderZocWalk(ctx, run, leaderWalk, dice);
}

/**
 * SoS 18.32: an isolated leader's move alone, with no opportunity fire to meet it: each enemy
 * ZOC hex entered, in order, is rolled for; the first roll that puts him out of play ends the
 * move there, the move made as far as that hex.
 */
function moveIsolatedLeader(ctx: PhaseContext, run: PhaseRun, plan: Extract<MovePlan, { ok: true }>, walk: LeaderZocWalk, order: number, mode: string, dice: Dice): void {
  for (const s of plan.steps) {
    if (!s.leaderZoc) continue;
    const hex = plan.path[s.index]!;
    const roll = leaderZocRoll(ctx, run.state, walk, hex, leaderZocLabel(ctx, order, walk.leader, s.index + 1, hex), dice);
    run.events.push(...roll.events);
    if (roll.eliminated) return leaderOut(ctx, run, plan, walk, s.index + 1, order, mode);
  }
  applyMove(ctx, run, plan, order, mode);
  endLeaderZocWalk(ctx, run, walk, dice);
}

/** SoS 18.32: the leader is eliminated on entering the `taken`th hex of his path: his move is made that far, and he is removed at once. */
function leaderOut(ctx: PhaseContext, run: PhaseRun, plan: Extract<MovePlan, { ok: true }>, walk: LeaderZocWalk, taken: number, order: number, mode: string): void {
  applyMove(ctx, run, cutPlan(ctx, plan, taken, plan.units), order, mode);
  run.state = eliminate(run.state, [walk.leader]);
}

/** SoS 16.45: whether `id` moves at moment `step` of a transport's move (step 0: its start place; step k: path[k - 1]). */
function aboard(carry: Carry, step: number, id: string): boolean {
  if (id === carry.transport) return true;
  const i = step - 1;
  return i >= carry.pickup && i <= carry.unload;
}

/** SoS 16.48, 16.73, 14.97: the transports, the tank repair unit and then the OP left alone in the hex entered go as the stack enters it, as applyMove's order has them. */
function overrunAtEntry(ctx: PhaseContext, run: PhaseRun, movers: readonly string[], hex: string): void {
  overrunTransports(ctx, run, movers, [hex]);
  overrunTankRepair(ctx, run, movers, [hex]);
  overrunOps(ctx, run, movers, [hex]);
}

/** SoS 16.83: `movers` entered `hex`: the NKVD regiments next to it that have not rolled roll when a mover is a German combat unit (nkvd/reliability.ts). */
function nkvdNextTo(ctx: PhaseContext, run: PhaseRun, movers: readonly string[], hex: string, dice: Dice, label: string): void {
  const done = reliabilityOnEntering(ctx.env, run.state, movers, hex, dice, label);
  run.state = done.state;
  run.events.push(...done.events);
}
