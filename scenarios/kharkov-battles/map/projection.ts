import type { Grid } from '../../../src/kernel/hex/grid';
import { hexId } from '../../../src/kernel/ids';
import { fitProjection, type Point } from '../../campaign-to-stalingrad/map/projection';
import { dist2 } from '../../campaign-to-stalingrad/map/geometry';

/**
 * Latitude/longitude to the grid's drawing frame: the least-squares affine fit of the
 * anchors (CtS's), then a smooth correction (inverse-distance weighting of the anchors'
 * residuals) that puts every anchor exactly on its hex centre. The text's hexes are off
 * the affine fit by under a hex; the correction bends rivers and roads with them, so a
 * town the text pins keeps its side of the river it stands on.
 */
export function anchoredProjection(grid: Grid, anchors: Record<string, [number, number]>): (latLon: readonly [number, number]) => Point {
  const affine = fitProjection(grid, anchors);
  const fixed = Object.entries(anchors).map(([h, ll]) => {
    const at = affine(ll);
    const target = grid.center(hexId(h));
    return { at, dx: target.x - at.x, dy: target.y - at.y };
  });
  return (ll) => {
    const p = affine(ll);
    let w = 0;
    let dx = 0;
    let dy = 0;
    for (const a of fixed) {
      const d = dist2(p, a.at);
      if (d < 1e-12) return { x: p.x + a.dx, y: p.y + a.dy };
      w += 1 / d;
      dx += a.dx / d;
      dy += a.dy / d;
    }
    return { x: p.x + dx / w, y: p.y + dy / w };
  };
}
