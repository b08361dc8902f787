import type { HexId, UnitId } from '#kernel/ids';
import { walkPath } from '#kernel/movement/path';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import type { SeaMoveOrder } from '#games/drive-on-stalingrad/orders/sea-move';
import { SOVIET, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import { faceOf, isMech, moveClass, occupancy, sideOf, unitState } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { isSeaBlocked } from '../air/planes';
import { controllerOf } from '../control';
import { isProblem, resolveHex } from '../hex-labels';
import { resolveHexList } from '../hex-list';
import { stackProblem, unitStepCost } from '../movement';
import { dedupe, problem, type OrderProblem } from '../problem';
import { hasSpecialRule } from '../special-rules';
import { movementAllowance } from '../supply/movement-supply';
import { conditionsOf } from '../terrain-conditions';
import { enterCost } from '../terrain-costs';
import { arrivalKind } from '../reinforcements/schedule';
import { resolveUnit, type UnitRef } from '../unit-refs';
import { frozenReason } from '../activation/frozen';
import { seaMovesLeft, seaQuota } from './quota';

/** The unit that sails: on the map (`hex`), or an arriving reinforcement off it (`hex` null). */
export type Sailor = Omit<UnitRef, 'hex'> & { hex: HexId | null };

/** A legal sea move, ready to apply. */
export interface SeaMovePlan {
  unit: Sailor;
  /** The port it sails from; null for an arriving south-map reinforcement (DoS 9.18, digest E44). */
  from: HexId | null;
  to: HexId;
  /** Hexes entered after landing. */
  path: HexId[];
  /** MP: the landing hex's entry cost, then the whole move, of the allowance. */
  landing: number;
  cost: number;
  allowance: number;
}

const isFriendlyPort = (ctx: DosContext, state: DosState, h: HexId): boolean =>
  ctx.map.hasFeature(h, 'port') && controllerOf(ctx, state, h) === SOVIET;

/**
 * Checks a sea move against the position now (DoS 9.18): Operation Blue only; the Soviet
 * only (9.19 design note: no German sea movement); not in a game turn the German blocked
 * with both aircraft; within the phase's quota (one unit per Soviet port town, at most
 * three); a non-mechanized unit in a friendly port town since the phase began (not yet
 * moved, 9.2, 9.6), to another friendly port town, paying the landing hex's entry cost,
 * then normal movement with what is left; stacking where it lands and at every hex after.
 * An arriving south-map reinforcement may sail straight to a friendly port instead of
 * entering through a source (9.18, digest E44): it counts against the quota here and
 * against the two a game turn of 8.5, which the draws already keep (south-map.ts).
 */
export function planSeaMove(ctx: DosContext, state: DosState, side: DosSide, order: SeaMoveOrder): { plan: SeaMovePlan | null; problems: OrderProblem[] } {
  const o = order.sea;
  const problems: OrderProblem[] = [];
  if (!hasSpecialRule(ctx, state, 'black-sea-movement')) return { plan: null, problems: [problem(['sea'], 'no-sea-movement', 'there is no sea movement in this scenario', 'DoS 9.18')] };
  if (side !== SOVIET) return { plan: null, problems: [problem(['sea'], 'no-sea-movement', 'only the Soviet moves by sea; there is no German sea movement of any kind', 'DoS 9.19')] };
  if (isSeaBlocked(state)) problems.push(problem(['sea'], 'sea-blocked', 'the German blocked Soviet sea movement with both aircraft this game turn', 'DoS 9.18'));
  else if (seaMovesLeft(ctx, state) === 0) {
    problems.push(problem(['sea'], 'sea-quota', `no sea moves left this phase: ${seaQuota(ctx, state)} allowed (one per Soviet port town, at most three)`, 'DoS 9.18'));
  }
  const ref = sailor(ctx, state, side, o.unit);
  const to = resolveHex(ctx, o.to, ['sea', 'to']);
  const after = resolveHexList(ctx, o.path ?? [], ['sea', 'path']);
  problems.push(...after.problems);
  if (isProblem(to)) problems.push(to);
  if (isProblem(ref)) return { plan: null, problems: dedupe([...problems, ref]) };
  if (isMech(ref.def)) problems.push(problem(['sea', 'unit'], 'mech-by-sea', `${ref.id} is mechanized: only non-mechanized units move by sea`, 'DoS 9.18'));
  if (state.phase.moved.includes(ref.id)) problems.push(problem(['sea', 'unit'], 'moved-twice', `${ref.id} has already moved this phase`, 'DoS 9.2'));
  const frozen = ref.hex === null ? null : frozenReason(ctx, state, ref.id); // DoS 3.2, 8.4
  if (frozen) problems.push({ ...frozen, path: ['sea', 'unit'] });
  if (ref.hex !== null && state.phase.movedFrom.includes(ref.hex) && state.phase.movedFrom.at(-1) !== ref.hex) {
    problems.push(problem(['sea', 'unit'], 'stack-resumed', `units from ${ref.hex} may not move again after another stack has moved`, 'DoS 9.6'));
  }
  if (ref.hex !== null && !isFriendlyPort(ctx, state, ref.hex)) problems.push(problem(['sea', 'unit'], 'not-in-port', `${ref.id} is not in a friendly port town (${ref.hex})`, 'DoS 9.18'));
  if (!isProblem(to)) {
    if (!isFriendlyPort(ctx, state, to)) problems.push(problem(['sea', 'to'], 'not-a-friendly-port', `${to} is not a Soviet-controlled Black Sea port town (no amphibious assault)`, 'DoS 9.18'));
    else if (to === ref.hex) problems.push(problem(['sea', 'to'], 'same-port', `${ref.id} is already in ${to}`, 'DoS 9.18'));
  }
  if (problems.length > 0 || isProblem(to) || after.hexes === null) return { plan: null, problems: dedupe(problems) };
  // DoS 7.16 on the map; an arriving unit has its movement factor at once (8.5)
  const allowance = ref.hex === null ? faceOf(ref.def, ref.steps).movement : movementAllowance(ctx, state, [{ ...ref, hex: ref.hex }]).allowance;
  const occ = occupancy(state);
  const landingVerdict = enterCost(ctx, moveClass(ref.def), SOVIET, to, to, conditionsOf(ctx, state)); // the hex alone: no hexside is crossed at sea
  if ('prohibited' in landingVerdict) return { plan: null, problems: [problem(['sea', 'to'], landingVerdict.code, landingVerdict.message, landingVerdict.rule)] };
  const landing = landingVerdict.cost;
  if (landing > allowance) problems.push(problem(['sea', 'to'], 'over-budget', `landing in ${to} costs ${landing} MP, over the ${allowance} available`, 'DoS 9.18'));
  const landed = stackProblem(ctx, occ, to, [ref.def]);
  if (landed) problems.push(problem(['sea', 'to'], landed.code, landed.message, landed.rule));
  const walk = walkPath(ctx.map, to, after.hexes, unitStepCost(ctx, state, ref.def, occ), allowance - landing);
  for (const p of walk.problems) problems.push(problem(['sea', 'path', p.index], p.code, p.message, p.rule ?? 'DoS 9.1'));
  after.hexes.forEach((hex, j) => {
    const s = ctx.map.has(hex) ? stackProblem(ctx, occ, hex, [ref.def]) : null;
    if (s) problems.push(problem(['sea', 'path', j], s.code, s.message, s.rule));
  });
  if (problems.length > 0) return { plan: null, problems: dedupe(problems) };
  const cost = landing + (walk.steps.at(-1)?.total ?? 0);
  return { plan: { unit: ref, from: ref.hex, to, path: after.hexes, landing, cost, allowance }, problems: [] };
}

/**
 * The unit of a sea order: a Soviet unit on the map, or a drawn south-map reinforcement
 * waiting to enter (DoS 9.18: "an arriving south map reinforcement", 8.5; digest E44);
 * any other reinforcement enters through a source (8.1-8.3).
 */
function sailor(ctx: DosContext, state: DosState, side: DosSide, id: string): Sailor | OrderProblem {
  const u = unitState(state, id);
  const def = ctx.units.get(id);
  if (u?.status !== 'pending' || !def || sideOf(def) !== side) return resolveUnit(ctx, state, side, id, ['sea', 'unit']);
  if (arrivalKind(ctx, state, id) !== 'south') {
    return problem(['sea', 'unit'], 'not-by-sea', `${id} is not yet on the map, and only an arriving south-map reinforcement may come in by sea; it enters through a supply source`, 'DoS 9.18');
  }
  return { id: id as UnitId, def, hex: null, steps: u.steps };
}
