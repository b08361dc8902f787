import { inRasputitsa } from '../weather/rasputitsa';
import type { HexId } from '#kernel/ids';
import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { optionalRule } from '#games/campaign-to-stalingrad/setup/optional-rules';
import { friendlyEdge } from '../friendly-edge';
import { enemyOf, type Occupancy } from '../occupancy';
import { isNonCombat } from '../unit-kind';
import { transportMultiple } from '../weather/effects';
import { addStep, fewestTransportPoints, transportStep, type Tally } from './transport-path';

/**
 * CtS 43.0 Off Map Supply (optional, game option offMapSupply): "Players may assume that
 * there are Connecting Rail Hexes off their Friendly Map Edges. This will allow them to
 * Activate HQ and build Supply Depots without tracing to an on map rail hex. Assume that the
 * distance (for Transport Point cost) is 5 hexes beyond the map edge for the north map, and
 * 15 hexes for the south map." A south-map hex is one printed with an S (A2, 35.6).
 */
export const OFF_MAP_DISTANCE = { north: 5, south: 15 } as const;

const beyondEdge = (ctx: CtsContext, edge: HexId): number => (ctx.map.label(edge).startsWith('S') ? OFF_MAP_DISTANCE.south : OFF_MAP_DISTANCE.north);

/**
 * CtS 43.0 with 16.9: the fewest Transport Points from `to` to an off-map Connecting Rail
 * Hex, through a friendly map edge hex and on for that map's distance beyond it (plain hexes:
 * no road, no river), along a path a Line of Supply could take (digest A34: no enemy units,
 * no enemy bonds); at most `maxTp`. Null when the option is off or none is within reach.
 */
export function offMapRailCost(ctx: CtsContext, state: CtsState, occ: Occupancy, side: CtsSide, enemyBonds: BondMap, to: HexId, maxTp: number): { tp: number; length: number; edge: HexId } | null {
  if (!optionalRule(state, 'offMapSupply')) return null;
  const multiple = transportMultiple(ctx, state); // 16.9: 5 hexes, 3 in Rain (25.0 [Change])
  const carry = (t: Tally, edge: HexId): Tally => {
    let out = t;
    for (let i = 0; i < beyondEdge(ctx, edge); i++) out = addStep(out, { length: 1, river: false }, multiple);
    return out;
  };
  const mud = inRasputitsa(state);
  const best = fewestTransportPoints(to, friendlyEdge(ctx, state, side), multiple, maxTp, (h) => ctx.map.adjacent(h), (a, b) => {
    if (occ.some(b, enemyOf(side), (p) => !isNonCombat(p.spec)) || enemyBonds.blocks(a, b)) return null;
    return transportStep(ctx.map.hexsideFeatures(a, b), mud);
  }, carry);
  return best ? { tp: best.tp, length: best.length, edge: best.hex } : null;
}
