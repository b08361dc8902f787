import type { Issue } from '#kernel/engine/issues';
import { hexId } from '#kernel/ids';
import type { AllowanceFactor } from '../../movement/allowance';
import type { MoveBodySchema } from '../../orders/movement';
import { walkPath, type PathEntry, type WalkedStep } from '../../movement/walk-path';
import type { PhaseContext } from '../phase';
import type { z } from 'zod';
import { recordMoved } from '../../movement/moved-artillery';
import { recordOpMoved } from '../../movement/op-limits';
import { isBox } from '../../orders/places';
import { outOfSupplyOf } from '../../supply/out-of-supply';
import { deploymentProblems } from './deployment';
import { isVolgaHex, knownPlace, stepPlace } from './places';
import { placeUnits, type PhaseRun } from './phase-run';
import { againstMovers, arrowOf, movePosition, pathEntry } from './position';
import { movingStack } from './stack';
import { displaceMineDogs } from './mine-dog-displaced';
import { overrunTransports } from './transport-overrun';
import { overrunOps } from './op-overrun';
import { displaceLeaders } from './leader-displaced';
import { overrunTankRepair } from './tank-repair-overrun';
import { enemyHeldAgainst } from './enterable-enemy-hex';
import { dropPlace, pickupPlace, placeCarried } from './transport-apply';
import type { Carry } from './transport-move';

export type MoveBody = z.infer<typeof MoveBodySchema>;

/** A move as it would be made: where it ends, the steps and the MP, or its problems. */
export type MovePlan =
  | { ok: true; units: string[]; from: string; path: string[]; steps: WalkedStep[]; spent: number; availableMp: number; factors: AllowanceFactor[]; crossings: Crossing[]; /** 16.45: a transport's passengers, where they get on and off. */ carry?: Carry; /** 18.32: the leader of a move alone who is isolated (his steps into enemy ZOC hexes are marked `leaderZoc`). */ isolatedLeader?: string }
  | { ok: false; issues: Issue[]; /** the steps that could be taken before the first refused one */ taken: number };

/** 8.65, 8.66: a step from a Volga hex onto a West Bank hex, along an arrow or not. */
interface Crossing {
  arrow: number | null;
  hex: string;
}

const crossingsOf = (ctx: PhaseContext, from: string, path: readonly string[]): Crossing[] =>
  path.flatMap((to, k) => {
    const prev = k === 0 ? from : path[k - 1]!;
    if (!isVolgaHex(ctx.env.map, prev) || !ctx.env.map.hex(hexId(to)) || isVolgaHex(ctx.env.map, to)) return [];
    return [{ arrow: arrowOf(ctx.env.map, prev, to), hex: to }];
  });

/**
 * One `move` order on the phase's position (SoS 8.0): the stack (stack.ts), its mode (8.22:
 * deployment only in Movement Phases 3 and 10; 8.51: no breakthrough movement in reserves;
 * 8.5: a move that uses breakthrough movement is sent as one, first), the walk (walk-path.ts,
 * each step read off the city map and the position), where it may end (8.70: not in the
 * Volga; 8.08: not among enemy pieces its entry does not clear, enterable-enemy-hex.ts), 8.24 for deployment, and 8.66's
 * crossing limits. `eligible` gives reserves movement's reasons (8.31, 8.32) by unit.
 */
