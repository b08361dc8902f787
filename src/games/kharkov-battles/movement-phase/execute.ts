import type { HexId } from '#kernel/ids';
import type { KbMovementOrder } from '../orders/movement';
import { checkMove, type MoveCheck } from '../rules/movement/walk';
import type { MoveMode } from '../rules/movement/mover';
import type { KbState } from '../state/types';
import { isHq } from '../state/unit-status';
import { withUnits } from '../state/update';
import type { MovementEvent, OrderAt, Refusal } from './events';
import { applyOverrun } from './overrun';
import { makeMobileAssault } from './mobile-assault';
import { moveContext, toHex, unitRefusal, type MovementPhaseInput, type PhaseRun, type UnitPhase } from './run';
import { askStanding } from './standing';
import { MovementPhaseStop, type MovementAsk } from './stop';
import { stateMoveQueries } from './state-queries';
import { withUnitsMoved } from './unit-changes';

export interface MovementPhaseResult {
  state: KbState;
  events: MovementEvent[];
  /** Where the phase stopped for a decision the other side is asked (stop.ts); the state and events are those up to it. */
  stopped?: MovementAsk;
}

/**
 * Carries out a side's Movement Phase orders (KB 10.0, 11.0) in file order on the state:
 * each order is checked against the state it meets (the moves and combats before it
 * counted); an order that has become illegal is skipped with its reasons, never changed
 * (docs/kharkov-battles.md), save a `move` with `ifBlocked: stop`, carried out as far as its
 * path stays legal. Mobile Assaults (11.2) are rolled when their order comes, Overruns
 * (11.31) made as the path enters them, and `then`/`else` branches followed. The other
 * side's standing removals (18.22, standing.ts) are asked as the phase begins, after each
 * hex a unit enters and after each Mobile Assault. A decision the caller's judgements ask
 * the other side (stop.ts) stops the phase where it arises.
 */
export function executeMovementPhase(input: MovementPhaseInput): MovementPhaseResult {
  const run: PhaseRun = { input, state: input.state, events: [], units: new Map(), originUses: new Map(), targetUses: new Map() };
  try {
    askStanding(run, null); // KB 18.22: a trigger that already holds as the phase begins
    runOrders(run, input.orders, 'orders');
  } catch (e) {
    if (e instanceof MovementPhaseStop) return { state: run.state, events: run.events, stopped: e.ask };
    throw e;
  }
  return { state: run.state, events: run.events };
}

export function runOrders(run: PhaseRun, orders: readonly KbMovementOrder[], prefix: string): void {
  orders.forEach((o, i) => runOrder(run, o, `${prefix}[${i}]`));
}

function runOrder(run: PhaseRun, order: KbMovementOrder, at: OrderAt): void {
  if ('move' in order) {
    const m = order.move;
    const mode: MoveMode = m.strategic ? 'strategic' : 'tactical';
    const moved = moveUnit(run, at, m.unit, m.path, mode, m.ifBlocked ?? 'skip', m.infiltrate === true);
    if (moved) finish(run, m.unit);
    return;
  }
  if ('overrun' in order) {
    const o = order.overrun;
    const target = toHex(o.target);
    const refusal = overrunPlanRefusal(run, o.unit, o.path.map(toHex), target);
    const moved = refusal ? null : moveUnit(run, at, o.unit, o.path, 'tactical', 'skip', false);
    if (refusal) run.events.push({ kind: 'skipped', at, unit: o.unit, reasons: [refusal] });
    branch(run, `${at}.overrun`, moved !== null && moved.walked.includes(target), o.then, o.else);
    return;
  }
  const a = order.assault;
  let ready = true;
  if (a.path) ready = moveUnit(run, `${at}.assault.path`, a.unit, a.path, 'tactical', 'skip', false)?.whole === true;
  const vacated = ready && makeMobileAssault(run, at, a);
  if (ready) askStanding(run, at);
  branch(run, `${at}.assault`, vacated, a.then, a.else);
}

