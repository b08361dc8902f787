import type { HexId } from '../ids';

/**
 * The hexes just beyond a friendly map edge where the rules imagine a friendly unit
 * with a ZOC (CtS 6.9): every neighbour of an edge hex that is not itself on the map.
 * `neighbours` must come from a grid wider than the map (bonds.ts). Sorted.
 */
export function edgePhantoms(edgeHexes: Iterable<HexId>, neighbours: (h: HexId) => readonly HexId[], onMap: (h: HexId) => boolean): HexId[] {
  const out = new Set<HexId>();
  for (const e of edgeHexes) for (const n of neighbours(e)) if (!onMap(n)) out.add(n);
  return [...out].sort();
}
