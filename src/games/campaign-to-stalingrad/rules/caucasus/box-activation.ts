import { hexId, type HexId } from '#kernel/ids';
import { cached } from '#kernel/memo/cached';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { enemyOf, occupancy } from '../occupancy';
import { activationCost, type ActivationCost } from '../supply/activation-cost';
import { connectingRailHexes } from '../supply/connecting-rail';
import { fewestTransportPoints, transportStep } from '../supply/transport-path';
import { isNonCombat } from '../unit-kind';
import { inRasputitsa } from '../weather/rasputitsa';
import { transportMultiple } from '../weather/effects';
import { bondsOf } from '../zones-of-control';
import { boxDeliveryCost } from './attack-supply';
import { caucasusEdgeHexes } from './edge-hexes';
import { caucasusPlay } from './plays';

/** Whether the Army HQ `hq` stands in the Caucasus or Black Sea Coast box of a game that plays the Caucasus Display (34.2). */
export function inCaucasusBoxes(ctx: CtsContext, state: CtsState, hq: string): boolean {
  const u = state.units[hq];
  return u !== undefined && u.where === 'off-map' && (u.box === 'caucasus' || u.box === 'black-sea-coast') && caucasusPlay(ctx, state) !== null;
}

/**
 * CtS 16.7 with 34.2: what activating the Army HQ `hq` costs. On the map, 16.7-16.10
 * (`activationCost`). In the Caucasus or Black Sea Coast box (Caucasus Display played):
 * "To deliver a Supply Point to an Axis Army HQ located in either the Caucasus or Black Sea
 * Coast box ... simply requires the Line Of Supply to be traced one hex off the south edge
 * of the map through a legal entry hex (see 34.3)": the Axis pays `boxDeliveryCost` from his
 * nearest Connecting Rail Hex to the cheapest Axis entry hex the Caucasus Control Track gives
 * him, free of enemy units (a Line of Supply enters no enemy hex), at least one Transport
 * Point; "The Soviet Player may always assume there is a friendly Connecting Rail Hex in each
 * of his Off Map Boxes": 1 Supply Point, no Transport Point. A Depot in a box (34.2,
 * engine cts-7) does not activate an HQ there (not built): a box HQ is paid by a Supply Point only.
 */
export function hqActivationCost(ctx: CtsContext, state: CtsState, side: CtsSide, hq: string, depotHex?: HexId, supplyPoint = false): ActivationCost {
  // a position's costs asked again (the options list, the overrun listings and check() each ask them) are answered once
  const byQuestion = cached(cached(costs, ctx, () => new WeakMap()), state, () => new Map());
  return cached(byQuestion, `${side}|${hq}|${depotHex ?? ''}|${supplyPoint ? 1 : 0}`, () => costOf(ctx, state, side, hq, depotHex, supplyPoint));
}

const costs = new WeakMap<CtsContext, WeakMap<CtsState, Map<string, ActivationCost>>>();

function costOf(ctx: CtsContext, state: CtsState, side: CtsSide, hq: string, depotHex: HexId | undefined, supplyPoint: boolean): ActivationCost {
  const u = state.units[hq]!;
  if (!inCaucasusBoxes(ctx, state, hq)) return activationCost(ctx, state, side, u.hex!, depotHex, supplyPoint);
  if (depotHex !== undefined) return { problem: 'an Army HQ in the Caucasus or Black Sea Coast box is activated by a Supply Point delivered off the south edge, not by a Depot on the map (CtS 34.2)' };
  return boxSupplyPointCost(ctx, state, side);
}

/**
 * CtS 34.2: what one Supply Point delivered into the Caucasus or Black Sea Coast box costs, to
 * activate an Army HQ there or to create a Supply Depot there (the Caucasus Display played).
 */
export function boxSupplyPointCost(ctx: CtsContext, state: CtsState, side: CtsSide): ActivationCost {
  const play = caucasusPlay(ctx, state)!;
  if (side === 'soviet') {
    const d = boxDeliveryCost('soviet');
    return 'refused' in d ? { problem: `${d.refused} (${d.rule})` } : { sp: d.sp, tp: d.tp, length: 0 };
  }
  const occ = occupancy(ctx, state);
  const enemyBonds = bondsOf(ctx, state, enemyOf(side), occ);
  const rail = connectingRailHexes(ctx, state, occ, side, enemyBonds);
  const multiple = transportMultiple(ctx, state);
  const blocked = (h: HexId): boolean => occ.some(h, enemyOf(side), (p) => !isNonCombat(p.spec));
  let best: { tp: number; length: number; edge: HexId } | null = null;
  const mud = inRasputitsa(state);
  for (const edge of caucasusEdgeHexes(play.display, play.markers, side).hexes.map(hexId).sort()) {
    if (blocked(edge)) continue;
    const path = fewestTransportPoints(edge, rail, multiple, ctx.tables.supply.transportPoints, (h) => ctx.map.adjacent(h), (from, to) => (blocked(to) || enemyBonds.blocks(from, to) ? null : transportStep(ctx.map.hexsideFeatures(from, to), mud)));
    if (!path) continue;
    const cost = boxDeliveryCost('axis', { display: play.display, markers: play.markers, edgeHex: edge, lengthToEdge: path.length, multiple });
    if (!('refused' in cost) && (best === null || cost.tp < best.tp)) best = { tp: cost.tp, length: path.length + 1, edge };
  }
  if (!best) return { problem: `no Line of Supply from an Axis Connecting Rail Hex reaches one hex off the south edge through an Axis entry hex of the Caucasus Box within ${ctx.tables.supply.transportPoints} Transport Points (CtS 34.2, 34.3)` };
  return { sp: 1, tp: best.tp, length: best.length };
}
