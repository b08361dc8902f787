import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { enemyOf, type Occupancy } from '../occupancy';
import { isNonCombat } from '../unit-kind';
import type { BondMap } from '#kernel/zoc/bond-map';
import { fewestTransportPoints, transportStep } from './transport-path';

/**
 * CtS 16.9, 16.10: the Transport Points to deliver a Supply Point or a Depot to `to` from
 * the nearest of `from` (Connecting Rail Hexes, or a Depot's hex): one per five hexes begun,
 * road hexes 1/2, the river rule of the multiples, along a path a Line of Supply could take
 * (digest A34: no enemy units, no enemy bonds); 0 when `to` is one of `from`. Null when it
 * would cost more than `maxTp`.
 */
export function deliveryCost(
  ctx: CtsContext,
  occ: Occupancy,
  side: CtsSide,
  enemyBonds: BondMap,
  to: HexId,
  from: ReadonlySet<HexId>,
  maxTp: number,
  /** Hexes per Transport Point: 5, 3 in Rain (25.0 [Change], weather/effects.ts). */
  multiple: number,
  /** 31.2 [Change]: the Rasputitsa is on: road hexes count 1, others 2. */
  mud = false,
): { tp: number; length: number } | null {
  if (from.has(to)) return { tp: 0, length: 0 };
  const best = fewestTransportPoints(to, from, multiple, maxTp, (h) => ctx.map.adjacent(h), (a, b) => {
    if (occ.some(b, enemyOf(side), (p) => !isNonCombat(p.spec)) || enemyBonds.blocks(a, b)) return null;
    return transportStep(ctx.map.hexsideFeatures(a, b), mud);
  });
  return best ? { tp: best.tp, length: best.length } : null;
}
