import type { CtsContext } from '../data/context';
import type { CtsState } from '../state/types';
import { hasLocToEdge } from './communication';
import type { Occupancy } from './occupancy';
import type { BondMap } from '#kernel/zoc/bond-map';
import type { HexId } from '#kernel/ids';

/**
 * CtS 36.8 SPECIAL: "Award the Axis Player 20 Victory Points if both hexes of Stalingrad are
 * at least 1/4 friendly controlled, and a line of communication can be traced to the city
 * from the Axis friendly map edge. Also award the Axis Player 20 Victory Points if he
 * controls 100% of Rostov and has a LOC to his Friendly Map Edge. No Victory Points are
 * awarded if the cities are controlled but have no Line Of Communication." Until the Major
 * City Battles (24.0) keep shares of a hex, an Axis-controlled hex is held whole (so at least
 * a quarter). Only a scenario whose victory names the city (`victory.axis.stalingrad`,
 * `rostov`) scores it.
 */
export function cityHoldPoints(ctx: CtsContext, state: CtsState, occ: Occupancy, sovietBonds: BondMap, points: Readonly<Record<string, number>>): number {
  let vp = 0;
  for (const [city, value] of [['Stalingrad', points['stalingrad']], ['Rostov', points['rostov']]] as const) {
    if (!value) continue;
    const hexes = ctx.map.hexIds().filter((h) => ctx.map.hex(h)?.name === city && ctx.map.hasFeature(h, 'major-city'));
    const held = (h: HexId): boolean => state.control[h] === 'axis' && hasLocToEdge(ctx, state, occ, 'axis', h, sovietBonds);
    if (hexes.length > 0 && hexes.every(held)) vp += value;
  }
  return vp;
}