function branch(run: PhaseRun, at: OrderAt, ok: boolean, then?: KbMovementOrder[], els?: KbMovementOrder[]): void {
  const taken = ok ? 'then' : 'else';
  const orders = ok ? then : els;
  if (!orders) return;
  run.events.push({ kind: 'branch', at, taken });
  runOrders(run, orders, `${at}.${taken}`);
}

/**
 * A `move` order ends the unit's movement for the phase (KB 10.0: a unit moves once); the
 * path of an overrun or an assault order leaves it free to go on, an assault's success
 * with the MP it has left (11.2).
 */
function finish(run: PhaseRun, unit: string): void {
  const u = run.units.get(unit);
  if (u) u.done = true;
}

/** A move carried out: its check, the hexes entered, and whether it went the whole way ordered. */
export interface MoveDone {
  check: MoveCheck;
  walked: HexId[];
  whole: boolean;
}

/**
 * Moves `unit` along `path` when the move is legal on the current state (walk.ts), going on
 * with the MP it spent when it already moved (11.2). With `ifBlocked: stop`, the longest
 * legal beginning of the path. Hex by hex: each lone enemy unit overrun as the unit enters
 * its hex (11.31), then the other side's standing removals asked (18.22, standing.ts). A
 * bridge removed that leaves the rest of the path illegal stops the unit where it stands
 * (`ifBlocked: stop`: as far as the rest stays legal), reported `order-cut-short`
 * (`bridge-removed`, KB 18.22). Returns what was carried out, or null when nothing moved.
 */
