import { createMap } from '#kernel/map/game-map';
import type { HexsideKey } from '#kernel/map/types';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { playsSection } from '../sections';

/** CtS 26.0: "On turn 52 all major and minor rivers become Frozen." */
export const RIVERS_FREEZE_ON_TURN = 52;
/** CtS 26.0: "The Volga River does not freeze over until Turn 58." */
export const VOLGA_FREEZES_ON_TURN = 58;

/** Which rivers are frozen: none, the major and minor rivers (26.0), or those and the Volga. */
export type RiverSeason = 'open' | 'rivers-frozen' | 'volga-frozen';

/** CtS 26.0, a Section II rule: the rivers' season on the state's turn (always open in a game that plays only Section I). */
export function riverSeason(ctx: CtsContext, state: Pick<CtsState, 'scenario' | 'turn'>): RiverSeason {
  if (!playsSection(ctx, state, 2) || state.turn < RIVERS_FREEZE_ON_TURN) return 'open';
  return state.turn < VOLGA_FREEZES_ON_TURN ? 'rivers-frozen' : 'volga-frozen';
}

/**
 * CtS 26.0: one hexside's features as the rules read them in `season`. "A frozen Major River
 * takes on the properties of a Minor River (+1/+2 MP and 1 defensive shift)"; the Volga, once
 * frozen, "too takes on the properties of a Minor River"; "There is no effect due to Minor
 * Rivers freezing". A frozen major river needs no ferry (4.4.4 lowers the major river's cost
 * only), so its ferry is read as `frozen-ferry`: no movement cost, still a road path for
 * Transport (16.9). The river stays named (`frozen-major-river`,
 * `frozen-volga`) for the rules that ask where the river runs, not what it does (35.8's
 * Volga hexes). Lakes and marsh are not rivers: "Marsh hexes are not affected by winter".
 */
export function sideInSeason(features: readonly string[], season: RiverSeason): readonly string[] {
  if (season === 'open') return features;
  const major = features.includes('major-river');
  const volga = season === 'volga-frozen' && features.includes('volga');
  if (!major && !volga) return features;
  const out: string[] = [];
  for (const f of features) {
    if (f === 'major-river') out.push('minor-river', 'frozen-major-river');
    else if (f === 'volga' && volga) out.push('minor-river', 'frozen-volga');
    else if (f === 'ferry' && major) out.push('frozen-ferry');
    else out.push(f);
  }
  return [...new Set(out)];
}

const seasoned = new WeakMap<CtsContext, Map<RiverSeason, CtsContext>>();
const printedOf = new WeakMap<CtsContext, CtsContext>();

/**
 * CtS 26.0: the context whose map reads every hexside in the state's river season, so that
 * every rule that reads a river hexside (movement 4.4, combat 11.1 and 39.0, advances 12.4,
 * retreats 4.4.5, bonds 6.6, ferries 4.4.4, Lines of Supply 16.3, Transport 16.9) reads the
 * frozen rivers through this one query. The printed context itself while the rivers are open
 * (every game of Section I only), one derived context per season otherwise.
 */
export function inRiverSeason(ctx: CtsContext, state: Pick<CtsState, 'scenario' | 'turn'>): CtsContext {
  const printed = printedOf.get(ctx) ?? ctx;
  const season = riverSeason(printed, state);
  if (season === 'open') return printed;
  let bySeason = seasoned.get(printed);
  if (!bySeason) seasoned.set(printed, (bySeason = new Map()));
  let out = bySeason.get(season);
  if (!out) {
    const hexsides = {} as Record<HexsideKey, string[]>;
    for (const [k, f] of Object.entries(printed.map.data.hexsides) as [HexsideKey, string[]][]) hexsides[k] = [...sideInSeason(f, season)];
    out = { ...printed, map: createMap({ ...printed.map.data, hexsides }) };
    printedOf.set(out, printed);
    bySeason.set(season, out);
  }
  return out;
}

/** Where the Volga runs, frozen or not (35.8's Volga hexes ask the map, not the river's properties). */
export const isVolgaSide = (features: readonly string[]): boolean => features.includes('volga') || features.includes('frozen-volga');
