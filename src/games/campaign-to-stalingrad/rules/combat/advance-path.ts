import type { HexId } from '#kernel/ids';
import { hexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { advanceStops, interdictionFor } from '../air/interdiction';
import { isCityHex } from '../movement/nkvd-city';
import { enemyOf, occupancy, type Occupancy } from '../occupancy';
import { checkStacking } from '../stacking';
import { bondsOf } from '../zones-of-control';

/** What an advance walk reads of the board for one side: who stands where, the enemy's bonds, the Interdicted hexes. */
export interface AdvanceView {
  occ: Occupancy;
  readonly bonds: ReturnType<typeof bondsOf>;
  interdiction: ReturnType<typeof interdictionFor>;
}

export function advanceView(ctx: CtsContext, state: CtsState, side: CtsSide): AdvanceView {
  const occ = occupancy(ctx, state);
  // the bonds are worked out only when a walk goes past the vacated hex (12.4), which most advances do not
  let bonds: ReturnType<typeof bondsOf> | undefined;
  return {
    occ,
    get bonds() {
      return (bonds ??= bondsOf(ctx, state, enemyOf(side), occ));
    },
    interdiction: interdictionFor(ctx, state, side),
  };
}

/**
 * CtS 12.4 the hexes an advance enters along the ordered path, at most `limit` (the unit's
 * allowance, advance-limit.ts): each next to the last and on the map, no enemy unit, no
 * hex of the rival Hungarian or Rumanian nationality (prohibited in movement, 5.2); after
 * the first hex when it is the defender's vacated hex (`vacated`), and from the first hex
 * otherwise (an advance going on past an overrun, 14.1, 14.3), no enemy bond entered or
 * crossed, no unbridged Major, Volga or marsh hexside and no minor river (the River
 * Crossing Table is not in the text); it stops on entering marsh, forest, a Major City or
 * an Interdicted hex (23.10.1 (3)); an NKVD unit never leaves a city hex and stops in the
 * first it enters (4.4.2, digest A37). Stacking is withinStacking's.
 */
export function walkAdvance(ctx: CtsContext, view: AdvanceView, side: CtsSide, units: readonly string[], from0: HexId, path: readonly HexId[], limit: number, vacated: boolean): HexId[] {
  const nkvd = units.some((id) => ctx.units.get(id)?.branch === 'nkvd');
  // CtS 5.2: Hungarian and Rumanian units never move through a hex of the other nationality
  const nations = new Set(units.map((id) => ctx.units.get(id)?.nationality));
  const rivals = new Set([...(nations.has('hungarian') ? ['rumanian'] : []), ...(nations.has('rumanian') ? ['hungarian'] : [])]);
  if (nkvd && isCityHex(ctx, from0)) return []; // 4.4.2
  const taken: HexId[] = [];
  let from = from0;
  for (const [i, to] of path.entries()) {
    if (taken.length >= limit) break;
    if (!ctx.map.has(to) || ctx.map.grid.direction(from, to) === null || view.occ.at(to, enemyOf(side)).length > 0) break;
    if (rivals.size > 0 && view.occ.some(to, side, (p) => rivals.has(p.spec.nationality))) break; // 12.4 with 5.2: a hex prohibited in movement
    if (i > 0 || !vacated) {
      if (view.bonds.blocks(from, to)) break; // 12.4: enemy bonds only into the vacated hex
      const f = ctx.map.hexside(from, to);
      const unbridgedBig = (f.includes('major-river') || f.includes('volga')) && !f.includes('road');
      if (unbridgedBig || f.includes('marsh') || f.includes('minor-river')) break; // 12.4
    }
    taken.push(to);
    from = to;
    const terrain = ctx.map.hex(to);
    if (terrain?.terrain === 'marsh' || terrain?.terrain === 'forest' || terrain?.features?.includes('major-city')) break; // 12.4 stop
    if (nkvd && isCityHex(ctx, to)) break; // 4.4.2: once in a city, an NKVD unit stays
    if (advanceStops(view.interdiction, to)) break; // 23.10.1 (3)
  }
  return taken;
}

/** CtS 5.1: an advance ends only where the moving units stay within the stacking limit: `taken` cut back to the last such hex. */
export function withinStacking(ctx: CtsContext, occ: Occupancy, side: CtsSide, units: readonly string[], taken: readonly HexId[]): HexId[] {
  const movers = units.map((id) => ctx.units.get(id)!);
  let end = taken.length;
  while (end > 0 && !checkStacking(ctx, [...occ.at(taken[end - 1]!, side).filter((p) => !units.includes(p.spec.id)).map((p) => p.spec), ...movers]).ok) end--;
  return taken.slice(0, end);
}

/** CtS 12.4 for an advance that goes on past its first hex (after an overrun, 14.1, 14.3): walkAdvance then withinStacking. */
export function advanceOnward(ctx: CtsContext, state: CtsState, side: CtsSide, units: readonly string[], from0: HexId, path: readonly string[], limit: number): HexId[] {
  const view = advanceView(ctx, state, side);
  return withinStacking(ctx, view.occ, side, units, walkAdvance(ctx, view, side, units, from0, path.map(hexId), limit, false));
}
