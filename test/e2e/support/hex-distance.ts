import bundle from '../../../scenarios/drive-on-stalingrad/dist/drive-on-stalingrad.json';
import { createGrid } from '#kernel/hex/grid';
import { hexId } from '#kernel/ids';
import type { GridSpec } from '#kernel/map/types';

/** For any hex: how many hexes it is from the nearest of some hexes (Infinity when none). */
export type DistanceField = (hex: string) => number;

/**
 * Distances to the nearest of `sources` on a title's printed grid (the grid declaration of
 * its published data bundle and the kernel's hex arithmetic; no rules involved): one
 * breadth-first pass from every source at once.
 */
export function gridDistanceField(spec: GridSpec): (sources: readonly string[]) => DistanceField {
  const grid = createGrid(spec);
  return (sources) => {
    const dist = new Map<string, number>();
    let frontier = [...new Set(sources)].filter((h) => grid.parse(h) !== null);
    for (const h of frontier) dist.set(h, 0);
    for (let d = 1; frontier.length > 0; d++) {
      const next: string[] = [];
      for (const h of frontier) {
        for (const n of grid.neighbours(hexId(h))) {
          if (dist.has(n)) continue;
          dist.set(n, d);
          next.push(n);
        }
      }
      frontier = next;
    }
    return (hex) => dist.get(hex) ?? Infinity;
  };
}

/** Drive on Stalingrad's map grid. */
export const dosDistanceField = gridDistanceField(bundle.map.grid as GridSpec);
