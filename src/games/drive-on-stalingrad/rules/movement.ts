import type { GameEvent } from '#kernel/engine/events';
import type { HexId, UnitId } from '#kernel/ids';
import { hexIndex } from '#kernel/map/hex-index';
import { walkPath, type StepCost } from '#kernel/movement/path';
import type { DosContext } from '../data/context';
import type { UnitDef } from '../data/schema';
import { movers, type MoveOrder } from '../orders/move';
import { opponent, SOVIET, type DosSide } from '../state/sides';
import { faceOf, moveClass, occupancy, sideOf, unitDef } from '../state/units';
import type { DosState } from '../state/types';
import { frozenReason } from './activation/frozen';
import { contactStop } from './activation/newcomers';
import { armyArea, armyOf, liftOnSovietCrossing, releaseTurn } from './army-release';
import { holdOrderProblem } from '../scenario-rules/uranus/hold-order';
import { consequencesText, noConsequences, type Consequences } from './consequences';
import { enterHex } from './enter-hex';
import { isProblem, resolveHex } from './hex-labels';
import { dedupe, problem, type OrderProblem } from './problem';
import { checkHexStack } from './stacking';
import { conditionsOf } from './terrain-conditions';
import { halvedMoveText, movementAllowance } from './supply/movement-supply';
import { checkStackAt } from './supply/mixed-stacks';
import type { SupplyStatus } from './supply/supply-status';
import { enterCostAt, enterCostFor, PROHIBITED } from './terrain-costs';
import { resolveUnits, type UnitRef } from './unit-refs';
import { updateUnits } from '../state/unit-writes';

/** A legal move, ready to apply. */
export interface MovePlan {
  side: DosSide;
  units: UnitId[];
  start: HexId;
  /** Hexes entered, start excluded. */
  path: HexId[];
  /** MP spent by the slowest-paying unit, and the stack's movement factor (DoS 9.7). */
  cost: number;
  allowance: number;
  /** Supply at the start of the move when not regular: the movement factor was halved (DoS 7.16). */
  supply?: SupplyStatus;
}

/** A unit's step cost, also asked by hex number (hexIndex) as the kernel's reachable reads it (`stepAt`). */
export type UnitStepCost = StepCost & {
  /** The cost of the step from hex number `from` to its nth neighbour, or -1 when it is prohibited: the same answers as by hex id. */
  at: (from: number, nth: number) => number;
};

/**
 * Step cost for one unit of `side`: terrain and hexsides (terrain-costs.ts), and never
 * into a hex held by enemy units (DoS 9.4; mobile assaults are not in this slice).
 * `occ` must not change while the step cost is in use. `held`, when given, is shared by the
 * step costs of one side's units on the same `occ` (enemyHexTable), which fill it as they ask.
 */
export function unitStepCost(ctx: DosContext, state: DosState, def: UnitDef, occ = occupancy(state), held: Uint8Array | null = null): UnitStepCost {
  const side = sideOf(def);
  const cls = moveClass(def);
  const conditions = conditionsOf(ctx, state); // DoS 10.0 weather, 9.32 flood
  const enemyHeld = enemyHeldIn(ctx, occ, opponent(side));
  const cost = stepCostById(enemyHeld, enterCostFor(ctx, cls, side, conditions));
  return Object.assign(cost, { at: stepCostByNumber(ctx, enemyHeld, enterCostAt(ctx, cls, side, conditions), held) });
}

// The three closures of a step cost, made for every unit asked, are returned by these
// rather than bound to names in unitStepCost: a function bound to a name gets its name
// property defined when it is made, which cost as much as the rest of unitStepCost.

/** Whether a hex holds units of `enemy` in `occ`. */
const enemyHeldIn =
  (ctx: DosContext, occ: ReadonlyMap<HexId, readonly UnitId[]>, enemy: DosSide) =>
  (h: HexId): boolean => {
    const there = occ.get(h);
    return there !== undefined && there.length > 0 && sideOf(unitDef(ctx, there[0]!)) === enemy;
  };

/** The step cost by hex id: never into an enemy hex (DoS 9.4), else the terrain's. */
const stepCostById =
  (enemyHeld: (h: HexId) => boolean, terrain: StepCost): StepCost =>
  (from, to) => {
    if (enemyHeld(to)) return { prohibited: true, code: 'enemy-hex', message: `${to} holds enemy units`, rule: 'DoS 9.4' };
    return terrain(from, to);
  };

/** The same by hex number (hexIndex): the cost of the step to `from`'s nth neighbour, PROHIBITED into an enemy hex; `held` as in unitStepCost. */
function stepCostByNumber(ctx: DosContext, enemyHeld: (h: HexId) => boolean, terrainAt: (from: number, nth: number) => number, held: Uint8Array | null): (from: number, nth: number) => number {
  const { ids, neighbours } = hexIndex(ctx.map);
  return (from, nth) => {
    const n = neighbours[from]![nth]!;
    held ??= enemyHexTable(ctx);
    let e = held[n]!;
    if (e === 0) held[n] = e = enemyHeld(ids[n]!) ? 1 : 2;
    return e === 1 ? PROHIBITED : terrainAt(from, nth); // DoS 9.4
  };
}

