import type { Dice } from '#kernel/engine/dice';
import type { Issue } from '#kernel/engine/issues';
import { sosOrderKind, type SosOrder } from '../../orders/schema';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { makeBreakthrough } from './breakthrough-attack';
import { breakthroughProblems } from './breakthrough-check';
import { commandHalving } from './command';
import { endStackingIssues, undoOverStacking } from './end-stacking';
import { applyJoin, joinProblems } from './join';
import { applyMarkAttack, markAttackProblems } from './mark-attack';
import { newRun, type PhaseRun } from './phase-run';
import { executeMove } from './execute-move';
import { applyMove, planMove as planStackMove, truncated, type MoveBody } from './run-move';
import { planTransportMove } from './transport-move';
import { applyEnter, applyMounting, dismountProblems, enterProblems, remountProblems } from './start-orders';
import { applyRepairTank, repairTankProblems } from './tank-repair-place';
import { applyFlotillaPlacement, flotillaPlacementProblems } from './flotilla-placement';
import { applyReplace, replaceProblems } from '../../replacements/replace-order';
import { arrivalsInBreakthrough } from './arrivals-breakthrough';
import { moveCommandLostLeaders } from '../../leaders/command-lost';
import { recordMoved } from '../../movement/moved-artillery';
import { buildingMovers, runBuild } from '../../engineering/build-start';
import { fortificationsEntered } from '../../engineering/fortification-entered';

/**
 * The order a movement phase runs its orders in, file order within each step: arrivals
 * (21.2) and "dismounted" markers (8.71, 8.73) at its start; breakthrough movement and
 * breakthrough attacks first, in file order (8.5, 10.1); normal movement; deployment last (8.23); "attack" markers on the position the moves
 * leave (9.02a); leaders and OPs joining a unit of their command last (18.15, 14.92).
 */
function step(o: SosOrder): number {
  const kind = sosOrderKind(o);
  // SoS 16.53: River Flotilla units are placed at the start of the phase, before the crossers move
  // SoS 21.2: replacements are placed with the reinforcements, at the start of the phase
  // SoS 16.72: a repaired tank is placed at the start of the phase, and may move in it
  if (kind === 'enter' || kind === 'replace' || kind === 'flotilla' || kind === 'repairTank') return 0;
  // SoS 17.15, 17.24, 17.34: engineering starts on the position the phase begins with
  if (kind === 'dismount' || kind === 'remount' || kind === 'build') return 1;
  if (kind === 'breakthrough') return 2;
  // SoS 8.23, 21.3: breakthrough movement and attacks first, then normal movement (reinforcements' included), deployment last
  if ('move' in o) return o.move.mode === 'breakthrough' ? 2 : o.move.mode === 'deployment' ? 4 : 3;
  // SoS 18.15, 14.92: leaders and OPs join a unit of their command at the end of the phase
  if (kind === 'join') return 6;
  return 5;
}

/** A move order's plan: a transport's (16.4) or a stack's (8.0). */
const planMove = (ctx: PhaseContext, run: PhaseRun, body: MoveBody, at: (string | number)[], ineligible: ReadonlyMap<string, readonly string[]> | null) =>
  body.transport ? planTransportMove(ctx, run, body, at, ineligible) : planStackMove(ctx, run, body, at, ineligible);

/**
 * Runs a phase's orders (check: every problem, on the position the orders would leave with no
 * opportunity fire; adjudicate: the orders that may be made, the others skipped, each move hex
 * by hex under the other side's opportunity fire, execute-move.ts, with `dice`).
 */
