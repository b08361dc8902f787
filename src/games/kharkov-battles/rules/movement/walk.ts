import type { HexId } from '#kernel/ids';
import { isProhibited, walkPath, type PathProblem, type PathStep, type StepCost } from '#kernel/movement/path';
import { moveProblem, type MoveProblem } from './problems';
import { infiltrationStepRefusal, infiltrationUnitRefusal } from '../infiltration/infiltration';
import type { MoveMode } from './mover';
import { nearEnemy, outOfBounds, strategicStartRefusal, strategicStep, tacticalStep, type MoveContext } from './step';
import { riverAttackTargets } from './river-attack';
import { terrainCost } from './terrain-cost';
import { allowanceFor, fullToward } from './toward';

/** One unit's move in a movement phase: the hexes it enters, in order, from `start`. */
export interface Move {
  start: HexId;
  path: HexId[];
  mode: MoveMode;
  /**
   * KB 11.2: the MP the unit already spent this phase, its move and a successful Mobile
   * Assault, when it goes on from the assaulted hex. Absent for a move from the phase's start.
   */
  spent?: number;
}

export type { MoveProblem, MoveProblemCode } from './problems';

export interface MoveCheck {
  ok: boolean;
  /** Each hex entered with its cost and the running total. */
  steps: PathStep[];
  /** Movement Points spent. */
  cost: number;
  problems: MoveProblem[];
  /** KB 11.1: the move is a Mobile Infiltration, so the unit may not Mobile Assault (11.2) or Overrun (11.31) this phase. */
  infiltration: boolean;
  /** KB 11.31: the hexes whose lone enemy unit the move overruns (11.32 says where it goes). */
  overruns: HexId[];
  /** KB 7.26: the enemy hexes the unit must attack in the following combat phase, having crossed a Major River into their ZOC. */
  mustAttack: HexId[];
}

/**
 * Checks one unit's move (KB 10.0) hex by hex: each hex on the map and adjacent to the one
 * before, each step allowed and costed (step.ts), the total within the unit's allowance
 * (10.53), every problem reported with its rule.
 *
 * Tactical Movement (10.2): a unit that enters an Enemy-controlled hex stops there (7.21,
 * 10.52); a path of one hex is legal whatever it costs (One-Hex Tactical Movement, 10.56)
 * unless terrain or EZOC prohibit it; a one-hex move from an EZOC straight into another EZOC
 * (7.25) is a Mobile Infiltration when the unit and the step allow one (11.1).
 *
 * Strategic Movement (10.3): not for an Out of Supply or Isolated unit (8.32e, 8.33e), every
 * hex from start to end at least three hexes from every enemy unit (10.32), never into or
 * from an interdicted hex for a Soviet unit (5.32); it has no one-hex minimum.
 */
export function checkMove(ctx: MoveContext, move: Move): MoveCheck {
  const { map, q, mover } = ctx;
  const { start, path } = move;
  const spent = move.spent ?? 0;
  if (spent > 0 && path.length > 0) {
    const refusal = continuationRefusal(ctx, move.mode, start);
    if (refusal) return result([], [{ index: 0, ...refusal }], false, []);
  }
  // KB 9.4, 9.42: a Limited Support cadre's full MPA when the path leads toward a friendly supply source or HQ unit
  const allowance = allowanceFor(map, mover, start, path);
  if (move.mode === 'strategic') {
    const near = nearEnemy(ctx);
    const refusal = path.length > 0 && map.has(start) ? strategicStartRefusal(ctx, start, near) : null;
    const walked = walkPath(map, start, path, strategicStep(ctx, near), allowance);
    const problems = refusal ? [{ index: 0, ...refusal }, ...walked.problems] : walked.problems;
    return result(walked.steps, withHalvedNote(mover, allowance, problems), false, []);
  }

  const step = tacticalStep(ctx);
  // KB 9.4: a unit with a 'Limited Support' marker never attacks, so never goes on after a Mobile Assault: the allowance is its own
  if (spent > 0) return tacticalWalk(ctx, step, move, mover.allowance - spent, false);
  if (path.length === 1 && map.has(start) && map.adjacent(start).includes(path[0]!)) {
    const infiltrated = tryInfiltration(ctx, step, start, path[0]!);
    if (infiltrated) return infiltrated;
  }
  return tacticalWalk(ctx, step, move, allowance, true);
}

/**
 * KB 9.42: an over-budget move of a Limited Support cadre that could have had its full MPA
 * says why it did not (the code and rule stay those of 10.53).
 */
function withHalvedNote(mover: MoveContext['mover'], allowance: number, problems: PathProblem[]): PathProblem[] {
  const full = fullToward(mover);
  if (full === null || allowance === full) return problems;
  const note = ` (its 'Limited Support' marker halves its MPA, KB 9.4; it has its full ${full} only on a move whose every hex is nearer one friendly supply source or HQ unit than the hex before, KB 9.42)`;
  return problems.map((p) => (p.code === 'over-budget' ? { ...p, message: p.message + note } : p));
}