/**
 * By hex number (hexIndex): whether each hex holds enemy units, 0 not asked yet, 1 it
 * does, 2 it does not; filled by unitStepCost as it asks, once per hex.
 */
export const enemyHexTable = (ctx: DosContext): Uint8Array => new Uint8Array(hexIndex(ctx.map).ids.length);

const isMoving = (moving: readonly UnitDef[], id: UnitId): boolean => {
  for (const d of moving) if (d.id === id) return true;
  return false;
};

/**
 * Whether `moving` may be in `hex` together with the friendly units already there (DoS
 * 6.1-6.4; with `state`, 6.3's supply exception, which `anyNationality` may answer for
 * that state, see checkStackAt).
 */
export function stackProblem(
  ctx: DosContext,
  occ: ReadonlyMap<HexId, readonly UnitId[]>,
  hex: HexId,
  moving: UnitDef[],
  state?: DosState,
  anyNationality?: (h: HexId) => boolean,
): { code: string; message: string; rule?: string } | null {
  const side = moving[0] ? sideOf(moving[0]) : null;
  // the friendly units there that are not moving, then the moving ones: one list, made in one pass
  // (asked for every friendly hex a unit's move range reaches, so no sets or intermediate lists)
  const units: UnitDef[] = [];
  for (const id of occ.get(hex) ?? []) {
    if (isMoving(moving, id)) continue;
    const d = unitDef(ctx, id);
    if (sideOf(d) === side) units.push(d); // an enemy hex is a 9.4 problem, not a stacking one
  }
  for (const d of moving) units.push(d);
  // with the state, the 6.3 exception for German-side units out of supply or on aerial supply
  const verdict = state ? checkStackAt(ctx, state, hex, units, anyNationality) : checkHexStack(units);
  return verdict.ok ? null : { code: verdict.code, message: `${hex}: ${verdict.message}`, ...(verdict.rule ? { rule: verdict.rule } : {}) };
}

/**
 * Checks a move order against the position now (DoS 9.1-9.7, 9.22, 6.2): known units of
 * the side, not yet moved this phase (9.2), together since the phase began (9.5; units
 * that have not moved are still where they began), not resuming a parent stack after
 * another stack moved (9.6), a path of adjacent map hexes within the slowest unit's
 * movement factor (9.7) or a single-hex minimum move (9.3), no prohibited terrain or
 * hexside, no enemy hex (9.4), stacking at every hex entered (6.2).
 */
export function planMove(
  ctx: DosContext,
  state: DosState,
  side: DosSide,
  order: MoveOrder,
): { plan: MovePlan | null; problems: OrderProblem[] } {
  const single = 'unit' in order.move;
  const unitPath = single ? ['move', 'unit'] : ['move', 'units'];
  const { refs, problems } = resolveUnits(ctx, state, side, movers(order), unitPath, single);
  refs.forEach((r) => {
    if (state.phase.moved.includes(r.id)) {
      problems.push(problem(single ? unitPath : [...unitPath, movers(order).indexOf(r.id)], 'moved-twice', `${r.id} has already moved this phase`, 'DoS 9.2'));
    }
    const frozen = frozenReason(ctx, state, r.id); // DoS 3.2, 8.2, 8.4
    if (frozen) problems.push({ ...frozen, path: single ? unitPath : [...unitPath, movers(order).indexOf(r.id)] });
  });
  const start = refs[0]?.hex;
  if (refs.some((r) => r.hex !== start)) {
    problems.push(problem(unitPath, 'not-a-stack', `units moving together must begin the phase in one hex (${refs.map((r) => `${r.id} ${r.hex}`).join(', ')})`, 'DoS 9.5'));
  }
  const resumed = start !== undefined && state.phase.movedFrom.includes(start) && state.phase.movedFrom.at(-1) !== start;
  if (resumed) {
    problems.push(problem(unitPath, 'stack-resumed', `units from ${start} may not move again after another stack has moved`, 'DoS 9.6'));
  }
  const unitProblems = problems.length > 0;
  const path = resolvePath(ctx, order.move.path, start, problems);
  // with a unit problem the start hex is in doubt: report the units, not the path
  if (start === undefined || unitProblems || path === null) return { plan: null, problems: dedupe(problems) };
  if (path.hexes.length === 0) {
    problems.push(problem(['move', 'path'], 'empty-path', 'the path enters no hex'));
    return { plan: null, problems: dedupe(problems) };
  }
  const { cost, allowance, supply } = walkAll(ctx, state, refs, start, path, problems);
  return problems.length > 0
    ? { plan: null, problems: dedupe(problems) }
    : { plan: { side, units: refs.map((r) => r.id), start, path: path.hexes, cost, allowance, ...(supply !== 'regular' ? { supply } : {}) }, problems: [] };
}

