import type { GameEvent } from '#kernel/engine/events';
import type { HexId, UnitId } from '#kernel/ids';
import { walkPath } from '#kernel/movement/path';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import type { UnitDef } from '#games/drive-on-stalingrad/data/schema';
import type { EnterOrder } from '#games/drive-on-stalingrad/orders/enter';
import { GERMAN, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import { faceOf, occupancy, sideOf, unitState } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { contactStop } from '../activation/newcomers';
import { armyArea, armyAt, releaseTurn } from '../army-release';
import { consequencesText, noConsequences, type Consequences } from '../consequences';
import { enterHex } from '../enter-hex';
import { isProblem, resolveHex } from '../hex-labels';
import { stackProblem, unitStepCost } from '../movement';
import { dedupe, problem, type OrderProblem } from '../problem';
import { checkHexStack } from '../stacking';
import { entryHexBar } from './entry-hexes';
import { arrivalKind, dueTurn } from './schedule';
import { updateUnits } from '#games/drive-on-stalingrad/state/unit-writes';

/** A legal entry, ready to apply. */
export interface EntryPlan {
  side: DosSide;
  units: UnitId[];
  at: HexId;
  /** Hexes entered after the entry hex. */
  path: HexId[];
  /** MP spent by the slowest-paying unit, entry hex included, and the stack's movement factor. */
  cost: number;
  allowance: number;
  /** DoS 3.2: the German army whose area holds the entry hex, when it has one. */
  army: string | null;
}

interface Entering {
  id: UnitId;
  def: UnitDef;
  steps: number;
}

/** The units of an enter order: pending reinforcements of the side, due now, entering by order. */
function resolveEntering(ctx: DosContext, state: DosState, side: DosSide, ids: string[], problems: OrderProblem[]): Entering[] {
  const out: Entering[] = [];
  const seen = new Set<string>();
  ids.forEach((id, k) => {
    const at = ['enter', 'units', k];
    const def = ctx.units.get(id);
    const u = unitState(state, id);
    if (seen.has(id)) return void problems.push(problem(at, 'duplicate-unit', `${id} is listed twice`));
    seen.add(id);
    if (!def || !u) return void problems.push(problem(at, 'unknown-unit', `no unit "${id}" in this game`));
    if (sideOf(def) !== side) return void problems.push(problem(at, 'not-your-unit', `${id} is not a ${side} unit`));
    if (u.status !== 'pending') return void problems.push(problem(at, 'not-a-reinforcement', `${id} is not waiting to enter (it is ${u.status})`, 'DoS 8.1'));
    if (arrivalKind(ctx, state, id) === 'taman') {
      return void problems.push(problem(at, 'taman-only', `${id} enters only through Taman, the instant Taman joins the German network`, 'DoS 8.2'));
    }
    const due = dueTurn(ctx, state, id);
    if (due === null || due > state.turn) {
      return void problems.push(problem(at, 'not-due', `${id} is due on GT${due ?? '?'}; reinforcements may be delayed but never brought in early`, 'DoS 8.1'));
    }
    out.push({ id: id as UnitId, def, steps: u.steps });
  });
  return out;
}

/**
 * Checks an enter order against the position now (DoS 8.1-8.3, 8.5, 8.11, 3.2, 6.2,
 * 9.1-9.7): due reinforcements of the side; an entry hex legal for each (entry-hexes.ts);
 * at most one full stack entered through that hex this movement phase (8.1); the entry
 * hex's cost paid from the slowest unit's movement factor (8.2, 8.3), then the path with
 * what is left (a lone entry hex dearer than the factor is a minimum move, 9.3); stacking
 * at every hex entered (6.2); a German reinforcement entering before GT4 joins the army
 * whose area holds its entry hex and keeps to that area while the army is unreleased
 * (3.2); a Soviet newcomer stops in the first hex of a still-frozen front-line army (3.2).
 */
export function planEntry(ctx: DosContext, state: DosState, side: DosSide, order: EnterOrder): { plan: EntryPlan | null; problems: OrderProblem[] } {
  const problems: OrderProblem[] = [];
  const units = resolveEntering(ctx, state, side, order.enter.units, problems);
  const at = resolveHex(ctx, order.enter.at, ['enter', 'at']);
  if (isProblem(at)) problems.push(at);
  const path: HexId[] = [];
  (order.enter.path ?? []).forEach((label, j) => {
    const h = resolveHex(ctx, label, ['enter', 'path', j]);
    if (isProblem(h)) problems.push(h);
    else path.push(h);
  });
  if (isProblem(at) || units.length === 0 || problems.length > 0) return { plan: null, problems: dedupe(problems) };
  for (const u of units) {
    const bar = entryHexBar(ctx, state, side, arrivalKind(ctx, state, u.id)!, u.id, at, ['enter', 'at']);
    if (bar) problems.push(bar);
  }
  const defs = units.map((u) => u.def);
  const occ = occupancy(state);
  const here = stackProblem(ctx, occ, at, defs, state);
  if (here) problems.push(problem(['enter', 'at'], here.code, here.message, here.rule));
  const earlier = (state.phase.entered?.[at] ?? []).map((id) => ctx.units.get(id)!);
  if (earlier.length > 0 && !checkHexStack([...earlier, ...defs]).ok) {
    problems.push(problem(['enter', 'at'], 'entry-hex-full', `${at} has already received ${earlier.length} reinforcement unit(s) this phase; no more than one full stack per entry hex per movement phase`, 'DoS 8.1'));
  }
  const allowance = Math.min(...units.map((u) => faceOf(u.def, u.steps).movement));
  const army = side === GERMAN ? armyAt(ctx, state, at) : null;
  const cost = walk(ctx, state, units, at, path, allowance, army, problems);
  return problems.length > 0
    ? { plan: null, problems: dedupe(problems) }
    : { plan: { side, units: units.map((u) => u.id), at, path, cost, allowance, army }, problems: [] };
}

/** Entry cost and the path after it, for every unit (the slowest pays the most); returns the cost. */
function walk(ctx: DosContext, state: DosState, units: Entering[], at: HexId, path: HexId[], allowance: number, army: string | null, problems: OrderProblem[]): number {
  const occ = occupancy(state);
  let cost = 0;
  for (const u of units) {
    const step = unitStepCost(ctx, state, u.def, occ);
    const entry = step(at, at);
    if ('prohibited' in entry) {
      problems.push(problem(['enter', 'at'], entry.code, entry.message, entry.rule));
      continue;
    }
    if (entry.cost > allowance && path.length > 0) {
      problems.push(problem(['enter', 'path'], 'over-budget', `${u.id}: entering ${at} costs ${entry.cost} of ${allowance} MP; only the entry hex itself may be entered (a minimum move)`, 'DoS 9.3'));
      continue;
    }
    const w = walkPath(ctx.map, at, path, step, allowance - entry.cost);
    const who = units.length > 1 ? `${u.id}: ` : '';
    for (const p of w.problems) problems.push(problem(['enter', 'path', p.index], p.code, `${who}${p.message}`, p.rule ?? 'DoS 8.2'));
    cost = Math.max(cost, entry.cost + (w.steps.at(-1)?.total ?? 0));
  }
  const defs = units.map((u) => u.def);
  path.forEach((hex, j) => {
    const s = ctx.map.has(hex) ? stackProblem(ctx, occ, hex, defs, state) : null;
    if (s) problems.push(problem(['enter', 'path', j], s.code, s.message, s.rule));
  });
  if (army !== null) {
    const joined: DosState = { ...state, arrivals: { ...state.arrivals, armies: { ...state.arrivals.armies, ...Object.fromEntries(units.map((u) => [u.id, army])) } } };
    const area = armyArea(ctx, joined, units[0]!.def);
    const j = area === null ? -1 : path.findIndex((h) => !area.has(h));
    if (j >= 0) {
      problems.push(problem(['enter', 'path', j], 'army-area', `entering in the area of ${army}, these units belong to it and may move only inside it until GT${releaseTurn(ctx, joined, units[0]!.def)}`, 'DoS 3.2'));
    }
  }
  const stop = contactStop(ctx, state, defs, [at, ...path]);
  if (stop !== null) {
    problems.push(problem(['enter', 'path', stop.index], 'frozen-on-contact', `${stop.index === 0 ? at : path[stop.index - 1]} holds units of the still-frozen ${stop.host}: reinforcements entering it are frozen there and can move no farther`, 'DoS 3.2'));
  }
  return cost;
}

/**
 * Carries out a planned entry: the units appear in the entry hex and move on along the
 * path; every hex entered switches control with its consequences (DoS 3.4, control.ts);
 * they count as moved (9.2) and as a stack entered through that hex (8.1). The event is
 * the owner's only: the opponent sees the stack on the map (11.7). Mutates the draft.
 */
export function applyEntry(ctx: DosContext, draft: DosState, plan: EntryPlan): GameEvent {
  const out: Consequences = noConsequences();
  let to = plan.at;
  for (const hex of [plan.at, ...plan.path]) {
    to = hex;
    enterHex(ctx, draft, plan.side, hex, out);
    if (draft.ended) break;
  }
  updateUnits(draft, plan.units, (u) => ({ ...u, hex: to, status: 'on-map' }));
  if (plan.army !== null) {
    draft.arrivals = { ...draft.arrivals, armies: { ...draft.arrivals.armies, ...Object.fromEntries(plan.units.map((id) => [id, plan.army!])) } };
  }
  draft.phase.moved.push(...plan.units);
  draft.phase.entered = { ...(draft.phase.entered ?? {}), [plan.at]: [...(draft.phase.entered?.[plan.at] ?? []), ...plan.units] };
  const after = consequencesText(out);
  return {
    type: 'enter',
    rule: 'DoS 8.1',
    side: plan.side,
    units: plan.units,
    at: plan.at,
    path: plan.path,
    to,
    cost: plan.cost,
    allowance: plan.allowance,
    ...(plan.army !== null ? { army: plan.army } : {}),
    control: out.control,
    vp: out.vp,
    notes: out.notes,
    visibleTo: [plan.side],
    text: `${plan.units.join(' + ')} enter at ${[plan.at, ...plan.path].join(' → ')} (${plan.cost} of ${plan.allowance} MP)${after ? `; ${after}` : ''}`,
  };
}
