import type { Grid } from '../../../src/kernel/hex/grid';
import type { HexId } from '../../../src/kernel/ids';
import type { Pt } from './affine';

/**
 * The drawing plane of the grid kernel (x east, y south, hex size 1 centre to corner,
 * so a hex is sqrt(3) units wide: 26 km in DoS). Every hex of the declared ranges.
 */
export interface Plane {
  grid: Grid;
  hexes: HexId[];
  centre(h: HexId): Pt;
  /** Middle of the side shared by two adjacent hexes. */
  sideMid(a: HexId, b: HexId): Pt;
  /** The corner shared by three mutually adjacent hexes. */
  corner(a: HexId, b: HexId, c: HexId): Pt;
  /** The hex whose centre is nearest (any hex of the ranges). */
  nearest(p: Pt, exclude?: ReadonlySet<string>): HexId;
  /** Pairs of adjacent hexes, each once (a < b). */
  pairs: [HexId, HexId][];
}

export function createPlane(grid: Grid): Plane {
  const [f0, f1] = grid.spec.firstRange;
  const [s0, s1] = grid.spec.secondRange;
  const hexes: HexId[] = [];
  for (let f = f0; f <= f1; f++) for (let s = s0; s <= s1; s++) hexes.push(grid.label(f, s));
  hexes.sort();
  const centres = new Map<string, Pt>(hexes.map((h) => [h, grid.center(h)]));
  const centre = (h: HexId): Pt => {
    const c = centres.get(h);
    if (!c) throw new Error(`hex ${h} is not on the grid`);
    return c;
  };
  const pairs: [HexId, HexId][] = [];
  for (const h of hexes) for (const n of grid.neighbours(h)) if (h < n) pairs.push([h, n]);
  return {
    grid,
    hexes,
    centre,
    sideMid(a, b) {
      if (grid.direction(a, b) === null) throw new Error(`${a} and ${b} are not adjacent`);
      const p = centre(a);
      const q = centre(b);
      return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
    },
    corner(a, b, c) {
      if (grid.direction(a, b) === null || grid.direction(b, c) === null || grid.direction(a, c) === null) {
        throw new Error(`${a}, ${b}, ${c} do not share a corner`);
      }
      const [p, q, r] = [centre(a), centre(b), centre(c)];
      return { x: (p.x + q.x + r.x) / 3, y: (p.y + q.y + r.y) / 3 };
    },
    nearest(p, exclude) {
      let best: HexId | null = null;
      let bestD = Infinity;
      for (const h of hexes) {
        if (exclude?.has(h)) continue;
        const c = centre(h);
        const d = (c.x - p.x) ** 2 + (c.y - p.y) ** 2;
        if (d < bestD) {
          bestD = d;
          best = h;
        }
      }
      if (!best) throw new Error('no hex left');
      return best;
    },
    pairs,
  };
}