/** Tactical Movement with `budget` MP, the one-hex minimum (10.56) when `minimumMove`. */
function tacticalWalk(ctx: MoveContext, step: StepCost, move: Move, budget: number, minimumMove: boolean): MoveCheck {
  const { map, q } = ctx;
  const { start, path } = move;
  const walked = walkPath(map, start, path, step, budget, { minimumMove });
  let problems = withHalvedNote(ctx.mover, budget, walked.problems);
  // KB 7.21, 10.52: a unit that entered an EZOC moves no further
  path.forEach((hex, i) => {
    if (i === 0 || !map.has(path[i - 1]!) || !q.enemyZoc(path[i - 1]!)) return;
    problems = problems.filter((p) => !(p.index === i && p.code === 'ezoc-to-ezoc'));
    problems.push({ index: i, code: 'stopped-in-ezoc', message: `the unit entered the EZOC in ${map.label(path[i - 1]!)} and must stop there, not go on to ${map.label(hex)}`, rule: 'KB 10.52' });
  });
  problems.sort((a, b) => a.index - b.index);
  const ok = problems.length === 0;
  const overruns = ok ? path.filter((h) => q.enemyOccupied(h)) : [];
  const last = path.length - 1;
  const mustAttack = ok && last >= 0 ? riverAttackTargets(ctx, last > 0 ? path[last - 1]! : start, path[last]!) : [];
  return { ...result(walked.steps, problems, false, overruns), mustAttack };
}

/**
 * KB 11.2: after a successful Mobile Assault the unit "may continue movement if it has
 * Movement Points left and is not currently in an EZOC"; it was moving tactically, so it
 * may not switch to Strategic Movement (10.31), and the one-hex minimum (10.56) and Mobile
 * Infiltration (11.1, 11.2 Note) are spent with the phase's first step. Null when it may go on.
 */
export function continuationRefusal(ctx: MoveContext, mode: MoveMode, start: HexId): { code: string; message: string; rule: string } | null {
  if (mode === 'strategic') return { code: 'strategic-after-tactical', message: 'a unit that moved tactically this phase may not use Strategic Movement', rule: 'KB 10.31' };
  if (ctx.q.enemyZoc(start)) return { code: 'stopped-in-ezoc', message: `after its Mobile Assault the unit is in the EZOC in ${ctx.map.label(start)} and may move no further`, rule: 'KB 11.2' };
  return null;
}

/**
 * KB 11.1 with 7.25 and 10.56: the one-hex move from `start` to `to`, when the ordinary step is
 * refused only because both hexes are Enemy-controlled. Null when the ordinary rules apply.
 */
function tryInfiltration(ctx: MoveContext, step: StepCost, start: HexId, to: HexId): MoveCheck | null {
  const verdict = step(start, to);
  if (!isProhibited(verdict) || verdict.code !== 'ezoc-to-ezoc') return null;
  const base: PathProblem = { index: 0, code: verdict.code, message: verdict.message, rule: verdict.rule! };
  const unit = infiltrationUnitRefusal(ctx.mover);
  if (unit?.code === 'infiltration-unit') return null; // a unit that never infiltrates: 7.25 alone answers
  const refusal = unit ?? infiltrationStepRefusal(ctx.map, ctx.q, start, to);
  if (refusal) return result([{ hex: to, cost: 0, total: 0 }], [base, { index: 0, ...refusal }], false, []);
  const walked = walkPath(ctx.map, start, [to], infiltrationStep(ctx), ctx.mover.allowance, { minimumMove: true });
  return result(walked.steps, walked.problems, walked.problems.length === 0, []);
}

/**
 * The step of a Mobile Infiltration (KB 11.1): EZOC ignored, so the terrain cost alone; never
 * into an enemy-occupied hex, as an infiltrating unit may not Overrun (11.31 Note).
 */
export function infiltrationStep(ctx: MoveContext): StepCost {
  const { map, tec, weather, mover, q } = ctx;
  return (from, to) => {
    const away = outOfBounds(ctx, to, from);
    if (away) return away;
    if (q.enemyOccupied(to)) return { prohibited: true, code: 'enemy-occupied', message: `${map.label(to)} holds enemy units, and an infiltrating unit may not Overrun`, rule: 'KB 10.51, 11.31' };
    return terrainCost(map, from, to, { tec, weather, class: mover.class, road: 'tactical', rubble: q.rubble(to), pontoon: q.pontoon(from, to) });
  };
}

function result(steps: PathStep[], problems: PathProblem[], infiltration: boolean, overruns: HexId[]): MoveCheck {
  return { ok: problems.length === 0, steps, cost: steps.at(-1)?.total ?? 0, problems: problems.map(moveProblem), infiltration, overruns, mustAttack: [] };
}
