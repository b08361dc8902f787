import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { hexId, type HexId } from '#kernel/ids';
import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import type { CtsOrder } from '../orders/schema';
import { resolveBattle } from '../rules/combat/battle';
import { passThrough } from '../rules/control';
import { releaseNearAxis } from '../rules/frozen-release';
import { checkMove } from '../rules/movement/walk';
import { addRailUse, REPLACEMENT_RAIL_LOAD } from '../rules/movement/rail';
import { enemyOf } from '../rules/occupancy';
import { activationIssues, battleIssues } from './legality';
import { hqActivationCost } from '../rules/caucasus/box-activation';
import { fallBlauTurnOne, restrictedMoveSkip, TURN_ONE_MOVERS, uranusOpeningMovement } from './sequence';
import { bombard, bombardIssues } from '../rules/air/bombardment';
import { declareMovementOverrun, entersOverrunHex, movementOverrunProblems } from '../rules/movement/movement-overrun';
import { fightMovementOverrun, movementOverrunFought } from '../rules/combat/movement-overrun-battle';
import { depotsDestroyed } from '../rules/depots/destruction';
import { boxDepotsLost } from '../rules/caucasus/box-depots';
import { enterAt, enterProblem } from '../rules/reinforcements/enter';
import { checkReplacementMove, moveReplacement } from '../rules/replacements/counter-move';
import { catchReplacements } from '../rules/replacements/caught';
import { replacementsAfterBattle } from '../rules/replacements/after-battle';
import { airOrderProblems, applyAirOrder } from '../rules/air/air-order';
import { closeAirSegment } from '../rules/air/air-segment';
import { fixedAirHqProblem, mobileAfterRetreat } from '../rules/air/hq-mobility';
import { artilleryMobileAfterRetreat, fixedArtilleryProblem } from '../rules/special/artillery-mobility';
import { applyRegiment, inSupplyPhase } from '../rules/special/german-regiments';
import { catchOilBrigades } from '../rules/special/oil-brigade';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { boxName, intoBox } from '../rules/off-map-boxes/box-edges';
import { addBoxRailUse, railOrderProblems, railsFromBox } from '../rules/movement/rail-from-box';
import { afterEnteringBox } from '../rules/caucasus/box-entry';
import { applyBoxReplacement, boxReplacementProblems } from '../rules/caucasus/box-replacement';
import { applyBoxMove, boxMoveProblems } from '../rules/off-map-boxes/box-move';
import { unitsThen, writeUnit } from '#games/campaign-to-stalingrad/state/unit-writes';
import { boxAdvanceProblems, boxAttackProblems } from '../rules/caucasus/box-combat-problems';
import { advanceUnopposed, fightBoxBattle } from '../rules/caucasus/box-combat';

/** Whether a unit may move this window at all (35.6: turn 1 of Fall Blau and of the Campaign Game, 37.2; 36.6 [Change]: the opening of Operation Uranus). */
export function mayMoveThisWindow(state: CtsState, unit: string, path: readonly string[] = []): boolean {
  // 36.6 [Change]: "The Soviets may move on the first turn of Uranus if the units moved are exploiting a hole in the defender's line created by a Movement Phase Overrun"
  if (uranusOpeningMovement(state)) return entersOverrunHex(state, state.phasing, path);
  // 35.6 [Change]: other Axis units may move to exploit a Movement Phase overrun's hole (digest A15: the move enters an overrun hex, 4.7)
  return !fallBlauTurnOne(state) || TURN_ONE_MOVERS.includes(unit) || entersOverrunHex(state, state.phasing, path);
}

/**
 * Carries out one order in the order the file gives (4.2: a move is over when the next
 * begins; battles one at a time, ESoP B3). An order made illegal by earlier results is
 * skipped and reported, never thrown.
 */
