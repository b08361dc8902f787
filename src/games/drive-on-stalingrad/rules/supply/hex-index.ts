import type { HexId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';

/** The map's hexes numbered 0..n-1 in sorted id order, for the supply search (kernel/supply). */
export interface HexIndex {
  ids: readonly HexId[];
  index: ReadonlyMap<HexId, number>;
}

const cache = new WeakMap<DosContext, HexIndex>();

export function hexIndex(ctx: DosContext): HexIndex {
  let x = cache.get(ctx);
  if (!x) {
    const ids = ctx.map.hexIds();
    x = { ids, index: new Map(ids.map((h, i) => [h, i])) };
    cache.set(ctx, x);
  }
  return x;
}