export function planMove(ctx: PhaseContext, run: PhaseRun, body: MoveBody, at: (string | number)[], ineligible: ReadonlyMap<string, readonly string[]> | null): MovePlan {
  const mode = body.mode ?? 'normal';
  const issues: Issue[] = [];
  const fail = (taken = 0): MovePlan => ({ ok: false, issues, taken });
  const phase = ctx.window.phase;
  if (mode === 'deployment' && phase !== 3 && phase !== 10) issues.push({ path: [...at, 'mode'], code: 'deployment-phase', message: 'deployment movement is made only in German Movement Phase 3 and Soviet Movement Phase 10', rule: 'SoS 8.21, 8.22' });
  if (mode === 'breakthrough' && ineligible) issues.push({ path: [...at, 'mode'], code: 'breakthrough-in-reserves', message: 'armored units never use breakthrough movement in the Reserves Movement Phase', rule: 'SoS 8.51' });
  const stack = movingStack(ctx, run.state, body.units, mode, run.moved, [...at, 'units'], run.command);
  if (Array.isArray(stack)) return issues.push(...stack), fail();
  if (ineligible) {
    body.units.forEach((id, k) => {
      const why = ineligible.get(id) ?? ['not in play'];
      if (why.length > 0) issues.push({ path: [...at, 'units', k], code: 'not-eligible-reserves', message: `${id} may not use reserves movement: ${why.join('; ')}`, rule: ctx.side === 'german' ? 'SoS 8.31' : 'SoS 8.32, 8.33' });
    });
  }
  const path = body.path;
  path.forEach((p, k) => {
    if (!knownPlace(ctx.env.map, p)) issues.push({ path: [...at, 'path', k], code: 'off-map', message: `${p} is not a hex of the map`, rule: 'SoS 2.17' });
  });
  if (issues.length > 0) return fail();
  // SoS 2.34: units "may not move outside the scenario boundary" (a box is no hex: it stays reachable)
  const boundary = ctx.env.data.start.boundary(ctx.scenario);
  const outside = path.findIndex((p) => !isBox(p) && !boundary.has(p));
  if (outside >= 0) {
    issues.push({ path: [...at, 'path', outside], code: 'outside-scenario', message: `${path[outside]} is outside the boundary of this scenario: units may not move outside it`, rule: 'SoS 2.34' });
    return fail(outside);
  }
  // SoS 17.22: a friendly minefield's holder is read on the position the phase began with
  const pos = againstMovers(ctx.env, { ...movePosition(ctx.env, run.state, ctx.side), phaseStart: run.begin }, body.units);
  const entries: PathEntry[] = path.map((to, k) => {
    const from = k === 0 ? stack.from : path[k - 1]!;
    const arrow = arrowOf(ctx.env.map, from, to);
    return pathEntry(ctx.env, pos, from, to, arrow === null ? 0 : (run.arrowStacks.get(`${arrow}/${to}`) ?? 0))!;
  });
  const lone = body.units.length === 1 ? body.units[0]! : undefined;
  const isolatedLeader = lone !== undefined && ctx.env.counter(lone).type === 'leader' && outOfSupplyOf(run.state, lone) > 0 ? lone : undefined;
  const walk = walkPath(ctx.env.tec, {
    side: ctx.side,
    phase,
    availableMp: stack.availableMp,
    movers: stack.movers,
    armored: stack.armored,
    // SoS 16.46: transports moving by themselves go into and out of enemy ZOC
    transport: body.units.every((id) => ctx.env.counter(id).type === 'transport'),
    breakthroughMovement: mode === 'breakthrough',
    // SoS 18.16, 18.32: a leader moving alone who is isolated (read: he has an "Out of Supply" marker, 19.4, 19.6) may move through enemy ZOC hexes
    isolatedLeader: isolatedLeader !== undefined,
    // SoS 18.16: a stack of leaders (and OPs) with a leader in it enters an enemy ZOC hex only to a friendly combat unit there
    leaderAlone: body.units.some((id) => ctx.env.counter(id).type === 'leader'),
    start: stepPlace(ctx.env.map, run.state, stack.from)!,
    path: entries,
  });
  if (!walk.ok) {
    issues.push({ path: [...at, 'path', walk.index], code: walk.code, message: walk.message, rule: walk.rule });
    return fail(walk.index);
  }
  if (mode === 'normal' && walk.breakthroughMovement) issues.push({ path: [...at, 'mode'], code: 'breakthrough-mode', message: 'this move goes from one enemy ZOC hex into another: breakthrough movement, sent with mode: breakthrough and made first in the phase', rule: 'SoS 8.5, 8.51' });
  // SoS 8.08: a move with a combat unit may end among enemy pieces its entry clears (enterable-enemy-hex.ts)
  issues.push(...endProblems(ctx, enemyHeldAgainst(ctx.env, run.state, pos.enemyHeld, ctx.side, body.units), path, at));
  if (mode === 'deployment') issues.push(...deploymentProblems(ctx.env, pos, stack.from, path, body.units, at));
  const crossings = crossingsOf(ctx, stack.from, path);
  issues.push(...crossingProblems(ctx, run, body.units, crossings, at, path.length - 1));
  if (issues.length > 0) return fail(path.length);
  return { ok: true, units: [...body.units], from: stack.from, path: [...path], steps: walk.steps, spent: walk.spent, availableMp: stack.availableMp, factors: stack.factors, crossings, ...(isolatedLeader ? { isolatedLeader } : {}) };
}

