import type { CtsSide } from './data/schema';
import type { CtsState } from './state/types';
import type { CtsContext } from './data/context';
import { railView } from './rules/railroads/rail-view';
import { fogFor, withoutHidden } from './rules/fog/hidden-units';
import { hexLabel } from './printed-hexes';

/**
 * What a side may see (null = the public). The Basic Game has no hidden information, so
 * every viewer sees the state; only the other side's standing orders are withheld. With
 * the optional Fog of War (42.0, game option fogOfWar) an enemy stack that is not adjacent
 * to one of the viewer's units shows its top unit only: the units under it are left out of
 * `units` and of every other list of the view, and `fog` gives each such stack's hex, top
 * unit and count (rules/fog/hidden-units.ts). `referee` sees through the fog (the map reports
 * of the referee).
 */
export function viewFor(state: CtsState, side: CtsSide | null, ctx?: CtsContext, referee = false): unknown {
  const standing = side === null ? {} : state.standing[side] ? { [side]: state.standing[side] } : {};
  const fog = ctx && !referee ? fogFor(ctx, state, side) : null;
  const seen = fog ? { ...withoutHidden(state, fog.hidden), fog: fog.stacks } : state;
  // 23.3: the air units on the map this player turn, where and on what mission
  const airOnMap = Object.values(state.air?.units ?? {})
    .filter((a) => a.where === 'map')
    .map((a) => ({ unit: a.id, hex: a.hex, mission: a.mission }));
  // 15.5, 15.6: the railhead markers and the rail each side has yet to repair
  if (!ctx) return { ...state, standing, airOnMap };
  // A2: the printed south-map number of every south-map hex that holds a unit ("6336": "S4336")
  const southHexes: Record<string, string> = {};
  for (const u of Object.values(seen.units)) if (u.hex !== null && hexLabel(ctx, u.hex) !== u.hex) southHexes[u.hex] = hexLabel(ctx, u.hex);
  return { ...seen, standing, airOnMap, rail: railView(ctx, state), printedSouthHexes: southHexes };
}