export function moveUnit(run: PhaseRun, at: OrderAt, unit: string, rawPath: readonly string[], mode: MoveMode, ifBlocked: 'skip' | 'stop', infiltrate: boolean): MoveDone | null {
  const refused = unitRefusal(run, unit);
  if (refused) {
    run.events.push({ kind: 'skipped', at, unit, reasons: [refused] });
    return null;
  }
  const start = run.state.units[unit]!.hex!;
  const path = rawPath.map(toHex);
  const prior = run.units.get(unit);
  if (prior && prior.mode !== mode) {
    run.events.push({ kind: 'skipped', at, unit, reasons: [{ code: 'strategic-after-tactical', message: `${unit} already moved by ${prior.mode} movement this phase`, rule: 'KB 10.31' }] });
    return null;
  }
  const mctx = moveContext(run, unit);
  const spent = prior?.spent ?? 0;
  const check = (p: HexId[]) => checkMove(mctx, { start, path: p, mode, ...(spent > 0 ? { spent } : {}) });
  let done = check(path);
  const reasons: Refusal[] = done.problems.map((p) => ({ code: p.code, message: p.message, rule: p.rule }));
  if (done.ok && infiltrate && !done.infiltration) reasons.push({ code: 'not-infiltration', message: 'the order asks for a Mobile Infiltration and this move is not one', rule: 'KB 11.1' });
  if (done.ok && !infiltrate && done.infiltration) reasons.push({ code: 'infiltration-not-ordered', message: 'this one-hex move is a Mobile Infiltration, which the order does not ask for', rule: 'KB 11.1' });
  if (done.ok && done.overruns.length > 0 && prior?.infiltrated) reasons.push({ code: 'overrun-after-infiltration', message: 'no Overrun in the same movement phase as Mobile Infiltration', rule: 'KB 11.31' });
  if (reasons.length > 0) {
    if (ifBlocked !== 'stop') {
      run.events.push({ kind: 'skipped', at, unit, reasons });
      return null;
    }
    let n = path.length - 1;
    for (; n > 0; n--) {
      const c = check(path.slice(0, n));
      if (c.ok && !c.infiltration) break;
    }
    if (n === 0) {
      run.events.push({ kind: 'skipped', at, unit, reasons });
      return null;
    }
    done = check(path.slice(0, n));
    run.events.push({ kind: 'order-cut-short', at, unit, hex: path[n - 1]!, reasons });
  }
  let walked = path.slice(0, done.steps.length);
  const before = run.state;
  let cut: Refusal[] = [];
  // KB 11.31-11.32: each overrun hex is cleared as the unit enters it
  for (let i = 0; i < walked.length; i++) {
    const hex = walked[i]!;
    if (done.overruns.includes(hex)) applyOverrun(run, at, unit, hex);
    run.state = withUnitsMoved(run.state, { [unit]: hex });
    if (!askStanding(run, at) || i === walked.length - 1) continue;
    // KB 18.22: the rest of the path, on the markers as they are now
    const now = (p: HexId[]) => checkMove(moveContext(run, unit, { ...before, markers: run.state.markers }), { start, path: p, mode, ...(spent > 0 ? { spent } : {}) });
    const whole = now(walked);
    if (whole.ok) continue;
    let n = i + 1;
    if (ifBlocked === 'stop') {
      for (let m = walked.length - 1; m > n; m--) {
        if (!now(walked.slice(0, m)).ok) continue;
        n = m;
        break;
      }
    }
    const part = now(walked.slice(0, n));
    done = part.ok ? part : { ...done, steps: done.steps.slice(0, n), cost: done.steps[n - 1]!.total, mustAttack: [] };
    cut = [{ code: 'bridge-removed', message: `the other side removed a Pontoon Bridge as ${unit} stood in ${run.input.ctx.map.label(hex)}, and the rest of its path is no longer legal`, rule: 'KB 18.22' }, ...whole.problems.map((p) => ({ code: p.code, message: p.message, rule: p.rule }))];
    walked = walked.slice(0, n);
  }
  const end = walked.at(-1) ?? start;
  if (cut.length > 0) run.events.push({ kind: 'order-cut-short', at, unit, hex: end, reasons: cut });
  const u: UnitPhase = prior ?? { mode, spent: 0, assaulted: false, infiltrated: false, overran: false, done: false };
  u.spent = spent + done.cost;
  u.infiltrated ||= done.infiltration;
  u.overran ||= done.overruns.length > 0;
  run.units.set(unit, u);
  run.events.push({ kind: 'moved', at, unit, from: start, path: walked, cost: done.cost, spent: u.spent, infiltration: done.infiltration });
  // KB 15.11: an HQ may never attack by itself, so 7.26 obliges it to nothing
  if (done.mustAttack.length > 0 && !isHq(run.input.ctx.unit(unit))) markRiverCrosser(run, at, unit, done.mustAttack);
  return { check: done, walked, whole: walked.length === path.length };
}

/** KB 7.26: "must attack that unit in the following combat phase. Place a 'Prepared Assault' marker on the unit." */
function markRiverCrosser(run: PhaseRun, at: OrderAt, unit: string, hexes: HexId[]): void {
  run.state = withUnits(run.state, { [unit]: { marks: { ...run.state.units[unit]!.marks, preparedAssault: true } } });
  run.events.push({ kind: 'must-attack', at, unit, hexes, rule: 'KB 7.26' });
}

/** The overrun order's own checks before the move: the target on the path and still an overrun target (11.31). */
function overrunPlanRefusal(run: PhaseRun, unit: string, path: HexId[], target: HexId): Refusal | null {
  if (unitRefusal(run, unit)) return null; // moveUnit reports it
  const q = stateMoveQueries(run.input.ctx, run.state, run.input.side);
  if (!q.enemyOccupied(target)) return { code: 'overrun-target-gone', message: `${run.input.ctx.map.label(target)} holds no enemy unit any more`, rule: 'KB 11.31' };
  if (!q.overrunTarget(target)) return { code: 'overrun-target-not-lone', message: `${run.input.ctx.map.label(target)} no longer holds one lone enemy HQ, cadre or unit without a ZOC`, rule: 'KB 11.31' };
  if (!path.includes(target)) return { code: 'target-not-on-path', message: 'the overrun hex is one of the hexes the path enters', rule: 'KB 11.31' };
  return null;
}
