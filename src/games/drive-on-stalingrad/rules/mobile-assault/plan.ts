import type { HexId, UnitId } from '#kernel/ids';
import { walkPath } from '#kernel/movement/path';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import type { AssaultOrder } from '#games/drive-on-stalingrad/orders/assault';
import { GERMAN, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import { moveClass, occupancy } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { isProblem, resolveHex } from '../hex-labels';
import { resolveHexList } from '../hex-list';
import { stackProblem, unitStepCost } from '../movement';
import { dedupe, problem, type OrderProblem } from '../problem';
import { conditionsOf } from '../terrain-conditions';
import { enterCost } from '../terrain-costs';
import { movementAllowance } from '../supply/movement-supply';
import { resolveUnits, type UnitRef } from '../unit-refs';
import { forceProblems } from './force';
import { assaultHoldProblems } from './hold';
import { targetProblems } from './target';

/** A legal mobile assault, ready to resolve. */
export interface AssaultPlan {
  side: DosSide;
  force: UnitRef[];
  start: HexId;
  /** Hexes entered before the assault; the launch hex is the last (or the start). */
  approach: HexId[];
  launch: HexId;
  target: HexId;
  onSuccess: HexId[];
  losses: string[];
  /** The force's movement factor: its slowest unit's (DoS 9.7). */
  allowance: number;
  /** MP each unit spent to reach the launch hex. */
  approachCost: Record<string, number>;
  /** MP each unit pays to enter the target: double the normal cost (DoS 9.24). */
  entryCost: Record<string, number>;
}

/** MP a force unit has left once it stands in the cleared target (DoS 9.30). */
export const mpLeft = (plan: AssaultPlan, id: UnitId): number => plan.allowance - (plan.approachCost[id] ?? 0) - (plan.entryCost[id] ?? 0);

function hexes(ctx: DosContext, labels: string[] | undefined, at: string, start: HexId | undefined, problems: OrderProblem[]): HexId[] | null {
  const r = resolveHexList(ctx, labels ?? [], ['assault', at]);
  problems.push(...r.problems);
  if (!r.hexes) return null;
  return start !== undefined && r.hexes[0] === start ? r.hexes.slice(1) : r.hexes;
}

/**
 * Checks a mobile-assault order against the position now (DoS 9.23-9.28): the force
 * (force.ts), its approach to the launch hex as normal movement (9.1-9.7, stacking at
 * every hex, 6.2; no minimum move, 9.25), the target and the hexside crossed
 * (target.ts), and enough MP left to pay double the target's entry cost, hexside
 * included (9.24, 9.25, digest E34). The onward path is walked as if the hex were
 * cleared, with the MP that would be left (9.30); where the force may end its move, the
 * launch hex and the end of a clearing assault, obeys the Uranus hold order (U-9).
 */
export function planAssault(ctx: DosContext, state: DosState, side: DosSide, order: AssaultOrder): { plan: AssaultPlan | null; problems: OrderProblem[] } {
  const a = order.assault;
  const { refs, problems } = resolveUnits(ctx, state, side, a.units, ['assault', 'units'], false);
  const start = refs[0]?.hex;
  const approach = hexes(ctx, a.path, 'path', start, problems);
  const onSuccess = hexes(ctx, a.onSuccess, 'onSuccess', undefined, problems);
  const target = resolveHex(ctx, a.target, ['assault', 'target']);
  if (isProblem(target)) problems.push(target);
  const launch = start === undefined || approach === null ? null : (approach.at(-1) ?? start);
  problems.push(...forceProblems(ctx, state, side, refs, a.units, launch));
  const ids = new Set(a.units);
  (a.losses ?? []).forEach((id, k) => {
    if (!ids.has(id)) problems.push(problem(['assault', 'losses', k], 'losses-not-attacker', `${id} is not one of this assault's units`, 'DoS 11.32'));
  });
  if (problems.length > 0 || start === undefined || launch === null || approach === null || onSuccess === null || isProblem(target)) {
    return { plan: null, problems: dedupe(problems) };
  }
  const occ = occupancy(state);
  const defs = refs.map((r) => r.def);
  const { allowance } = movementAllowance(ctx, state, refs); // DoS 9.7, 7.16
  const conditions = conditionsOf(ctx, state);
  const approachCost: Record<string, number> = {};
  const entryCost: Record<string, number> = {};
  for (const r of refs) {
    const walk = walkPath(ctx.map, start, approach, unitStepCost(ctx, state, r.def, occ), allowance);
    for (const p of walk.problems) problems.push(problem(['assault', 'path', p.index], p.code, `${refs.length > 1 ? `${r.id}: ` : ''}${p.message}`, p.rule ?? 'DoS 9.1'));
    approachCost[r.id] = walk.steps.at(-1)?.total ?? 0;
  }
  approach.forEach((hex, j) => {
    const s = ctx.map.has(hex) ? stackProblem(ctx, occ, hex, defs, state) : null;
    if (s) problems.push(problem(['assault', 'path', j], s.code, s.message, s.rule));
  });
  const targetIssues = targetProblems(ctx, state, launch, target, conditions);
  problems.push(...targetIssues);
  if (targetIssues.length === 0) {
    for (const r of refs) {
      const v = enterCost(ctx, moveClass(r.def), GERMAN, launch, target, conditions);
      if ('prohibited' in v) {
        problems.push(problem(['assault', 'target'], v.code, `${r.id}: ${v.message}`, v.rule));
        continue;
      }
      entryCost[r.id] = 2 * v.cost;
      const need = approachCost[r.id]! + 2 * v.cost;
      if (need > allowance) {
        problems.push(problem(['assault', 'target'], 'ma-over-budget', `${r.id} needs ${2 * v.cost} MP to assault ${target} (double the entry cost) with ${allowance - approachCost[r.id]!} left; the minimum move never allows a mobile assault`, 'DoS 9.25'));
      }
    }
  }
  problems.push(...assaultHoldProblems(ctx, state, { units: a.units, start, approach, target, onSuccess })); // DoS Uranus U-9
  if (problems.length > 0) return { plan: null, problems: dedupe(problems) };
  const plan: AssaultPlan = { side, force: refs, start, approach, launch, target, onSuccess, losses: a.losses ?? [], allowance, approachCost, entryCost };
  problems.push(...onwardProblems(ctx, state, plan));
  return problems.length > 0 ? { plan: null, problems: dedupe(problems) } : { plan, problems: [] };
}

/**
 * The onward move after a clearing assault (DoS 9.30): walked from the target with each
 * unit's MP left, in the position with the target's defenders gone and the force in it.
 * `state` is the position to judge against; `forceIds` the units that go on.
 */
export function onwardProblems(ctx: DosContext, state: DosState, plan: AssaultPlan, forceIds: UnitId[] = plan.force.map((r) => r.id)): OrderProblem[] {
  if (plan.onSuccess.length === 0) return [];
  const occ = new Map(occupancy(state)); // a copy: the position's own is read only
  for (const [hex, list] of occ) {
    const rest = list.filter((id) => !forceIds.includes(id));
    if (rest.length === list.length) continue;
    if (rest.length > 0) occ.set(hex, rest);
    else occ.delete(hex);
  }
  occ.set(plan.target, [...forceIds]);
  const refs = plan.force.filter((r) => forceIds.includes(r.id));
  const out: OrderProblem[] = [];
  for (const r of refs) {
    const walk = walkPath(ctx.map, plan.target, plan.onSuccess, unitStepCost(ctx, state, r.def, occ), mpLeft(plan, r.id));
    for (const p of walk.problems) out.push(problem(['assault', 'onSuccess', p.index], p.code, `${refs.length > 1 ? `${r.id}: ` : ''}${p.message}`, p.rule ?? 'DoS 9.30'));
  }
  plan.onSuccess.forEach((hex, j) => {
    const s = ctx.map.has(hex) ? stackProblem(ctx, occ, hex, refs.map((r) => r.def), state) : null;
    if (s) out.push(problem(['assault', 'onSuccess', j], s.code, s.message, s.rule));
  });
  return dedupe(out);
}
