import type { HexId } from '../../../../kernel/ids';
import type { CtsContext } from '../../data/context';
import type { CtsSide } from '../../data/schema';
import type { CtsState } from '../../state/types';
import { enemyOf, occupancy } from '../occupancy';
import { isNonCombat } from '../unit-kind';
import { bondsOf } from '../zones-of-control';
import { connectingRailHexes } from './connecting-rail';
import { fewestTransportPoints, transportStep } from './transport-path';

/** What activating one Army HQ costs (16.7, 16.9). */
export type ActivationCost = { sp: number; tp: number; depot?: HexId; length: number } | { problem: string };

/**
 * CtS 16.7, 16.9: a Depot stacked with the HQ pays for it at no Transport cost; otherwise
 * 1 Supply Point plus one Transport Point per five hexes begun (road hexes 1/2) from the
 * nearest Connecting Rail Hex, along a path a Line of Supply could take (digest A34:
 * no enemy units, no enemy bonds); 0 TP on a Connecting Rail Hex. The river rule of the
 * multiples applies (16.9, `transport-path.ts`).
 */
export function activationCost(ctx: CtsContext, state: CtsState, side: CtsSide, hq: HexId): ActivationCost {
  const depot = state.depots.find((d) => d.side === side && d.hex === hq);
  if (depot) return { sp: 0, tp: 0, depot: depot.hex, length: 0 };
  const occ = occupancy(ctx, state);
  const enemyBonds = bondsOf(ctx, state, enemyOf(side), occ);
  const rail = connectingRailHexes(ctx, state, occ, side, enemyBonds);
  if (rail.has(hq)) return { sp: 1, tp: 0, length: 0 };
  const multiple = ctx.tables.supply.transportMultiple;
  const budget = multiple * ctx.tables.supply.transportPoints;
  const best = fewestTransportPoints(hq, rail, multiple, ctx.tables.supply.transportPoints, (h) => ctx.map.neighbours(h), (from, to) => {
    if (occ.at(to, enemyOf(side)).some((p) => !isNonCombat(p.spec)) || enemyBonds.blocks(from, to)) return null;
    return transportStep(ctx.map.hexside(from, to));
  });
  if (!best) return { problem: `no Connecting Rail Hex within ${budget} hexes of ${hq}` };
  return { sp: 1, tp: best.tp, length: best.length };
}