export function applyOrder(ctx: CtsContext, state: CtsState, side: CtsSide, order: CtsOrder, index: number, dice: Dice, label: string): { state: CtsState; events: GameEvent[] } {
  // 16.11 steps 3 and 5, 28.2: depots, rail repair and the artillery's sides are carried out in the Supply Phase (phases/supply-phase.ts)
  if ('depot' in order || 'repair' in order || 'mobility' in order) return { state, events: [] };
  if ('regiment' in order) {
    // 30.0: a division creates a regiment in the Movement Phase; the other forms wait for the Supply Phase
    if (inSupplyPhase(order.regiment)) return { state, events: [] };
    return applyRegiment(ctx, state, side, order.regiment, index);
  }
  if ('air' in order || 'airHq' in order || 'airSupply' in order) {
    // 23.2-23.7, 23.15: the phasing player's Air Segment
    const problems = airOrderProblems(ctx, state, side, order);
    if (problems.length > 0) return { state, events: [skipped(index, problems.map((p) => `${p.message} (${p.rule})`).join('; '))] };
    return applyAirOrder(ctx, state, side, order);
  }
  if (state.phase === 'movement' && state.air?.segmentDone !== true && !('activate' in order)) {
    // 23.2-23.3: the Air Segment is over before the first unit moves (defensive placement, Support, air-to-air)
    const seg = closeAirSegment(ctx, state, dice, label);
    const r = applyOrder(ctx, { ...seg.state, air: { ...seg.state.air, segmentDone: true } }, side, order, index, dice, label);
    return { state: r.state, events: [...seg.events, ...r.events] };
  }
  const unit = 'move' in order ? order.move.unit : 'rail' in order ? order.rail.unit : null;
  const fixedHq = unit === null ? null : (fixedAirHqProblem(ctx, state, unit) ?? fixedArtilleryProblem(ctx, state, unit)); // 23.7, 28.1
  if (fixedHq) return { state, events: [skipped(index, fixedHq)] };
  const before = unitsThen(state.units); // the window's working copy of the units is written in place (state/unit-writes.ts)
  const r = applyOne(ctx, state, side, order, index, dice, label);
  const flipped = mobileAfterRetreat(ctx, before, r.state); // 23.7: a non-mobile Air HQ forced to retreat turns mobile
  const guns = 'attack' in order ? artilleryMobileAfterRetreat(ctx, before, flipped.state, side) : flipped; // 28.2: so does a non-mobile Artillery Division
  const entered = r.events.filter((e) => (e.type === 'move' || e.type === 'advance') && Array.isArray(e.path)).flatMap((e) => e.path as HexId[]);
  const oil = catchOilBrigades(ctx, guns.state, side, entered); // 35.8 D read with 16.10, 21.3: an Oil Brigade caught alone
  const boxLost = boxDepotsLost(ctx, oil.state); // 16.10 read for a box, 34.2: a box Depot with enemy units there and none of its side
  return { state: boxLost.state, events: [...r.events, ...flipped.events, ...guns.events, ...depotsDestroyed(state, r.state, 'activate' in order), ...oil.events, ...boxLost.events] };
}