/** Why a move does not end where these enemy pieces stand (8.08 with the rules of entry, enterable-enemy-hex.ts). */
const ENEMY_HELD = 'a move ends among enemy pieces only when it holds a combat unit and every enemy piece there is a leader, an OP, a transport or the tank repair unit (or, for a German move, a mine dog alone), each of which its entry clears';

/** Where a move may end: 8.70 not on the Volga (the crossing is completed); not in `enemyHeld`, the places its enemy pieces keep it out of (8.08, enterable-enemy-hex.ts). */
export function endProblems(ctx: PhaseContext, enemyHeld: ReadonlySet<string>, path: readonly string[], at: (string | number)[]): Issue[] {
  const end = path.at(-1)!;
  const last = [...at, 'path', path.length - 1];
  const out: Issue[] = [];
  if (isVolgaHex(ctx.env.map, end)) out.push({ path: last, code: 'ends-in-volga', message: `${end} is a Volga River hex: a crossing ends on the West Bank or in an East Bank box`, rule: 'SoS 8.70' });
  if (enemyHeld.has(end)) out.push({ path: last, code: 'ends-with-enemy', message: `${end} holds enemy pieces: ${ENEMY_HELD}`, rule: 'SoS 8.08' });
  return out;
}

/** SoS 8.66: nine combat units a phase through one arrow; one combat unit and one leader a West Bank hex through the non-arrow Volga hexes. */
function crossingProblems(ctx: PhaseContext, run: PhaseRun, units: readonly string[], crossings: readonly Crossing[], at: (string | number)[], k: number): Issue[] {
  const combat = units.filter((id) => ctx.env.facts(id).combat).length;
  const leaders = units.filter((id) => ctx.env.counter(id).type === 'leader').length;
  const out: Issue[] = [];
  for (const c of crossings) {
    if (c.arrow !== null) {
      const n = (run.arrowUnits.get(c.arrow) ?? 0) + combat;
      if (n > 9) out.push({ path: [...at, 'path', k], code: 'arrow-full', message: `${n} combat units through arrow ${c.arrow} this phase: at most 9`, rule: 'SoS 8.66' });
    } else {
      const s = run.shoreUnits.get(c.hex) ?? { combat: 0, leaders: 0 };
      if (s.combat + combat > 1 || s.leaders + leaders > 1) out.push({ path: [...at, 'path', k], code: 'shore-full', message: `at most one combat unit and one leader cross into ${c.hex} through a Volga hex with no arrow each phase`, rule: 'SoS 8.66' });
    }
  }
  return out;
}

