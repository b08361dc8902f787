import { cached } from '#kernel/memo/cached';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';

const cache = new WeakMap<CtsContext, Map<string, ReadonlySet<HexId>>>();

const northRow = (ctx: CtsContext): number => ctx.map.data.grid.firstRange[0];
const rowOf = (h: HexId): number => Number(h.slice(0, 2));
const colOf = (h: HexId): number => Number(h.slice(2));

/**
 * CtS 8.0: the westernmost column of the Soviet friendly north edge as printed (45 on the
 * north map: the Axis has 1046-1052), or null when the Axis has no north edge of its own.
 */
export function printedNorthBoundary(ctx: CtsContext): number | null {
  const axisNorth = [...ctx.edges.axis].filter((h) => rowOf(h) === northRow(ctx)).map(colOf);
  return axisNorth.length === 0 ? null : Math.min(...axisNorth) - 1;
}

/**
 * CtS 8.0, 8.2: a side's friendly map edge hexes as they stand: the printed edges, with
 * the north-edge hexes from the 8.2 control marker westward moved from the Soviet to the
 * Axis. Every consumer of the friendly edge (supply, LOC and isolation, off-map movement
 * and retreats, reinforcements, bonds with the edge) reads it here. Cached per marker
 * position, so it costs a lookup.
 */
export function friendlyEdge(ctx: CtsContext, state: Pick<CtsState, 'axisNorthEdge'>, side: CtsSide): ReadonlySet<HexId> {
  const marker = state.axisNorthEdge;
  if (marker === undefined) return ctx.edges[side];
  const byKey = cached(cache, ctx, () => new Map<string, ReadonlySet<HexId>>());
  return cached(byKey, `${side}:${marker}`, () => {
    const row = northRow(ctx);
    const moved = (h: HexId): boolean => rowOf(h) === row && colOf(h) >= marker && colOf(h) !== ctx.map.data.grid.secondRange[0];
    const north = (Object.keys(ctx.map.data.hexes) as HexId[]).filter(moved);
    return side === 'axis' ? new Set([...ctx.edges.axis, ...north]) : new Set([...ctx.edges.soviet].filter((h) => !moved(h)));
  });
}