/** Resolved path; `offset` = 1 when the order repeated the start hex first. */
function resolvePath(
  ctx: DosContext,
  labels: string[],
  start: HexId | undefined,
  problems: OrderProblem[],
): { hexes: HexId[]; offset: number } | null {
  const hexes: HexId[] = [];
  let ok = true;
  labels.forEach((label, j) => {
    const h = resolveHex(ctx, label, ['move', 'path', j]);
    if (isProblem(h)) {
      problems.push(h);
      ok = false;
    } else hexes.push(h);
  });
  if (!ok) return null;
  const offset = start !== undefined && hexes[0] === start ? 1 : 0;
  return { hexes: hexes.slice(offset), offset };
}

function walkAll(
  ctx: DosContext,
  state: DosState,
  refs: UnitRef[],
  start: HexId,
  path: { hexes: HexId[]; offset: number },
  problems: OrderProblem[],
): { cost: number; allowance: number; supply: SupplyStatus } {
  const occ = occupancy(state);
  const { allowance, supply } = movementAllowance(ctx, state, refs); // DoS 7.16
  let cost = 0;
  for (const r of refs) {
    const walk = walkPath(ctx.map, start, path.hexes, unitStepCost(ctx, state, r.def, occ), allowance, { minimumMove: true });
    for (const p of walk.problems) {
      const who = refs.length > 1 ? `${r.id}: ` : '';
      problems.push(problem(['move', 'path', p.index + path.offset], p.code, `${who}${p.message}`, p.rule ?? ruleOf(p.code)));
    }
    cost = Math.max(cost, walk.steps.at(-1)?.total ?? 0);
  }
  for (const r of refs) {
    const area = armyArea(ctx, state, r.def);
    const j = area ? path.hexes.findIndex((h) => !area.has(h)) : -1;
    if (j >= 0) {
      problems.push(problem(['move', 'path', j + path.offset], 'army-area', `${r.id} (army ${armyOf(state, r.def)}) is not released until GT${releaseTurn(ctx, state, r.def)} and may move only inside its army's area`, 'DoS 3.2'));
    }
  }
  const end = path.hexes.at(-1);
  const hold = end === undefined ? null : holdOrderProblem(ctx, state, refs.map((r) => r.id), start, end); // DoS Uranus U-9
  if (hold) problems.push(problem(['move', 'path', path.hexes.length - 1 + path.offset], 'hold-order', hold.message, hold.rule));
  const defs = refs.map((r) => r.def);
  const stop = contactStop(ctx, state, defs, path.hexes); // DoS 3.2: newcomers freeze in a still-frozen army's hex
  if (stop) {
    problems.push(problem(['move', 'path', stop.index + 1 + path.offset], 'frozen-on-contact', `${path.hexes[stop.index]} holds units of the still-frozen ${stop.host}: a unit entering it is frozen there and can move no farther`, 'DoS 3.2'));
  }
  path.hexes.forEach((hex, j) => {
    const s = ctx.map.has(hex) ? stackProblem(ctx, occ, hex, defs, state) : null;
    if (s) problems.push(problem(['move', 'path', j + path.offset], s.code, s.message, s.rule));
  });
  return { cost, allowance, supply };
}

const ruleOf = (code: string): string | undefined =>
  code === 'over-budget' ? 'DoS 9.1' : code === 'not-adjacent' ? 'DoS 9.1' : code === 'off-map' ? 'DoS 9.22' : undefined;

/**
 * Carries out a planned move: every hex entered switches control (DoS 3.4) with its VP,
 * fortification, O-Ring and sudden-death effects (control.ts); movement stops where the
 * game ends (4.5, 4.6). Mutates the draft; returns the move event.
 */
export function applyMove(ctx: DosContext, draft: DosState, plan: MovePlan): GameEvent {
  const out: Consequences = noConsequences();
  let at = plan.start;
  for (const hex of plan.path) {
    at = hex;
    enterHex(ctx, draft, plan.side, hex, out);
    if (draft.ended) break;
  }
  updateUnits(draft, plan.units, (u) => ({ ...u, hex: at }));
  if (plan.side === SOVIET && liftOnSovietCrossing(ctx, draft, plan.path)) {
    out.notes.push({ text: 'a Soviet unit crossed the start line: every German army is released', rule: 'DoS 3.2' });
  }
  draft.phase.moved.push(...plan.units);
  if (draft.phase.movedFrom.at(-1) !== plan.start) draft.phase.movedFrom.push(plan.start);
  const after = consequencesText(out);
  return {
    type: 'move',
    rule: 'DoS 9.1',
    side: plan.side,
    units: plan.units,
    from: plan.start,
    to: at,
    path: plan.path,
    cost: plan.cost,
    allowance: plan.allowance,
    ...(plan.supply ? { supply: plan.supply } : {}),
    control: out.control,
    vp: out.vp,
    notes: out.notes,
    visibleTo: [plan.side],
    text: `${plan.units.join(' + ')}: ${[plan.start, ...plan.path].join(' → ')} (${plan.cost} of ${plan.allowance} MP${halvedMoveText(plan.supply)})${after ? `; ${after}` : ''}`,
  };
}
