import { inRasputitsa } from '../weather/rasputitsa';
import type { GameEvent } from '#kernel/engine/events';
import { hexId, type HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { DepotOrderSchema } from '#games/campaign-to-stalingrad/orders/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { z } from 'zod';
import { enemyOf, occupancy } from '../occupancy';
import { connectingRailHexes } from '../supply/connecting-rail';
import { offMapRailCost } from '../supply/off-map-supply';
import { deliveryCost } from '../supply/delivery-cost';
import { isNonCombat } from '../unit-kind';
import { bondsOf } from '../zones-of-control';
import { transportMultiple } from '../weather/effects';
import { createBoxDepot } from '../caucasus/box-depots';

/** One Depot action of the Supply Phase (16.10; a box's, 34.2). */
export type DepotAction = z.infer<typeof DepotOrderSchema>['depot'];

/** Why a Depot action cannot be carried out: where in the order, a stable code, a plain message, the rule. */
export interface DepotProblem {
  path: string[];
  code: string;
  message: string;
  rule: string;
}

function removeOne(depots: CtsState['depots'], side: CtsSide, hex: HexId): CtsState['depots'] {
  const i = depots.findIndex((d) => d.side === side && d.hex === hex);
  return i < 0 ? depots : [...depots.slice(0, i), ...depots.slice(i + 1)];
}

/**
 * CtS 16.10 Supply Depots in the owner's Supply Phase (16.11 step 3):
 * - create: 1 Supply Point; no Transport Points on a Connecting Rail Hex, else the Transport
 *   Points of 16.9 from the nearest one; never among enemy units;
 * - move: Transport Points by 16.9 for the hexes moved (roads 1/2, the river rule); free
 *   along the rail net, so a Depot on a Connecting Rail Hex pays only from the rail net,
 *   and one off it pays the cheaper of going straight there or by way of the net;
 * - absorb: a Depot on a Connecting Rail Hex goes back into the Supply Track (cap 18, 16.8);
 * - remove: voluntarily.
 */
export function depotAction(ctx: CtsContext, state: CtsState, side: CtsSide, action: DepotAction): { problems: DepotProblem[] } | { state: CtsState; event: GameEvent } {
  if ('createInBox' in action) {
    // CtS 34.2: a Depot in a Caucasus box, its Supply Point delivered off the south edge
    const r = createBoxDepot(ctx, state, side, action.createInBox);
    return 'problem' in r ? { problems: [{ path: ['createInBox'], ...r.problem }] } : r;
  }
  const occ = occupancy(ctx, state);
  const enemyBonds = bondsOf(ctx, state, enemyOf(side), occ);
  const rail = connectingRailHexes(ctx, state, occ, side, enemyBonds);
  const multiple = transportMultiple(ctx, state); // 16.9: 5 hexes a Transport Point, 3 in Rain (25.0 [Change])
  const mine = (h: HexId): boolean => state.depots.some((d) => d.side === side && d.hex === h);
  const placeProblem = (h: HexId, path: string[]): DepotProblem | null => {
    if (!ctx.map.has(h)) return { path, code: 'off-map', message: `${h} is not a hex of the map`, rule: 'CtS 16.10' };
    if (occ.at(h, enemyOf(side)).some((p) => !isNonCombat(p.spec))) return { path, code: 'depot-enemy-hex', message: `${h} holds enemy units`, rule: 'CtS 16.10' };
    return null;
  };
  const noDepot = (h: HexId, path: string[]): DepotProblem => ({ path, code: 'no-depot', message: `the ${side} side has no Depot in ${h}`, rule: 'CtS 16.10' });
  const tooFar = (h: HexId, path: string[]): DepotProblem => ({
    path,
    code: 'depot-transport',
    message: `the ${state.transport[side]} Transport Point${state.transport[side] === 1 ? '' : 's'} left do not reach ${h}`,
    rule: 'CtS 16.9',
  });
  if ('create' in action) {
    const h = hexId(action.create);
    const p = placeProblem(h, ['create']);
    if (p) return { problems: [p] };
    if (state.supplyPoints[side] < 1) return { problems: [{ path: ['create'], code: 'no-supply-points', message: 'a Depot costs one Supply Point and none are left', rule: 'CtS 16.10' }] };
    const onMap = deliveryCost(ctx, occ, side, enemyBonds, h, rail, state.transport[side], multiple, inRasputitsa(state));
    const offMap = offMapRailCost(ctx, state, occ, side, enemyBonds, h, onMap ? onMap.tp - 1 : state.transport[side]); // 43.0 (optional): only when cheaper
    const cost = offMap ?? onMap;
    if (!cost) return { problems: [tooFar(h, ['create'])] };
    const next: CtsState = {
      ...state,
      supplyPoints: { ...state.supplyPoints, [side]: state.supplyPoints[side] - 1 },
      transport: { ...state.transport, [side]: state.transport[side] - cost.tp },
      depots: [...state.depots, { side, hex: h }],
    };
    const beyond = offMap ? `, from the Connecting Rail Hex off the map beyond ${offMap.edge} (CtS 43.0)` : '';
    return { state: next, event: { type: 'depot-created', rule: 'CtS 16.10', side, hex: h, sp: 1, tp: cost.tp, ...(offMap ? { offMap: offMap.edge } : {}), text: `a ${side} Depot is created in ${h} for 1 Supply Point and ${cost.tp} Transport Point${cost.tp === 1 ? '' : 's'}${beyond}` } };
  }
  if ('move' in action) {
    const from = hexId(action.move.from);
    const to = hexId(action.move.to);
    if (!mine(from)) return { problems: [noDepot(from, ['move', 'from'])] };
    const p = placeProblem(to, ['move', 'to']);
    if (p) return { problems: [p] };
    const tp = state.transport[side];
    let cost = deliveryCost(ctx, occ, side, enemyBonds, to, rail.has(from) ? rail : new Set([from]), tp, multiple, inRasputitsa(state));
    if (!rail.has(from)) {
      // off the net: straight there, or to the nearest Connecting Rail Hex, free along the net, and off it again
      const toNet = deliveryCost(ctx, occ, side, enemyBonds, from, rail, tp, multiple, inRasputitsa(state));
      const fromNet = toNet ? deliveryCost(ctx, occ, side, enemyBonds, to, rail, tp - toNet.tp, multiple, inRasputitsa(state)) : null;
      if (toNet && fromNet && (!cost || toNet.tp + fromNet.tp < cost.tp)) cost = { tp: toNet.tp + fromNet.tp, length: toNet.length + fromNet.length };
    }
    if (!cost) return { problems: [tooFar(to, ['move', 'to'])] };
    const next: CtsState = {
      ...state,
      transport: { ...state.transport, [side]: state.transport[side] - cost.tp },
      depots: [...removeOne(state.depots, side, from), { side, hex: to }],
    };
    return { state: next, event: { type: 'depot-moved', rule: 'CtS 16.10', side, from, to, tp: cost.tp, text: `the ${side} Depot in ${from} moves to ${to} for ${cost.tp} Transport Point${cost.tp === 1 ? '' : 's'}` } };
  }
  if ('absorb' in action) {
    const h = hexId(action.absorb);
    if (!mine(h)) return { problems: [noDepot(h, ['absorb'])] };
    if (!rail.has(h)) return { problems: [{ path: ['absorb'], code: 'depot-not-on-rail', message: `${h} is not a Connecting Rail Hex`, rule: 'CtS 16.10' }] };
    const sp = Math.min(ctx.tables.supply.cap, state.supplyPoints[side] + 1);
    const next: CtsState = { ...state, supplyPoints: { ...state.supplyPoints, [side]: sp }, depots: removeOne(state.depots, side, h) };
    return { state: next, event: { type: 'depot-absorbed', rule: 'CtS 16.10', side, hex: h, text: `the ${side} Depot in ${h} is absorbed into the Supply Track (${sp} Supply Points)` } };
  }
  const h = hexId(action.remove);
  if (!mine(h)) return { problems: [noDepot(h, ['remove'])] };
  return { state: { ...state, depots: removeOne(state.depots, side, h) }, event: { type: 'depot-removed', rule: 'CtS 16.10', side, hex: h, text: `the ${side} player removes his Depot in ${h}` } };
}
