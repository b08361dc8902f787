import type { CtsSide, PocketCondition } from './data/schema';
import type { IsolatedPocket } from './state/pocket';
import { CONDITION_WORDS, conditionOf, pocketTrack } from './rules/pockets/pocket-track';
import type { CtsState } from './state/types';
import type { CtsContext } from './data/context';
import { railView } from './rules/railroads/rail-view';
import { fogFor, seenCounters, withoutHidden } from './rules/fog/hidden-units';
import { hexLabel } from './printed-hexes';
import { OFF_MAP_BOXES, type OffMapBox } from './state/off-map-box';

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
  const seen = fog ? { ...withoutHidden(state, fog.hidden), ...seenCounters(state, fog), fog: fog.stacks } : state;
  // 23.3: the air units on the map this player turn, where and on what mission
  const airOnMap = Object.values(state.air?.units ?? {})
    .filter((a) => a.where === 'map')
    .map((a) => ({ unit: a.id, hex: a.hex, mission: a.mission }));
  // 33.0: the units in each Off Map Box (Campaign Game); absent when none is
  const boxes = boxContents(state);
  // 15.5, 15.6: the railhead markers and the rail each side has yet to repair
  if (!ctx) return { ...state, standing, airOnMap, ...boxes };
  // A2: the printed south-map number of every south-map hex that holds a unit ("6336": "S4336")
  const southHexes: Record<string, string> = {};
  for (const u of Object.values(seen.units)) if (u.hex !== null && hexLabel(ctx, u.hex) !== u.hex) southHexes[u.hex] = hexLabel(ctx, u.hex);
  return { ...seen, standing, airOnMap, rail: railView(ctx, state), printedSouthHexes: southHexes, ...boxes, ...pocketStates(ctx, seen.pockets) };
}

/** CtS 27.2: each Isolated Pocket with the condition below its box on the Track, its supply state; absent when there are no pockets. */
function pocketStates(ctx: CtsContext, pockets: CtsState['pockets']): { pockets?: (IsolatedPocket & { condition: PocketCondition; supplyState: string })[] } {
  const track = pocketTrack(ctx);
  if (!pockets || !track) return {};
  return { pockets: pockets.map((p) => ({ ...p, condition: conditionOf(track, p.box), supplyState: CONDITION_WORDS[conditionOf(track, p.box)] })) };
}

/** CtS 33.0: `offMapBoxes`, the ids of the units in each box in the order of the seven boxes, when any unit is in one. */
function boxContents(state: CtsState): { offMapBoxes?: Partial<Record<OffMapBox, string[]>> } {
  const inBoxes = Object.values(state.units).filter((u) => u.where === 'off-map' && u.box !== undefined);
  if (inBoxes.length === 0) return {};
  const out: Partial<Record<OffMapBox, string[]>> = {};
  for (const box of OFF_MAP_BOXES) {
    const ids = inBoxes.filter((u) => u.box === box).map((u) => u.id).sort();
    if (ids.length > 0) out[box] = ids;
  }
  return { offMapBoxes: out };
}
