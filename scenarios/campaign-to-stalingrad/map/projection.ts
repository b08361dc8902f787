import type { Grid } from '../../../src/kernel/hex/grid';
import { hexId } from '../../../src/kernel/ids';

export type Point = { x: number; y: number };

/**
 * Latitude/longitude to the grid's drawing frame (kernel/hex/grid.ts center), an
 * affine map fitted by least squares to the anchor hexes. At 16 km per hex over this
 * area an affine map is as good as the printed map's own projection is known to be.
 */
export function fitProjection(grid: Grid, anchors: Record<string, [number, number]>): (latLon: readonly [number, number]) => Point {
  const rows = Object.entries(anchors).map(([h, [lat, lon]]) => ({ c: grid.center(hexId(h)), lat, lon }));
  if (rows.length < 3) throw new Error('the projection needs at least three anchor hexes');
  const solve = (pick: (p: Point) => number): [number, number, number] => {
    // normal equations of v = a*lon + b*lat + c
    const m = [
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ];
    const r = [0, 0, 0];
    for (const { c, lat, lon } of rows) {
      const f = [lon, lat, 1];
      for (let i = 0; i < 3; i++) {
        for (let j = 0; j < 3; j++) m[i]![j]! += f[i]! * f[j]!;
        r[i]! += f[i]! * pick(c);
      }
    }
    return gauss(m, r);
  };
  const [ax, bx, cx] = solve((p) => p.x);
  const [ay, by, cy] = solve((p) => p.y);
  return ([lat, lon]) => ({ x: ax * lon + bx * lat + cx, y: ay * lon + by * lat + cy });
}

function gauss(m: number[][], r: number[]): [number, number, number] {
  const a = m.map((row, i) => [...row, r[i]!]);
  const n = 3;
  for (let i = 0; i < n; i++) {
    let p = i;
    for (let k = i + 1; k < n; k++) if (Math.abs(a[k]![i]!) > Math.abs(a[p]![i]!)) p = k;
    [a[i], a[p]] = [a[p]!, a[i]!];
    for (let k = i + 1; k < n; k++) {
      const f = a[k]![i]! / a[i]![i]!;
      for (let j = i; j <= n; j++) a[k]![j]! -= f * a[i]![j]!;
    }
  }
  const x = [0, 0, 0];
  for (let i = n - 1; i >= 0; i--) {
    let s = a[i]![n]!;
    for (let j = i + 1; j < n; j++) s -= a[i]![j]! * x[j]!;
    x[i] = s / a[i]![i]!;
  }
  return [x[0]!, x[1]!, x[2]!];
}
