import type { HexId } from '../../../src/kernel/ids';
import type { Pt } from './affine';
import type { Plane } from './plane';
import type { PathPoint } from './source-schema';

/**
 * Turns source paths into points of the grid plane. Lat/lon segments are cut into
 * pieces of at most `stepDeg` before projecting, so the pin warp bends them too.
 */
export function tracePath(path: readonly PathPoint[], point: (p: PathPoint) => Pt, stepDeg = 0.04): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < path.length; i++) {
    const p = path[i]!;
    const q = path[i + 1];
    out.push(point(p));
    if (q === undefined || typeof p === 'string' || typeof q === 'string') continue;
    const n = Math.ceil(Math.max(Math.abs(q[0] - p[0]), Math.abs(q[1] - p[1])) / stepDeg);
    for (let k = 1; k < n; k++) {
      const t = k / n;
      out.push(point([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]));
    }
  }
  return out;
}

/** Even-odd point-in-polygon test. */
export function inPolygon(p: Pt, poly: readonly Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Hexes whose centre lies inside the polygon. */
export function hexesInPolygon(plane: Plane, poly: readonly Pt[]): HexId[] {
  const xs = poly.map((p) => p.x);
  const ys = poly.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return plane.hexes.filter((h) => {
    const c = plane.centre(h);
    return c.x >= x0 && c.x <= x1 && c.y >= y0 && c.y <= y1 && inPolygon(c, poly);
  });
}

/**
 * Pairs of adjacent hexes whose centre-to-centre segment the line crosses: a river
 * drawn anywhere between two hex centres runs along the side they share. Any chain of
 * adjacent hexes from one bank to the other crosses such a side, so a traced line is
 * as much of a barrier as the drawn one.
 */
export function crossedSides(plane: Plane, line: readonly Pt[]): [HexId, HexId][] {
  const out: [HexId, HexId][] = [];
  const xs = line.map((p) => p.x);
  const ys = line.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs) - 2, Math.max(...xs) + 2, Math.min(...ys) - 2, Math.max(...ys) + 2];
  for (const [a, b] of plane.pairs) {
    const p = plane.centre(a);
    const q = plane.centre(b);
    if (p.x < x0 || p.x > x1 || p.y < y0 || p.y > y1) continue;
    for (let i = 0; i + 1 < line.length; i++) {
      if (segmentsCross(p, q, line[i]!, line[i + 1]!)) {
        out.push([a, b]);
        break;
      }
    }
  }
  return out;
}

/** Hexes the line passes through, in order, each once. */
export function hexesAlong(plane: Plane, line: readonly Pt[], step = 0.05): HexId[] {
  const out: HexId[] = [];
  for (let i = 0; i + 1 < line.length; i++) {
    const p = line[i]!;
    const q = line[i + 1]!;
    const n = Math.max(1, Math.ceil(Math.hypot(q.x - p.x, q.y - p.y) / step));
    for (let k = 0; k <= n; k++) {
      const h = plane.nearest({ x: p.x + ((q.x - p.x) * k) / n, y: p.y + ((q.y - p.y) * k) / n });
      if (out[out.length - 1] !== h && !out.includes(h)) out.push(h);
    }
  }
  return out;
}

function segmentsCross(p1: Pt, p2: Pt, q1: Pt, q2: Pt): boolean {
  const d = (a: Pt, b: Pt, c: Pt): number => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  const d1 = d(q1, q2, p1);
  const d2 = d(q1, q2, p2);
  const d3 = d(p1, p2, q1);
  const d4 = d(p1, p2, q2);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 <= 0) || (d3 < 0 && d4 >= 0));
}
