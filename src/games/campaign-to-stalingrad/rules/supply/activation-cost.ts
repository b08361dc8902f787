import { inRasputitsa } from '../weather/rasputitsa';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { enemyOf, occupancy } from '../occupancy';
import { isNonCombat } from '../unit-kind';
import { bondsOf } from '../zones-of-control';
import { connectingRailHexes } from './connecting-rail';
import { deliveryCost } from './delivery-cost';
import { offMapRailCost } from './off-map-supply';
import { fewestTransportPoints, transportStep } from './transport-path';
import { transportMultiple } from '../weather/effects';

/** What activating one Army HQ costs (16.7, 16.9). */
export type ActivationCost = { sp: number; tp: number; depot?: HexId; length: number; /** 43.0: the friendly edge hex beyond which the off-map Connecting Rail Hex lies. */ offMap?: HexId } | { problem: string };

/**
 * CtS 16.7, 16.9, 16.10: a named Depot elsewhere (`depotHex`) pays for it, delivered for
 * 16.9's Transport Points from its hex; a Depot stacked with the HQ pays for it at no
 * Transport cost, unless `supplyPoint` keeps it; otherwise
 * 1 Supply Point plus one Transport Point per five hexes begun (road hexes 1/2) from the
 * nearest Connecting Rail Hex, along a path a Line of Supply could take (digest A34:
 * no enemy units, no enemy bonds); 0 TP on a Connecting Rail Hex. The river rule of the
 * multiples applies (16.9, `transport-path.ts`).
 */
export function activationCost(ctx: CtsContext, state: CtsState, side: CtsSide, hq: HexId, depotHex?: HexId, supplyPoint = false): ActivationCost {
  const occ = occupancy(ctx, state);
  const enemyBonds = bondsOf(ctx, state, enemyOf(side), occ);
  if (depotHex !== undefined && supplyPoint) return { problem: 'an activation is paid by a Supply Point or by a Depot, not both' };
  if (depotHex !== undefined) {
    // CtS 16.10: a Depot not stacked with the HQ is delivered for 16.9's Transport Points
    if (!state.depots.some((d) => d.side === side && d.hex === depotHex)) return { problem: `the ${side} side has no Depot in ${depotHex}` };
    const delivered = deliveryCost(ctx, occ, side, enemyBonds, hq, new Set([depotHex]), ctx.tables.supply.transportPoints, transportMultiple(ctx, state), inRasputitsa(state));
    if (!delivered) return { problem: `the Depot in ${depotHex} cannot be delivered to ${hq} for ${ctx.tables.supply.transportPoints} Transport Points or fewer` };
    return { sp: 0, tp: delivered.tp, depot: depotHex, length: delivered.length };
  }
  const depot = supplyPoint ? undefined : state.depots.find((d) => d.side === side && d.hex === hq); // 16.7: the owner may keep it
  if (depot) return { sp: 0, tp: 0, depot: depot.hex, length: 0 };
  const rail = connectingRailHexes(ctx, state, occ, side, enemyBonds);
  if (rail.has(hq)) return { sp: 1, tp: 0, length: 0 };
  const multiple = transportMultiple(ctx, state); // 16.9: 5 hexes, 3 in Rain (25.0 [Change])
  const budget = multiple * ctx.tables.supply.transportPoints;
  const mud = inRasputitsa(state);
  const best = fewestTransportPoints(hq, rail, multiple, ctx.tables.supply.transportPoints, (h) => ctx.map.adjacent(h), (from, to) => {
    if (occ.some(to, enemyOf(side), (p) => !isNonCombat(p.spec)) || enemyBonds.blocks(from, to)) return null;
    return transportStep(ctx.map.hexsideFeatures(from, to), mud);
  });
  const offMap = offMapRailCost(ctx, state, occ, side, enemyBonds, hq, best ? best.tp - 1 : ctx.tables.supply.transportPoints); // 43.0 (optional): only when cheaper
  if (offMap) return { sp: 1, tp: offMap.tp, length: offMap.length, offMap: offMap.edge };
  if (!best) return { problem: `no Connecting Rail Hex within ${budget} hexes of ${hq}` };
  return { sp: 1, tp: best.tp, length: best.length };
}
