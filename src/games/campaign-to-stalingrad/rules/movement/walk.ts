import { inRasputitsa } from '../weather/rasputitsa';
import { walkPath, type PathProblem, type PathStep } from '#kernel/movement/path';
import { kubanGarrison } from '../frozen-release';
import type { HexId } from '#kernel/ids';
import { hexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { checkStacking } from '../stacking';
import { occupancy, enemyOf } from '../occupancy';
import { isArmyHq, isMotorized } from '../unit-kind';
import { faceOf } from '../unit-values';
import { bondsOf } from '../zones-of-control';
import { cityGates } from '../city/access-hexsides';
import { stepCost } from './step-cost';
import { STRATEGIC_HEX_CAP, strategicAllowance } from './strategic';
import { entryProblem, mayExitFrom } from './off-map';
import { boxExitProblem } from '../off-map-boxes/box-edges';
import { garrisonProblem } from '../caucasus/garrison';
import { caucasusPlay } from '../caucasus/plays';
import { nkvdCityProblem } from './nkvd-city';
import { ferriesOpenTo } from './ferry';
import { interdictionFor } from '../air/interdiction';
import { withOverrunHexesVacant } from './movement-overrun';
import { entryCost } from '../reinforcements/entry-cost';
import { supplyBoard, towardSupplyProblem } from './toward-supply';
import { outOfSupplyMove } from '#games/campaign-to-stalingrad/setup/game-options';
import { unitsWith, unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { weatherAllowance } from '../weather/effects';
import { pocketMoveLimit } from '../pockets/pocket-movement';

/**
 * CtS 17.1-17.2 a unit coming back onto the map: its first hex, on the same friendly edge
 * it left by and no earlier than the next friendly turn, costs what entering it costs;
 * never into enemy units or an enemy Hex Bond; then the move goes on as usual.
 */
function checkEntry(ctx: CtsContext, state: CtsState, order: MoveOrder): { steps: PathStep[]; problems: PathProblem[]; allowance: number } {
  const spec = ctx.units.get(order.unit)!;
  const u = state.units[order.unit]!;
  const path = order.path.map(hexId);
  const entry = path[0];
  const allowance = weatherAllowance(state, faceOf(spec, u).move); // 25.0
  if (!entry) return { steps: [], problems: [{ index: 0, code: 'no-entry', message: 'a unit off the map names its entry hex first' }], allowance };
  const held = u.box === undefined ? null : garrisonProblem(ctx, state, spec.side, u.box, 'map'); // CtS 34.7
  if (held) return { steps: [], problems: [{ index: 0, code: 'garrison', message: held, rule: 'CtS 34.7' }], allowance };
  const why = entryProblem(ctx, state, spec.side, { hex: u.hex!, turn: u.leftMapTurn ?? state.turn, box: u.box }, entry);
  if (why) return { steps: [], problems: [{ index: 0, code: 'bad-entry', message: why, rule: u.box === undefined ? 'CtS 17.1' : u.box === 'caucasus' && caucasusPlay(ctx, state) ? 'CtS 34.3' : 'CtS 33.3' }], allowance };
  const occ = occupancy(ctx, state);
  const enemy = enemyOf(spec.side);
  if (occ.enemyIn(entry, spec.side) || bondsOf(ctx, state, enemy, occ).hexBondsAt(entry).length > 0) {
    return { steps: [], problems: [{ index: 0, code: 'entry-blocked', message: `${entry} holds enemy units or lies in an enemy bond`, rule: 'CtS 17.2' }], allowance };
  }
  const t = ctx.tables.terrain;
  const i = isMotorized(spec) ? 1 : 0;
  const first = (t.enter[ctx.map.hex(entry)!.terrain] ?? t.enter.clear!)[i] + (ctx.map.neighbours(entry).some((n) => occ.at(n, enemy).length > 0) ? t.combatZone : 0);
  const onMap: CtsState = { ...state, units: unitsWith(state.units, order.unit, unitWith(u, { where: 'map', hex: entry, box: undefined })) };
  const rest = path.length > 1 ? checkMove(ctx, onMap, { unit: order.unit, path: order.path.slice(1), ...(order.exit ? { exit: true } : {}) }) : { steps: [], problems: [], allowance };
  const steps: PathStep[] = [{ hex: entry, cost: first, total: first }, ...rest.steps.map((s) => ({ ...s, total: s.total + first }))];
  const problems = rest.problems.map((p) => ({ ...p, index: p.index + 1 }));
  const total = steps.at(-1)!.total;
  if (total > allowance && path.length > 1) problems.push({ index: path.length - 1, code: 'over-budget', message: `the move costs ${total}, over the ${allowance} available`, rule: 'CtS 17.1' });
  return { steps, problems, allowance };
}

/** A unit's move as ordered: the hexes entered, and whether it uses Strategic Movement (4.5). */
export interface MoveOrder {
  unit: string;
  path: string[];
  strategic?: boolean;
  /** 17.1: leave the map after the path, from a friendly edge hex. */
  exit?: boolean;
}

/**
 * Checks one unit's move against the state (4.0-4.7, 5.0, 6.4, 19.4): its allowance (an
 * Army HQ's non-activated side moves 1, 16.7), every step's cost, the minimum move of one
 * hex (4.2), Strategic Movement's conditions and its 18-hex cap (4.5), an Out Of Supply
 * unit's limits (16.4: one hex if motorized, towards supply), frozen units, and
 * stacking at the end (5.1). Returns the steps and every problem.
 */
export function checkMove(ctx: CtsContext, state: CtsState, order: MoveOrder): { steps: PathStep[]; problems: PathProblem[]; allowance: number } {
  const spec = ctx.units.get(order.unit);
  const u = state.units[order.unit];
  if (spec && u && u.where === 'off-map' && u.hex !== null) return checkEntry(ctx, state, order);
  if (!spec || !u || u.where !== 'map' || u.hex === null) {
    return { steps: [], problems: [{ index: 0, code: 'not-on-map', message: `${order.unit} is not on the map` }], allowance: 0 };
  }
  const problems: PathProblem[] = [];
  if (u.frozen) problems.push(kubanGarrison(ctx, state, order.unit) ? { index: 0, code: 'frozen', message: `${spec.name} is of the Kuban garrison and may not move until released`, rule: 'CtS 35.6' } : { index: 0, code: 'frozen', message: `${spec.name} belongs to a frozen army and may not move`, rule: 'CtS 19.4' });
  let allowance = isArmyHq(spec) && !u.activated && spec.inactiveMove !== undefined ? spec.inactiveMove : faceOf(spec, u).move;
  allowance = weatherAllowance(state, allowance); // 25.0: halved in Rain and Snow Storm
  const pocket = pocketMoveLimit(ctx, state, order.unit, allowance); // CtS 27.2: the pocket's condition
  if (pocket) allowance = pocket.allowance;
  const seen = withOverrunHexesVacant(ctx, state, spec.side); // 4.7: an overrun hex counts as vacant for the rest of the phase
  const occ = occupancy(ctx, seen);
  const enemy = enemyOf(spec.side);
  const nextToEnemy = (h: HexId): boolean => ctx.map.neighbours(h).some((n) => occ.at(n, enemy).length > 0);
  const path = order.path.map(hexId);
  const nkvd = nkvdCityProblem(ctx, spec, u.hex, path, order.exit === true); // CtS 4.4.2
  if (nkvd) problems.push(nkvd);
  if (order.strategic) {
    if (spec.type.endsWith('-hq')) problems.push({ index: 0, code: 'strategic-hq', message: 'no HQ may use Strategic Movement', rule: 'CtS 4.5' });
    if (nextToEnemy(u.hex)) problems.push({ index: 0, code: 'strategic-adjacent', message: 'Strategic Movement may not begin next to an enemy unit', rule: 'CtS 4.5' });
    path.forEach((h, i) => {
      if (nextToEnemy(h)) problems.push({ index: i, code: 'strategic-adjacent', message: `${h} is next to an enemy unit`, rule: 'CtS 4.5' });
    });
    if (!isMotorized(spec) && u.outOfSupply) problems.push({ index: 0, code: 'strategic-oos', message: 'an Out Of Supply non-motorized unit may not use Strategic Movement', rule: 'CtS 16.4' });
    if (isMotorized(spec) && path.length > STRATEGIC_HEX_CAP) problems.push({ index: STRATEGIC_HEX_CAP, code: 'strategic-cap', message: `at most ${STRATEGIC_HEX_CAP} hexes with Strategic Movement`, rule: 'CtS 4.5' });
    allowance = strategicAllowance(allowance);
  }
  if (pocket?.oneHex && path.length > 1) problems.push({ index: 1, code: 'pocket-one-hex', message: `a unit of ${pocket.reason}`, rule: 'CtS 27.2' });
  if (isMotorized(spec) && u.outOfSupply && path.length > 1) problems.push({ index: 1, code: 'oos-motorized', message: 'an Out Of Supply motorized unit moves at most one hex', rule: 'CtS 16.4' });
  const enemyBonds = bondsOf(ctx, seen, enemy, occ);
  const last = path[path.length - 1];
  if (u.outOfSupply && last && !order.exit) {
    // CtS 16.4: towards the closest General Supply Source, or end in General Supply
    const why = towardSupplyProblem(ctx, occ, spec.side, enemyBonds, supplyBoard(ctx, seen, occ, spec.side, enemyBonds), u.hex, last, outOfSupplyMove(state));
    if (why) problems.push({ index: path.length - 1, code: 'oos-away-from-supply', message: why, rule: 'CtS 16.4' });
  }
  const cost = stepCost(ctx, occ, enemyBonds, { side: spec.side, motorized: isMotorized(spec), nationality: spec.nationality, allowance, start: u.hex, ferries: ferriesOpenTo(state, spec.side), interdiction: interdictionFor(ctx, state, spec.side), mud: inRasputitsa(state), city: cityGates(ctx, state) }, new Set(state.intersectingAtStart));
  // CtS 19.1: a reinforcement has paid its entry hex's cost; having entered a hex, it has made its minimum move (4.2)
  const entered = entryCost(ctx, seen, occ, order.unit);
  const walkedHere = walkPath(ctx.map, u.hex, path, cost, allowance - entered, { minimumMove: entered === 0 });
  const steps = walkedHere.steps.map((s) => ({ ...s, total: s.total + entered }));
  const overBudget = (p: PathProblem): PathProblem => ({ ...p, message: `entering ${steps[p.index]!.hex} brings the cost to ${steps[p.index]!.total} (${entered} of it the entry hex), over the ${allowance} available`, rule: 'CtS 19.1' });
  const walked = entered === 0 ? walkedHere : { steps, problems: walkedHere.problems.map((p) => (p.code === 'over-budget' ? overBudget(p) : p)) };
  problems.push(...walked.problems);
  if (order.exit) {
    // 17.1: one more MP to leave from a friendly edge hex
    const from = path[path.length - 1] ?? u.hex;
    const spent = (walked.steps.at(-1)?.total ?? 0) + 1;
    const boxed = boxExitProblem(ctx, state, spec, from); // CtS 33.1.1, 33.3
    if (!mayExitFrom(ctx, state, spec.side, from)) problems.push({ index: Math.max(0, path.length - 1), code: 'not-friendly-edge', message: `${from} is not a hex of the ${spec.side} friendly map edge`, rule: 'CtS 17.1' });
    else if (boxed) problems.push({ index: Math.max(0, path.length - 1), ...boxed });
    else if (spent > allowance && path.length > 0) problems.push({ index: path.length - 1, code: 'over-budget', message: `leaving the map brings the cost to ${spent}, over the ${allowance} available`, rule: 'CtS 17.1' });
    return { steps: walked.steps, problems, allowance };
  }
  // CtS 4.7: other friendly units "may enter or pass through" an overrun hex, and may end there ("if a friendly unit is stacked in the hex"), within the stacking limit
  const end = path[path.length - 1];
  if (end && problems.length === 0) {
    const verdict = checkStacking(ctx, [...occ.at(end, spec.side).map((p) => p.spec).filter((s) => s.id !== spec.id), spec]);
    if (!verdict.ok) problems.push({ index: path.length - 1, code: verdict.code, message: verdict.message, rule: verdict.rule });
  }
  return { steps: walked.steps, problems, allowance };
}
