import type { Issue } from '#kernel/engine/issues';
import { engineeringOf, withEngineering, type SosEngineeringTask } from '../state/engineering';
import type { PhaseContext } from '../windows/phase';
import type { PhaseRun } from '../windows/movement/phase-run';
import { BUILD_RULE, buildProblems, type BuildBody } from './build-check';
import { buildTurns, dueMoment } from './build-time';

/**
 * A build order in the phase run (SoS 17.0, 17.15, 17.24, 17.34): its problems (check mode:
 * those the side can know), or the task started. In the adjudication, an enemy unit the side
 * does not see that has the hex in its range and line of sight prevents the task and is
 * revealed (17.0: "You must reveal at least one such unit"): the first of them, in id order.
 */
export function runBuild(ctx: PhaseContext, run: PhaseRun, b: BuildBody, order: number, at: (string | number)[], mode: 'check' | 'adjudicate'): Issue[] {
  const v = buildProblems(ctx, run.state, b, at);
  if (v.issues.length > 0) return v.issues;
  if (mode === 'check') {
    startTask(ctx, run, b, order);
    return [];
  }
  const w = v.hiddenWatchers[0];
  if (w) {
    const pieces = { ...run.state.pieces, [w.unit]: { ...run.state.pieces[w.unit]!, revealed: true } };
    run.state = { ...run.state, pieces };
    run.events.push({ type: 'engineering-prevented', side: ctx.side, hex: b.hex, kind: b.kind, revealed: w.unit, at: w.hex, reason: `${w.unit}, hidden in ${w.hex}, has ${b.hex} in its range and line of sight and is revealed`, rule: 'SoS 17.0' });
    return [];
  }
  startTask(ctx, run, b, order);
  return [];
}

function startTask(ctx: PhaseContext, run: PhaseRun, b: BuildBody, order: number): void {
  const started = { turn: ctx.turn, phase: ctx.window.phase };
  const turns = buildTurns(ctx.env.tables.engineering, b.kind, ctx.side, b.units.length);
  const task: SosEngineeringTask = { side: ctx.side, units: [...b.units], hex: b.hex, kind: b.kind, remove: b.remove ?? false, started, due: dueMoment(started, turns), delays: [], done: null };
  const e = engineeringOf(run.state);
  run.state = withEngineering(run.state, { ...e, tasks: [...e.tasks, task] });
  run.events.push({ type: 'engineering-started', order, side: ctx.side, units: task.units, hex: b.hex, kind: b.kind, remove: task.remove, due: task.due, rule: BUILD_RULE[b.kind], visibleTo: [ctx.side] });
}

/**
 * SoS 17.18, 17.27, 17.37, 17.34: an engineer on a task does not move (17.16: "without moving");
 * it may move in its next movement phase after the work is placed. The problem of a move that
 * names one.
 */
export function buildingMovers(run: PhaseRun, units: readonly string[], at: (string | number)[]): Issue[] {
  const tasks = engineeringOf(run.state).tasks;
  return units.flatMap((id, k) => {
    const t = tasks.find((x) => x.units.includes(id));
    if (!t) return [];
    const rule = { fortification: 'SoS 17.34, 17.37', minefield: 'SoS 17.24, 17.27', bridge: 'SoS 17.16, 17.18' }[t.kind];
    const what = t.done ? `placed a ${t.kind} in ${t.hex} this phase: it may move in its next movement phase` : `is ${t.remove ? 'removing' : 'building'} a ${t.kind} in ${t.hex}`;
    return [{ path: [...at, 'units', k], code: 'engineer-building', message: `${id} ${what}`, rule }];
  });
}