export function runPhase(ctx: PhaseContext, state: SosState, orders: readonly SosOrder[], mode: 'check' | 'adjudicate', ineligible: ReadonlyMap<string, readonly string[]> | null, dice?: Dice): PhaseRun {
  const run = newRun(state, commandHalving(ctx.env, state));
  // SoS 21.46: the units rebuilt in this phase, each in play once
  const rebuilt = new Set<string>();
  // SoS 21.3: the units that arrived in this phase (reinforcements and replacements)
  const arrived = new Set<string>();
  // SoS 16.72: one tank repaired a turn
  let repairedTank = false;
  const sequence = orders.map((o, i) => ({ o, i })).sort((a, b) => step(a.o) - step(b.o) || a.i - b.i);
  for (const { o, i } of sequence) {
    const at = ['orders', i, sosOrderKind(o)];
    const problems = (issues: Issue[]): boolean => {
      if (issues.length === 0) return false;
      if (mode === 'check') run.issues.push(...issues);
      else run.events.push({ type: 'move' in o ? 'move-skipped' : 'order-skipped', order: i, kind: sosOrderKind(o), reason: issues.map((x) => x.message).join('; '), code: issues[0]!.code, rule: issues[0]!.rule ?? 'SoS 8.0', visibleTo: [ctx.side] });
      return true;
    };
    if ('enter' in o) {
      if (!problems(enterProblems(ctx, run.state, o.enter.units, o.enter.box, at))) {
        applyEnter(ctx, run, o.enter.units, o.enter.box, ctx.side);
        for (const u of o.enter.units) arrived.add(u);
      }
    } else if ('replace' in o) {
      // SoS 21.41-21.46: eliminated units rebuilt with saved replacement points, placed in a box (21.2)
      if (!problems(replaceProblems(ctx.env, run.state, ctx.side, o.replace.units, o.replace.box, rebuilt, at))) {
        const r = applyReplace(ctx.env, run.state, ctx.side, o.replace.units, o.replace.box);
        // SoS 14.11: IF units entering the game count as moving (replacements as reinforcements)
        run.state = recordMoved(r.state, o.replace.units.map((id) => ctx.env.counter(id)), ctx.turn, ctx.window.phase);
        run.events.push(...r.events);
        for (const u of o.replace.units) {
          rebuilt.add(u);
          arrived.add(u);
        }
      }
    } else if ('repairTank' in o) {
      // SoS 16.72: one eliminated tank on the tank repair unit
      if (!problems(repairTankProblems(ctx, run.state, o.repairTank.unit, repairedTank, at))) {
        applyRepairTank(ctx, run, o.repairTank.unit, i);
        repairedTank = true;
      }
    } else if ('dismount' in o) {
      if (!problems(dismountProblems(ctx, run, o.dismount.units, at))) applyMounting(run, o.dismount.units, true, ctx.side);
    } else if ('remount' in o) {
      if (!problems(remountProblems(ctx, run, o.remount.units, at))) applyMounting(run, o.remount.units, false, ctx.side);
    } else if ('breakthrough' in o) {
      // SoS 8.5, 10.1: made first with breakthrough movement, each resolved completely before the next
      if (!problems(breakthroughProblems(ctx, run, o.breakthrough, at, ineligible !== null))) makeBreakthrough(ctx, run, o.breakthrough, i, dice);
    } else if ('flotilla' in o) {
      if (!problems(flotillaPlacementProblems(ctx, run.state, o.flotilla, at))) applyFlotillaPlacement(ctx, run, o.flotilla, i);
    } else if ('join' in o) {
      if (!problems(joinProblems(ctx, run, o.join.unit, o.join.hex, at))) applyJoin(ctx, run, o.join.unit, o.join.hex, i);
    } else if ('markAttack' in o) {
      if (!problems(markAttackProblems(ctx, run, o.markAttack.hex, o.markAttack.by, at))) applyMarkAttack(run, o.markAttack.hex, o.markAttack.by);
    } else if ('build' in o) {
      problems(runBuild(ctx, run, o.build, i, at, mode));
    } else if ('move' in o) {
      // SoS 17.16, 17.18, 17.27, 17.34, 17.37: an engineer at work does not move
      if (problems(buildingMovers(run, o.move.transport ? [o.move.transport, ...o.move.units] : o.move.units, [...at]))) continue;
      if (o.move.mode === 'breakthrough' && problems(arrivalsInBreakthrough(arrived, o.move.transport ? [o.move.transport, ...o.move.units] : o.move.units, at))) continue;
      const plan = planMove(ctx, run, o.move, at, ineligible);
      if (plan.ok && dice) executeMove(ctx, run, plan, i, o.move.mode ?? 'normal', o.move.losses, dice);
      else if (plan.ok) applyMove(ctx, run, plan, i, o.move.mode ?? 'normal');
      else if (mode === 'check') run.issues.push(...plan.issues);
      else {
        // ifStopped: stop (the default) ends the move where it stopped, when the steps before are a legal move
        const short = o.move.ifStopped === 'skip' ? null : truncated(o.move, plan.taken);
        const again = short && plan.taken < o.move.path.length ? planMove(ctx, run, short, at, ineligible) : null;
        if (again?.ok) {
          if (dice) executeMove(ctx, run, again, i, o.move.mode ?? 'normal', o.move.losses, dice);
          else applyMove(ctx, run, again, i, o.move.mode ?? 'normal');
          run.events.push({ type: 'move-stopped', order: i, at: again.path.at(-1)!, reason: plan.issues.map((x) => x.message).join('; '), rule: plan.issues[0]!.rule ?? 'SoS 8.0', visibleTo: [ctx.side] });
        } else problems(plan.issues);
      }
      // SoS 17.32: an enemy fortification alone in a hex the move entered is removed
      fortificationsEntered(ctx.env, run, ctx.side, o.move.transport ? [o.move.transport] : o.move.units, o.move.path, i);
    } else problems([{ path: ['orders', i], code: 'wrong-window', message: `${sosOrderKind(o)} is not an order of a movement phase`, rule: 'SoS 4.3' }]);
  }
  if (mode === 'check') run.issues.push(...endStackingIssues(ctx, run));
  else {
    undoOverStacking(ctx, run);
    // SoS 18.1: "leader units must be moved to the nearest unit of their command at the end of that phase"
    const moved = moveCommandLostLeaders(ctx.env, run.state, ctx.standing, run.commandLost);
    run.state = moved.state;
    run.events.push(...moved.events);
  }
  return run;
}
