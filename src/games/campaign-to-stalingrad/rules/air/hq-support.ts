import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { friendlyEdge } from '../friendly-edge';
import { enemyOf, occupancy } from '../occupancy';
import { connectingRailHexes } from '../supply/connecting-rail';
import { isAirHq } from '../unit-kind';
import { bondsOf } from '../zones-of-control';
import { groundMemo } from './ground-memo';

/** CtS 23.7: the side an Air HQ shows; an Air HQ is mobile unless flipped to its non-mobile side. */
export const airHqMode = (state: CtsState, hq: string): 'mobile' | 'fixed' => (state.air?.hqFixed ?? []).includes(hq) ? 'fixed' : 'mobile';

/** The side's Air HQs on the map, in id order. */
export function airHqsOnMap(ctx: CtsContext, state: CtsState, side: CtsSide): { id: string; hex: HexId }[] {
  return Object.keys(state.units)
    .sort()
    .filter((id) => {
      const spec = ctx.units.get(id);
      const u = state.units[id]!;
      return spec !== undefined && spec.side === side && isAirHq(spec) && u.where === 'map' && u.hex !== null;
    })
    .map((id) => ({ id, hex: state.units[id]!.hex! }));
}

/**
 * CtS 23.7 Air HQ supply: on a Connecting Rail Hex with a Dedicated Rail Link, a path of
 * friendly-controlled, repaired rail hexes to a friendly map edge that shares no hex with
 * another Air HQ's link. Read here: each Air HQ in id order takes the shortest rail path
 * through Connecting Rail Hexes (15.5) to a friendly edge hex that avoids the hexes the
 * links found before it use; an Air HQ for which none is left is unsupplied.
 */
export function suppliedAirHqs(ctx: CtsContext, state: CtsState, side: CtsSide): ReadonlySet<string> {
  return groundMemo(ctx, state, `supplied-air-hqs:${side}`, () => railLinkedAirHqs(ctx, state, side));
}

function railLinkedAirHqs(ctx: CtsContext, state: CtsState, side: CtsSide): Set<string> {
  const hqs = airHqsOnMap(ctx, state, side);
  if (hqs.length === 0) return new Set();
  const occ = occupancy(ctx, state);
  const rail = connectingRailHexes(ctx, state, occ, side, bondsOf(ctx, state, enemyOf(side), occ));
  const railTo = (h: HexId): HexId[] => ctx.map.neighbours(h).filter((n) => rail.has(n) && ctx.map.hexside(h, n).some((f) => f.startsWith('rail-')));
  const used = new Set<HexId>();
  const out = new Set<string>();
  for (const hq of hqs) {
    if (!rail.has(hq.hex) || used.has(hq.hex)) continue;
    const from = new Map<HexId, HexId | null>([[hq.hex, null]]);
    const queue: HexId[] = [hq.hex];
    let end: HexId | null = null;
    while (queue.length > 0 && end === null) {
      const h = queue.shift()!;
      if (friendlyEdge(ctx, state, side).has(h)) {
        end = h;
        break;
      }
      for (const n of railTo(h)) {
        if (from.has(n) || used.has(n)) continue;
        from.set(n, h);
        queue.push(n);
      }
    }
    if (end === null) continue;
    for (let h: HexId | null = end; h !== null; h = from.get(h) ?? null) used.add(h);
    out.add(hq.id);
  }
  return out;
}

/**
 * CtS 23.7: how many air units an Air HQ supports: its Support Factor on the side it
 * shows (an unsupplied Air HQ always uses its mobile side), none while Disrupted.
 */
export function supportFactor(ctx: CtsContext, state: CtsState, hq: string, supplied: boolean): number {
  const spec = ctx.units.get(hq);
  const u = state.units[hq];
  if (!spec?.support || !u || u.disrupted) return 0;
  return airHqMode(state, hq) === 'fixed' && supplied ? spec.support.fixed : spec.support.mobile;
}