/** The move made: the units at the end of the path, the crossings counted, the event (the mover's alone: 7.3, 8.64). */
export function applyMove(ctx: PhaseContext, run: PhaseRun, plan: Extract<MovePlan, { ok: true }>, order: number, mode: string): void {
  const end = plan.path.at(-1)!;
  if (plan.carry) placeCarried(run, { ...plan, carry: plan.carry }, order);
  else run.state = placeUnits(run.state, plan.units, end);
  for (const id of plan.units) run.moved.add(id);
  // SoS 10.7: "Units moving through a 'breakthru' marker may not attempt breakthrough attacks that same phase"
  if (plan.path.some((h) => run.state.markers.breakthru.includes(h))) for (const id of plan.units) run.throughBreakthru.add(id);
  const combat = plan.units.filter((id) => ctx.env.facts(id).combat).length;
  const leaders = plan.units.filter((id) => ctx.env.counter(id).type === 'leader').length;
  for (const c of plan.crossings) {
    if (c.arrow !== null) {
      run.arrowStacks.set(`${c.arrow}/${c.hex}`, (run.arrowStacks.get(`${c.arrow}/${c.hex}`) ?? 0) + 1);
      run.arrowUnits.set(c.arrow, (run.arrowUnits.get(c.arrow) ?? 0) + combat);
    } else {
      const s = run.shoreUnits.get(c.hex) ?? { combat: 0, leaders: 0 };
      run.shoreUnits.set(c.hex, { combat: s.combat + combat, leaders: s.leaders + leaders });
    }
  }
  if (!plan.carry) run.moves.push({ order, units: plan.units, from: plan.from, to: end, pathLength: plan.path.length });
  // SoS 16.25: a lone Soviet mine dog in a hex entered goes to the nearest Soviet unit
  displaceMineDogs(ctx, run, plan.units, plan.path, order);
  // SoS 18.31: a leader with no combat unit of his side in a hex entered goes to the nearest unit of his command
  displaceLeaders(ctx, run, plan.units, plan.path, order);
  // SoS 9.101, 14.11: artillery that moved may not fire for a while
  run.state = recordMoved(run.state, plan.units.map((id) => ctx.env.counter(id)), ctx.turn, ctx.window.phase);
  // SoS 14.96: an OP that moved may not spot in the phase immediately following
  run.state = recordOpMoved(run.state, plan.units.map((id) => ctx.env.counter(id)), ctx.turn, ctx.window.phase);
  run.events.push({
    type: 'moved',
    rule: 'SoS 8.0',
    units: plan.units,
    from: plan.from,
    to: end,
    path: plan.path,
    mode,
    mp: plan.spent,
    // SoS 16.61: an armored train's hexes are unlimited until 7 October
    allowance: Number.isFinite(plan.availableMp) ? plan.availableMp : 'unlimited',
    allowanceFactors: plan.factors,
    steps: plan.steps.map((s) => ({ to: plan.path[s.index]!, mp: s.mp, parts: s.parts })),
    ...(plan.carry ? carriedFields(plan) : {}),
    visibleTo: [ctx.side],
  });
  // SoS 16.48: enemy transports with no combat unit of their side in a hex entered are eliminated
  overrunTransports(ctx, run, plan.units, plan.path);
  // SoS 16.73: the tank repair unit in a hex entered is eliminated
  overrunTankRepair(ctx, run, plan.units, plan.path);
  // SoS 14.97: an enemy OP left alone in a hex entered is eliminated (last: the leaders, transports and tank repair unit with it have gone, 8.08)
  overrunOps(ctx, run, plan.units, plan.path);
}

/** The move as far as its first `taken` steps, made by `units` (the movers opportunity fire left, 11.11). */
export function cutPlan(ctx: PhaseContext, plan: Extract<MovePlan, { ok: true }>, taken: number, units: readonly string[]): Extract<MovePlan, { ok: true }> {
  const path = plan.path.slice(0, taken);
  const steps = plan.steps.filter((s) => s.index < taken);
  // 16.45: passengers the transport had not reached when it stopped did not move
  const reached = plan.carry === undefined || taken - 1 >= plan.carry.pickup;
  const carry = plan.carry ? { carry: { ...plan.carry, unload: reached ? Math.min(plan.carry.unload, taken - 1) : plan.carry.pickup } } : {};
  const moving = reached ? units : units.filter((id) => !plan.carry!.passengers.includes(id));
  return { ...plan, units: [...moving], path, steps, spent: steps.at(-1)?.spent ?? 0, crossings: plan.carry ? [] : crossingsOf(ctx, plan.from, path), ...carry };
}

/** The move cut short where it stopped (`ifStopped: stop`): the steps before the refused one. */
export function truncated(body: MoveBody, taken: number): MoveBody | null {
  return taken > 0 ? { ...body, path: body.path.slice(0, taken) } : null;
}

/** SoS 16.45: the `moved` event of a transport's move names it and what it carried, from where to where. */
function carriedFields(plan: Extract<MovePlan, { ok: true }>): Record<string, unknown> {
  const c = plan.carry!;
  const riders = plan.units.filter((id) => c.passengers.includes(id));
  const carried = c.unload > c.pickup && riders.length > 0;
  return { transport: c.transport, rule: 'SoS 8.0, 16.45', ...(carried ? { carried: { units: riders, from: pickupPlace({ ...plan, carry: c }), to: dropPlace({ ...plan, carry: c }) } } : {}) };
}
