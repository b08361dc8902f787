import type { CtsContext } from '../data/context';
import type { CtsState } from '../state/types';
import { quartersHeld } from './city/display-sections';
import { hasLocToEdge } from './communication';
import type { Occupancy } from './occupancy';
import type { BondMap } from '#kernel/zoc/bond-map';
import type { HexId } from '#kernel/ids';

/**
 * CtS 36.8 SPECIAL: "Award the Axis Player 20 Victory Points if both hexes of Stalingrad are
 * at least 1/4 friendly controlled, and a line of communication can be traced to the city
 * from the Axis friendly map edge. Also award the Axis Player 20 Victory Points if he
 * controls 100% of Rostov and has a LOC to his Friendly Map Edge. No Victory Points are
 * awarded if the cities are controlled but have no Line Of Communication." A hex fought over
 * in a Major City Battle (24.0) is held in the quarters of its battle (`cityBattles[hex]`):
 * any share of it is at least 1/4, so Stalingrad counts, never Rostov (100%); a hex without a
 * battle is held whole by the side that controls it (7.0). Only a scenario whose victory names
 * the city (`victory.axis.stalingrad`, `rostov`) scores it.
 */
export function cityHoldPoints(ctx: CtsContext, state: CtsState, occ: Occupancy, sovietBonds: BondMap, points: Readonly<Record<string, number>>): number {
  let vp = 0;
  for (const [city, value, whole] of [['Stalingrad', points['stalingrad'], false], ['Rostov', points['rostov'], true]] as const) {
    if (!value) continue;
    const hexes = ctx.map.hexIds().filter((h) => ctx.map.hex(h)?.name === city && ctx.map.hasFeature(h, 'major-city'));
    const quarters = (h: HexId): number => {
      const battle = state.cityBattles?.[h];
      if (battle) return quartersHeld(battle).axis; // 24.0: the Axis's quarters on the Control Track
      return state.control[h] === 'axis' ? 4 : 0;
    };
    const held = (h: HexId): boolean => quarters(h) >= (whole ? 4 : 1) && hasLocToEdge(ctx, state, occ, 'axis', h, sovietBonds);
    if (hexes.length > 0 && hexes.every(held)) vp += value;
  }
  return vp;
}
