import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '../data/context';
import type { CtsState } from '../state/types';
import { majorCityBattlesOn } from './city/switch';
import { hasLocToEdge } from './communication';
import type { Occupancy } from './occupancy';

/**
 * CtS 35.8 A-B, 37.4 Soviet A-B: the Major and Minor City hexes the Soviet controls with a
 * Line Of Communication to a Soviet friendly map edge. A Major City hex counts only when held
 * whole: "If playing with the Major City Battle rules, the Soviet Player must control the
 * entire city hex" (35.8 A), "100% controls" (37.4 A), so never a hex in a Major City Battle.
 */
export function sovietCityHexes(ctx: CtsContext, state: CtsState, occ: Occupancy, axisBonds: BondMap): { major: string[]; minor: string[] } {
  const out: { major: string[]; minor: string[] } = { major: [], minor: [] };
  for (const h of ctx.map.hexIds()) {
    const major = ctx.map.hasFeature(h, 'major-city');
    const minor = ctx.map.hasFeature(h, 'minor-city');
    if (major && state.cityBattles?.[h] && majorCityBattlesOn(ctx, state)) continue;
    if ((major || minor) && state.control[h] === 'soviet' && hasLocToEdge(ctx, state, occ, 'soviet', h, axisBonds)) out[major ? 'major' : 'minor'].push(h);
  }
  return out;
}
