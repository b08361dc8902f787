import type { CtsSide } from './data/schema';
import type { CtsState } from './state/types';
import type { CtsContext } from './data/context';
import { railView } from './rules/railroads/rail-view';
import { hexLabel } from './printed-hexes';

/**
 * What a side may see (null = the public). The Basic Game has no hidden information
 * (fog of war is optional rule 42, not implemented), so every viewer sees the state;
 * only the other side's standing orders are withheld.
 */
export function viewFor(state: CtsState, side: CtsSide | null, ctx?: CtsContext): unknown {
  const standing = side === null ? {} : state.standing[side] ? { [side]: state.standing[side] } : {};
  // 23.3: the air units on the map this player turn, where and on what mission
  const airOnMap = Object.values(state.air?.units ?? {})
    .filter((a) => a.where === 'map')
    .map((a) => ({ unit: a.id, hex: a.hex, mission: a.mission }));
  // 15.5, 15.6: the railhead markers and the rail each side has yet to repair
  if (!ctx) return { ...state, standing, airOnMap };
  // A2: the printed south-map number of every south-map hex that holds a unit ("6336": "S4336")
  const southHexes: Record<string, string> = {};
  for (const u of Object.values(state.units)) if (u.hex !== null && hexLabel(ctx, u.hex) !== u.hex) southHexes[u.hex] = hexLabel(ctx, u.hex);
  return { ...state, standing, airOnMap, rail: railView(ctx, state), printedSouthHexes: southHexes };
}
