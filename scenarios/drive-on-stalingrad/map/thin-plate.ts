import type { Pt } from './affine';
import { solveLinear } from './linear-solve';

/**
 * Thin-plate spline warp: passes exactly (smoothing 0) through every control point
 * (from -> to) while bending the plane as little as possible between them. Used to
 * pin the places the rulebook cites to their hexes after the affine fit.
 */
export function fitThinPlate(from: readonly Pt[], to: readonly Pt[], smoothing = 0): (p: Pt) => Pt {
  const n = from.length;
  if (n === 0) return (p) => p;
  const size = n + 3;
  const u = (r2: number): number => (r2 === 0 ? 0 : r2 * Math.log(r2) * 0.5);
  const a: number[][] = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (let i = 0; i < n; i++) {
    const pi = from[i]!;
    for (let j = 0; j < n; j++) {
      const pj = from[j]!;
      a[i]![j] = u((pi.x - pj.x) ** 2 + (pi.y - pj.y) ** 2) + (i === j ? smoothing : 0);
    }
    a[i]![n] = 1;
    a[i]![n + 1] = pi.x;
    a[i]![n + 2] = pi.y;
    a[n]![i] = 1;
    a[n + 1]![i] = pi.x;
    a[n + 2]![i] = pi.y;
  }
  const bx = [...to.map((q, i) => q.x - from[i]!.x), 0, 0, 0];
  const by = [...to.map((q, i) => q.y - from[i]!.y), 0, 0, 0];
  const wx = solveLinear(a, bx);
  const wy = solveLinear(a, by);
  return (p) => {
    let dx = wx[n]! + wx[n + 1]! * p.x + wx[n + 2]! * p.y;
    let dy = wy[n]! + wy[n + 1]! * p.x + wy[n + 2]! * p.y;
    for (let i = 0; i < n; i++) {
      const q = from[i]!;
      const k = u((p.x - q.x) ** 2 + (p.y - q.y) ** 2);
      dx += wx[i]! * k;
      dy += wy[i]! * k;
    }
    return { x: p.x + dx, y: p.y + dy };
  };
}
