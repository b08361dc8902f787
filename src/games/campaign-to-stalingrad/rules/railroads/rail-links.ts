import type { HexId } from '#kernel/ids';
import { cached } from '#kernel/memo/cached';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';

const cache = new WeakMap<CtsContext, Map<HexId, HexId[]>>();

/** CtS 15.1: the hexes a railway joins to `hex` (a rail hexside, primary or secondary). */
export function railNeighbours(ctx: CtsContext, hex: HexId): HexId[] {
  const m = cached(cache, ctx, () => new Map<HexId, HexId[]>());
  return cached(m, hex, () => (ctx.map.has(hex) ? ctx.map.neighbours(hex).filter((n) => ctx.map.hexsideFeatures(hex, n).some((f) => f.startsWith('rail-'))) : []));
}

/** Whether a railway runs through `hex`. */
export function isRailHex(ctx: CtsContext, hex: HexId): boolean {
  return railNeighbours(ctx, hex).length > 0;
}

const all = new WeakMap<CtsContext, readonly HexId[]>();

/** Every rail hex of the map, in hex order. */
export function railHexes(ctx: CtsContext): readonly HexId[] {
  return cached(all, ctx, () => [...ctx.map.hexIds()].filter((h) => isRailHex(ctx, h)).sort());
}
