import type { Grid } from '../hex/grid';
import { hexsideKey } from '../hex/hexside';
import type { HexId } from '../ids';
import type { HexsideKey } from '../map/types';
import {
  clipToConvex, distanceToBoundary, EPSILON, nearestParameter, at, segmentPolygonDistance,
  segmentSegmentDistance, type Point,
} from './geometry';

/**
 * How the line between two hex centres meets another hex:
 * - "through": it crosses the hex's inside (in by one side, out by another);
 * - "along": it runs along one of the hex's sides, touching no inside;
 * - "corner": it touches only a corner;
 * - "near": it misses the hex but passes within the tolerance of it.
 */
export type Contact = 'through' | 'along' | 'corner' | 'near';

export interface HexContact {
  hex: HexId;
  contact: Contact;
  /** Shortest distance from the line to the hex (0 unless "near"), drawing units. */
  distance: number;
  /** Where along the line (0 at the first hex's centre, 1 at the second's) it first meets or passes nearest the hex. */
  t: number;
}

export interface Trace {
  from: HexId;
  to: HexId;
  start: Point;
  end: Point;
  /** Every hex other than the two ends that the line meets or passes within the tolerance of, in order from `from`. */
  hexes: HexContact[];
  /** The sides the line runs exactly along (SoS 9.36), in order from `from`. */
  alongSides: HexsideKey[];
}

/**
 * The segment between the centres of `from` and `to` (SoS 9.34: a straight edge from the
 * centre of the firing unit's hex to the centre of the target's) and what it meets on the
 * grid: hexes crossed, sides run along, corners touched, and hexes passed within
 * `tolerance` drawing units.
 */
export function traceLine(grid: Grid, from: HexId, to: HexId, tolerance: number): Trace {
  const start = grid.center(from);
  const end = grid.center(to);
  const hexes: HexContact[] = [];
  const alongSides: { key: HexsideKey; t: number }[] = [];
  for (const h of nearLine(grid, from, start, end, 1 + tolerance + EPSILON)) {
    if (h === from || h === to) continue;
    const c = grid.center(h);
    const corners = grid.corners(h);
    const clip = clipToConvex(start, end, corners);
    if (!clip) {
      const distance = segmentPolygonDistance(start, end, corners);
      if (distance <= tolerance) hexes.push({ hex: h, contact: 'near', distance, t: nearestParameter(start, end, c) });
      continue;
    }
    const [t0, t1] = clip;
    const length = (t1 - t0) * Math.hypot(end.x - start.x, end.y - start.y);
    if (length <= 1e-7) {
      hexes.push({ hex: h, contact: 'corner', distance: 0, t: t0 });
      continue;
    }
    const mid = at(start, end, (t0 + t1) / 2);
    if (distanceToBoundary(mid, corners) > 1e-7) {
      hexes.push({ hex: h, contact: 'through', distance: 0, t: t0 });
      continue;
    }
    hexes.push({ hex: h, contact: 'along', distance: 0, t: t0 });
    const side = sideUnder(grid, h, corners, start, end);
    if (side && !alongSides.some((s) => s.key === side)) alongSides.push({ key: side, t: t0 });
  }
  hexes.sort((p, q) => p.t - q.t || (p.hex < q.hex ? -1 : 1));
  alongSides.sort((p, q) => p.t - q.t);
  return { from, to, start, end, hexes, alongSides: alongSides.map((s) => s.key) };
}

/**
 * Every hex whose centre lies within `reach` of the segment a-b (reach at least 1, a hex's
 * centre-to-corner), found from `from` (a's hex) through neighbours. They are connected: each
 * point of the segment lies in a hex whose centre is within 1 of it, and those hexes follow
 * one another along the segment as neighbours; a centre within `reach` (below 3, two centres
 * apart) of a point is that hex's or one of its neighbours'. So the search meets every one
 * without asking the hexes of the whole disc around `from`.
 */
export function nearLine(grid: Grid, from: HexId, a: Point, b: Point, reach: number): HexId[] {
  const found = [from];
  const seen = new Set<HexId>(found);
  for (let i = 0; i < found.length; i++) {
    for (const n of grid.neighbours(found[i]!)) {
      if (seen.has(n)) continue;
      seen.add(n);
      if (pointToSegment(grid.center(n), a, b) <= reach) found.push(n);
    }
  }
  return found;
}

const pointToSegment = (p: Point, a: Point, b: Point): number => {
  const q = at(a, b, nearestParameter(a, b, p));
  return Math.hypot(p.x - q.x, p.y - q.y);
};

/** The side of `h` (with its neighbour) that the line runs along, if it runs along one. */
function sideUnder(grid: Grid, h: HexId, corners: readonly Point[], a: Point, b: Point): HexsideKey | null {
  for (let d = 0; d < 6; d++) {
    const p = corners[(d + 5) % 6]!;
    const q = corners[d]!;
    // the side lies on the line when both its ends do
    if (pointToSegment(p, a, b) < 1e-7 && pointToSegment(q, a, b) < 1e-7 && segmentSegmentDistance(a, b, p, q) === 0) {
      const n = grid.step(h, d);
      return n ? hexsideKey(h, n) : null;
    }
  }
  return null;
}
