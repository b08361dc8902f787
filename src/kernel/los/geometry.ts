/**
 * Plane geometry for line of sight, in the grid's drawing frame (hex/grid.ts center:
 * hex size 1 = centre to corner, x east, y south). Pure arithmetic; no trigonometry.
 */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Lengths below this are rounding noise of the drawing frame (hex size 1). */
export const EPSILON = 1e-9;

const sub = (p: Point, q: Point): Point => ({ x: p.x - q.x, y: p.y - q.y });
const dot = (p: Point, q: Point): number => p.x * q.x + p.y * q.y;
const cross = (p: Point, q: Point): number => p.x * q.y - p.y * q.x;

/** The point at parameter t of the segment a→b (t = 0 at a, 1 at b). */
export function at(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** Parameter (0..1) of the point of segment a→b nearest to p. */
export function nearestParameter(a: Point, b: Point, p: Point): number {
  const d = sub(b, a);
  const len2 = dot(d, d);
  if (len2 === 0) return 0;
  return Math.min(1, Math.max(0, dot(sub(p, a), d) / len2));
}

export function pointSegmentDistance(p: Point, a: Point, b: Point): number {
  const q = at(a, b, nearestParameter(a, b, p));
  return Math.hypot(p.x - q.x, p.y - q.y);
}

/** True when the closed segments a→b and c→d share a point (collinear overlaps included). */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const r = sub(b, a);
  const s = sub(d, c);
  const denom = cross(r, s);
  const qp = sub(c, a);
  if (Math.abs(denom) < EPSILON) {
    if (Math.abs(cross(qp, r)) > EPSILON) return false; // parallel, apart
    return pointSegmentDistance(c, a, b) < EPSILON || pointSegmentDistance(d, a, b) < EPSILON
      || pointSegmentDistance(a, c, d) < EPSILON;
  }
  const t = cross(qp, s) / denom;
  const u = cross(qp, r) / denom;
  return t >= -EPSILON && t <= 1 + EPSILON && u >= -EPSILON && u <= 1 + EPSILON;
}

export function segmentSegmentDistance(a: Point, b: Point, c: Point, d: Point): number {
  if (segmentsIntersect(a, b, c, d)) return 0;
  return Math.min(
    pointSegmentDistance(a, c, d), pointSegmentDistance(b, c, d),
    pointSegmentDistance(c, a, b), pointSegmentDistance(d, a, b),
  );
}

/** Distance from segment a→b to an open polyline (at least one point). */
export function segmentPolylineDistance(a: Point, b: Point, line: readonly Point[]): number {
  if (line.length === 1) return pointSegmentDistance(line[0]!, a, b);
  let best = Infinity;
  for (let i = 1; i < line.length; i++) best = Math.min(best, segmentSegmentDistance(a, b, line[i - 1]!, line[i]!));
  return best;
}

/** Even-odd test: p strictly or on the boundary of a simple polygon counts as inside. */
export function pointInPolygon(p: Point, poly: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const pi = poly[i]!;
    const pj = poly[j]!;
    if (pointSegmentDistance(p, pi, pj) < EPSILON) return true;
    if (pi.y > p.y !== pj.y > p.y && p.x < ((pj.x - pi.x) * (p.y - pi.y)) / (pj.y - pi.y) + pi.x) inside = !inside;
  }
  return inside;
}

/** Distance from segment a→b to a filled simple polygon: 0 when they meet. */
export function segmentPolygonDistance(a: Point, b: Point, poly: readonly Point[]): number {
  if (pointInPolygon(a, poly) || pointInPolygon(b, poly)) return 0;
  return segmentPolylineDistance(a, b, [...poly, poly[0]!]);
}

/**
 * The part of segment a→b inside a convex polygon (boundary included), as parameters
 * [t0, t1] of a→b; null when they do not meet. Cyrus–Beck clipping; the polygon's
 * corners may run either way round.
 */
export function clipToConvex(a: Point, b: Point, poly: readonly Point[]): [number, number] | null {
  const d = sub(b, a);
  const centre = poly.reduce((s, p) => ({ x: s.x + p.x / poly.length, y: s.y + p.y / poly.length }), { x: 0, y: 0 });
  let t0 = 0;
  let t1 = 1;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    const edge = sub(q, p);
    // inward normal: the side of the edge on which the centre lies
    let n = { x: -edge.y, y: edge.x };
    if (dot(n, sub(centre, p)) < 0) n = { x: -n.x, y: -n.y };
    const len = Math.hypot(n.x, n.y);
    n = { x: n.x / len, y: n.y / len };
    const num = dot(n, sub(a, p)); // signed distance of a inside the edge
    const den = dot(n, d);
    if (Math.abs(den) < EPSILON) {
      if (num < -EPSILON) return null;
      continue;
    }
    const t = -num / den;
    if (den > 0) t0 = Math.max(t0, t - EPSILON / Math.abs(den));
    else t1 = Math.min(t1, t + EPSILON / Math.abs(den));
    if (t0 > t1) return null;
  }
  return [Math.max(0, t0), Math.min(1, t1)];
}

/** Distance from p to the nearest side of a polygon. */
export function distanceToBoundary(p: Point, poly: readonly Point[]): number {
  let best = Infinity;
  for (let i = 0; i < poly.length; i++) best = Math.min(best, pointSegmentDistance(p, poly[i]!, poly[(i + 1) % poly.length]!));
  return best;
}