function applyOne(ctx: CtsContext, state: CtsState, side: CtsSide, order: Exclude<CtsOrder, { depot: unknown } | { repair: unknown } | { mobility: unknown } | { regiment: unknown } | { air: unknown } | { airHq: unknown } | { airSupply: unknown }>, index: number, dice: Dice, label: string): { state: CtsState; events: GameEvent[] } {
  if ('place' in order) return { state, events: [skipped(index, 'place orders belong to a set-up window, before the first turn (CtS 35.1)')] };
  if ('bombard' in order) {
    // 23.12 Bombardment at step B1
    const problems = bombardIssues(ctx, state, side, order.bombard, ['orders', index, 'bombard']);
    if (problems.length > 0) return { state, events: [skipped(index, problems.map((p) => p.message).join('; '))] };
    return bombard(ctx, state, side, order.bombard, dice, `${label}/${index + 1}`);
  }
  if ('overrun' in order) {
    // 4.7 a Movement Phase overrun at 10-1
    if (state.phase !== 'movement') return { state, events: [skipped(index, 'a Movement Phase overrun is declared in the Movement Phase (CtS 4.7)')] };
    const problems = movementOverrunProblems(ctx, state, side, order.overrun);
    if (problems.length > 0) return { state, events: [skipped(index, problems.map((p) => p.message).join('; '))] };
    return declareMovementOverrun(ctx, state, side, order.overrun);
  }
  if ('enter' in order) {
    // 19.1-19.3, 20.4: a reinforcement or Return comes on at the hex its owner names
    const hex = hexId(order.enter.hex);
    const problem = enterProblem(ctx, state, side, order.enter.unit, hex);
    if (problem) return { state, events: [skipped(index, problem.message)] };
    return { state: enterAt(state, order.enter.unit, hex), events: [{ type: 'enter', rule: 'CtS 19.1', unit: order.enter.unit, hex, text: `${ctx.units.get(order.enter.unit)!.name} comes on at ${hex}` }] };
  }
  if ('boxReplacement' in order) {
    // 34.6: a Soviet replacement counter into a Caucasus box
    const problems = boxReplacementProblems(ctx, state, side, order.boxReplacement);
    if (problems.length > 0) return { state, events: [skipped(index, problems.map((p) => `${p.message} (${p.rule})`).join('; '))] };
    return applyBoxReplacement(state, order.boxReplacement);
  }
  if ('replacement' in order) {
    // 21.2-21.3: a replacement counter moves like a unit, once a phase
    const r = checkReplacementMove(ctx, state, side, order.replacement);
    if (r.problems.length > 0) return { state, events: [skipped(index, r.problems.map((p) => p.message).join('; '))] };
    const path = order.replacement.path.map(hexId);
    let next = moveReplacement(state, r.index, path[path.length - 1]!);
    // CtS 15.3: by rail, half a division of the side's capacity
    if (order.replacement.rail) next = { ...next, railUse: { ...next.railUse, [side]: addRailUse(ctx, next.railUse[side], REPLACEMENT_RAIL_LOAD, order.replacement.path, hexId(order.replacement.from)) } };
    const how = order.replacement.rail ? ' by rail' : '';
    return { state: next, events: [{ type: 'replacement-move', rule: order.replacement.rail ? 'CtS 15.3' : 'CtS 21.2', side, replacement: order.replacement.type, path, ...(order.replacement.rail ? { rail: true } : {}), text: `a ${order.replacement.type} replacement moves${how} ${order.replacement.from} -> ${path.join(' -> ')}` }] };
  }
  if ('activate' in order) {
    const problems = activationIssues(ctx, state, side, order.activate.hq, ['orders', index], order.activate.depot, order.activate.supplyPoint === true);
    if (problems.length > 0) return { state, events: [skipped(index, problems.map((p) => p.message).join('; '))] };
    const u = state.units[order.activate.hq]!;
    const cost = hqActivationCost(ctx, state, side, order.activate.hq, order.activate.depot === undefined ? undefined : hexId(order.activate.depot), order.activate.supplyPoint === true); // 16.7; 34.2 in a Caucasus box
    if ('problem' in cost) return { state, events: [skipped(index, cost.problem)] };
    const next: CtsState = {
      ...state,
      units: writeUnit(state, order.activate.hq, unitWith(u, { activated: true })),
      supplyPoints: { ...state.supplyPoints, [side]: state.supplyPoints[side] - cost.sp },
      transport: { ...state.transport, [side]: state.transport[side] - cost.tp },
      depots: cost.depot ? removeOne(state.depots, side, cost.depot) : state.depots,
    };
    const paid = cost.depot ? (cost.depot === u.hex ? 'the Depot stacked with it' : `the Depot in ${cost.depot} and ${cost.tp} Transport Point${cost.tp === 1 ? '' : 's'}`) : `${cost.sp} Supply Point and ${cost.tp} Transport Point${cost.tp === 1 ? '' : 's'}`;
    const offMap = cost.offMap ? `, from the Connecting Rail Hex off the map beyond ${cost.offMap} (CtS 43.0)` : u.where === 'off-map' ? `, delivered into the ${u.box === 'caucasus' ? 'Caucasus' : 'Black Sea Coast'} Box (CtS 34.2)` : '';
    return { state: next, events: [{ type: 'activated', rule: u.where === 'off-map' ? 'CtS 34.2' : 'CtS 16.7', unit: order.activate.hq, sp: cost.sp, tp: cost.tp, ...(cost.offMap ? { offMap: cost.offMap } : {}), text: `${ctx.units.get(order.activate.hq)!.name} is activated for ${paid}${offMap}` }] };
  }
  if ('rail' in order) {
    const { unit, path: labels } = order.rail;
    if (!mayMoveThisWindow(state, unit)) return { state, events: [skipped(index, restrictedMoveSkip(state, unit))] };
    if (state.movedThisPhase.includes(unit)) return { state, events: [skipped(index, `${unit} has already moved this phase (CtS 4.2)`)] };
    const fromBox = railsFromBox(ctx, state, unit); // 15.2 (1): or in an Off Map Box
    const problems = railOrderProblems(ctx, state, unit, labels);
    if (problems.length > 0) return { state, events: [skipped(index, problems.map((p) => p.message).join('; '))] };
    const u = state.units[unit]!;
    const path = labels.map(hexId);
    const start = fromBox ? path[0]! : u.hex!; // from a box, the rail line begins at the hex it comes on by
    const next = passThrough(
      {
        ...state,
        units: writeUnit(state, unit, fromBox ? unitWith(u, { hex: path[path.length - 1]!, where: 'map', box: undefined }) : unitWith(u, { hex: path[path.length - 1]! })),
        railUse: { ...state.railUse, [side]: fromBox ? addBoxRailUse(ctx, state.railUse[side], unit, labels) : addRailUse(ctx, state.railUse[side], unit, labels, start) },
        movedThisPhase: [...state.movedThisPhase, unit],
      },
      side,
      path,
    );
    const from = fromBox ? `from the ${boxName(u.box!)} by ${start}` : u.hex;
    const railed: GameEvent[] = [{ type: 'rail-move', rule: fromBox ? 'CtS 15.2' : 'CtS 15.1', unit, path, text: `${ctx.units.get(unit)!.name} moves by rail ${from} -> ${path[path.length - 1]}` }];
    if (side !== 'axis') return { state: next, events: railed };
    const released = releaseNearAxis(ctx, next); // 19.4, 35.6: a rail move too brings Axis units near
    return { state: released.state, events: [...railed, ...released.events] };
  }
  if ('boxAttack' in order) {
    // 34.1: one attack in the Caucasus or Black Sea Coast box
    const problems = boxAttackProblems(ctx, state, side, order.boxAttack);
    if (problems.length > 0) return { state, events: [skipped(index, problems.map((p) => `${p.message} (${p.rule})`).join('; '))] };
    return fightBoxBattle(ctx, state, side, order.boxAttack, dice, `${label}/${index + 1}`);
  }
  if ('boxAdvance' in order) {
    // 34.9 [Change]: no opposition in the box
    const problems = boxAdvanceProblems(ctx, state, side, order.boxAdvance);
    if (problems.length > 0) return { state, events: [skipped(index, problems.map((p) => `${p.message} (${p.rule})`).join('; '))] };
    return advanceUnopposed(ctx, state, side, order.boxAdvance);
  }
  if ('boxMove' in order) {
    // 33.1: a Soviet unit from its Off Map Box to an adjacent one
    const problems = boxMoveProblems(ctx, state, side, order.boxMove);
    if (problems.length > 0) return { state, events: [skipped(index, problems.map((p) => `${p.message} (${p.rule})`).join('; '))] };
    return applyBoxMove(ctx, state, order.boxMove);
  }
  if ('move' in order) {
    // CtS 4.1: a player moves only his own pieces
    if (ctx.units.get(order.move.unit)?.side !== side) return { state, events: [skipped(index, `${order.move.unit} is not a unit of the ${side} side (CtS 4.1)`)] };
    if (!mayMoveThisWindow(state, order.move.unit, order.move.path)) return { state, events: [skipped(index, restrictedMoveSkip(state, order.move.unit))] };
    if (state.movedThisPhase.includes(order.move.unit)) return { state, events: [skipped(index, `${order.move.unit} has already moved this phase (CtS 4.2)`)] };
    const r = checkMove(ctx, state, order.move);
    if (r.problems.length > 0) return { state, events: [skipped(index, r.problems.map((p) => p.message).join('; '))] };
    const path = order.move.path.map(hexId);
    const u = state.units[order.move.unit]!;
    const end = path[path.length - 1] ?? u.hex!;
    const moved = order.move.exit
      ? unitWith(u, { hex: end, where: 'off-map', leftMapTurn: state.turn, ...intoBox(ctx, state, side, end) }) // 17.1; 33.0, 33.2: into the box beyond
      : unitWith(u, { hex: end, where: 'map', box: undefined });
    let next = passThrough({ ...state, units: writeUnit(state, order.move.unit, moved), movedThisPhase: [...state.movedThisPhase, order.move.unit] }, side, path);
    const name = ctx.units.get(order.move.unit)!.name;
    const events: GameEvent[] = [
      {
        type: 'move',
        rule: order.move.exit || u.where === 'off-map' ? 'CtS 17.1' : 'CtS 4.2',
        unit: order.move.unit,
        path,
        cost: r.steps.at(-1)?.total ?? 0,
        text: `${name} ${u.where === 'off-map' ? `comes back on at ${path[0]}` : `moves ${u.hex}`}${path.length ? ` -> ${path.join(' -> ')}` : ''}${order.move.exit ? ' and leaves the map' : ''}`,
      },
    ];
    const entered = afterEnteringBox(ctx, next, side, moved.box); // 34.3: the first Axis entry into the Caucasus Box
    next = entered.state;
    events.push(...entered.events);
    // 21.3: enemy replacement counters caught alone go to the Pool; the move goes on
    const caught = catchReplacements(ctx, next, side, path);
    next = caught.state;
    events.push(...caught.events);
    if (side === 'axis') {
      const released = releaseNearAxis(ctx, next);
      next = released.state;
      events.push(...released.events);
    }
    return { state: next, events };
  }
  const problems = battleIssues(ctx, state, side, order.attack, ['orders', index, 'attack']);
  if (problems.length > 0) return { state, events: [skipped(index, problems.map((p) => p.message).join('; '))] };
  const standing = { attacker: state.standing[side]?.attacker, defender: state.standing[enemyOf(side)]?.defender };
  const fightStanding = {
    ...(standing.attacker ? { attacker: standing.attacker } : {}),
    ...(standing.defender ? { defender: standing.defender } : {}),
  };
  const overrun = movementOverrunFought(state, side, order.attack); // 4.7: the battle of a Movement Phase overrun
  const before = unitsThen(state.units);
  const r = overrun
    ? fightMovementOverrun(ctx, state, overrun, order.attack, dice, `${label}/${index + 1}`, fightStanding)
    : resolveBattle(ctx, state, order.attack, dice, `${label}/${index + 1}`, fightStanding);
  // 21.3: replacement counters retreat with their stack, or are caught alone
  const advanced = r.events.filter((e) => e.type === 'advance' && Array.isArray(e.path)).flatMap((e) => e.path as HexId[]);
  const counters = replacementsAfterBattle(ctx, before, r.state, side, order.attack.targets, advanced);
  let next = counters.state;
  const events = [...r.events, ...counters.events];
  if (side === 'axis') {
    const released = releaseNearAxis(ctx, next);
    next = released.state;
    events.push(...released.events);
  }
  return { state: next, events };
}

function removeOne(depots: CtsState['depots'], side: CtsSide, hex: string): CtsState['depots'] {
  const i = depots.findIndex((d) => d.side === side && d.hex === hex);
  return i < 0 ? depots : [...depots.slice(0, i), ...depots.slice(i + 1)];
}

function skipped(index: number, why: string): GameEvent {
  return { type: 'order-skipped', order: index, text: `order ${index + 1} skipped: ${why}` };
}
