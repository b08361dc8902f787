import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { BoxDepot, CtsState } from '#games/campaign-to-stalingrad/state/types';
import { enemyOf } from '../occupancy';
import { boxName } from '../off-map-boxes/box-edges';
import { boxSupplyPointCost } from './box-activation';
import type { CaucasusBox } from './box-order';
import { unitsInBox } from './box-units';
import { caucasusPlay } from './plays';

/** Why a Supply Depot cannot be created in a box: a stable code, a plain message, the rule. */
export interface BoxDepotProblem {
  code: string;
  message: string;
  rule: string;
}

/**
 * CtS 34.2 "to deliver a Supply Point to create a Supply Depot in one of the two Off-Map boxes
 * simply requires the Line Of Supply to be traced one hex off the south edge of the map
 * through a legal entry hex (see 34.3)", in the owner's Supply Phase (16.10): one Supply Point
 * and, for the Axis, the Transport Points of an HQ's activation there (`boxSupplyPointCost`);
 * the Soviet, who "may always assume there is a friendly Connecting Rail Hex in each of his
 * Off Map Boxes", pays none. A reading: 16.10 creates no Depot among enemy units, and enemy
 * units stand in a contested box, so a Depot is created in a box only where a unit of the side
 * stands (a Depot alone with enemy units is destroyed, `boxDepotsLost`). Engine cts-7 on.
 */
export function createBoxDepot(ctx: CtsContext, state: CtsState, side: CtsSide, box: CaucasusBox): { problem: BoxDepotProblem } | { state: CtsState; event: GameEvent } {
  const rule = 'CtS 34.2';
  if (!ctx.readings.boxDepotsCreated || caucasusPlay(ctx, state) === null) return { problem: { code: 'box-depot-not-played', message: 'this game creates no Supply Depot in a Caucasus box (the Campaign Game of engine cts-7 or later)', rule } };
  if (unitsInBox(ctx, state, box, side).length === 0) return { problem: { code: 'box-depot-no-units', message: `the ${side} side has no unit in the ${boxName(box)} to hold a Depot`, rule: 'CtS 16.10' } };
  if (state.supplyPoints[side] < 1) return { problem: { code: 'no-supply-points', message: 'a Depot costs one Supply Point and none are left', rule: 'CtS 16.10' } };
  const cost = boxSupplyPointCost(ctx, state, side);
  if ('problem' in cost) return { problem: { code: 'no-box-delivery', message: cost.problem, rule } };
  if (cost.tp > state.transport[side]) return { problem: { code: 'depot-transport', message: `the ${state.transport[side]} Transport Point${state.transport[side] === 1 ? '' : 's'} left do not reach the ${boxName(box)} (${cost.tp} needed)`, rule: 'CtS 16.9' } };
  const next: CtsState = {
    ...state,
    supplyPoints: { ...state.supplyPoints, [side]: state.supplyPoints[side] - 1 },
    transport: { ...state.transport, [side]: state.transport[side] - cost.tp },
    boxDepots: [...(state.boxDepots ?? []), { side, box }],
  };
  return { state: next, event: { type: 'depot-created', rule, side, box, sp: 1, tp: cost.tp, text: `a ${side} Depot is created in the ${boxName(box)} for 1 Supply Point and ${cost.tp} Transport Point${cost.tp === 1 ? '' : 's'}` } };
}

/** The state without one of the side's Depots in the box; `boxDepots` left absent when none is left, so a state that never had one hashes as before. */
export function withoutBoxDepot(state: CtsState, side: CtsSide, box: CaucasusBox): CtsState {
  const all = state.boxDepots ?? [];
  const i = all.findIndex((d) => d.side === side && d.box === box);
  if (i < 0) return state;
  return withBoxDepots(state, [...all.slice(0, i), ...all.slice(i + 1)]);
}

function withBoxDepots(state: CtsState, depots: BoxDepot[]): CtsState {
  if (depots.length > 0) return { ...state, boxDepots: depots };
  const { boxDepots: _gone, ...rest } = state;
  return rest;
}

/**
 * CtS 16.10 "Supply Depots are destroyed ... if an enemy unit enters the Depot's hex", read for
 * a box, where both sides' units stand: a Depot is destroyed when an enemy unit is in its box
 * and no unit of its side is left there (a Depot "in no way" holds a box alone against the
 * enemy: after the expulsion of 34.5 or the last unit's loss). A box empty of both sides' units
 * keeps its Depot: no enemy unit has entered it.
 */
export function boxDepotsLost(ctx: CtsContext, state: CtsState): { state: CtsState; events: GameEvent[] } {
  const all = state.boxDepots;
  if (!all || all.length === 0) return { state, events: [] };
  const kept = all.filter((d) => unitsInBox(ctx, state, d.box, d.side).length > 0 || unitsInBox(ctx, state, d.box, enemyOf(d.side)).length === 0);
  if (kept.length === all.length) return { state, events: [] };
  const events: GameEvent[] = all
    .filter((d) => !kept.includes(d))
    .map((d) => ({ type: 'depot-destroyed', rule: 'CtS 16.10', side: d.side, box: d.box, text: `the ${d.side} Depot in the ${boxName(d.box)} is destroyed: enemy units are there and no ${d.side} unit is left` }));
  return { state: withBoxDepots(state, kept), events };
}
