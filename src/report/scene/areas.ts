import type { Box, MapScene, Point } from './types';

/** Window positions along one axis: `n` windows of `size` spread evenly over [0, total]. */
function spread(total: number, size: number): number[] {
  if (size >= total) return [(total - size) / 2];
  const n = Math.ceil(total / size);
  return Array.from({ length: n }, (_, i) => (n === 1 ? 0 : (i * (total - size)) / (n - 1)));
}

/** The window of `size` centred on the points' box, kept on the map where it can be. */
function around(points: readonly Point[], size: { width: number; height: number }, bounds: { width: number; height: number }): Box {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const clamp = (c: number, s: number, total: number) => (s >= total ? (total - s) / 2 : Math.min(Math.max(c - s / 2, 0), total - s));
  return { x: clamp(cx, size.width, bounds.width), y: clamp(cy, size.height, bounds.height), ...size };
}

/**
 * Detail windows around the hexes where something happened: one window when they all
 * fit (with a margin of `margin` hex units), else the box around them cut into windows,
 * each re-centred on the hexes it holds. Empty when nothing happened.
 */
export function focusAreas(scene: MapScene, size: { width: number; height: number }, margin = 1.5): Box[] {
  const byId = new Map(scene.hexes.map((h) => [h.id, h.center]));
  const points = scene.focus.map((id) => byId.get(id)).filter((p): p is Point => p !== undefined);
  if (points.length === 0) return [];
  const inner = { width: size.width - 2 * margin, height: size.height - 2 * margin };
  const minX = Math.min(...points.map((p) => p.x));
  const minY = Math.min(...points.map((p) => p.y));
  const spanX = Math.max(...points.map((p) => p.x)) - minX;
  const spanY = Math.max(...points.map((p) => p.y)) - minY;
  const cols = Math.max(1, Math.ceil(spanX / inner.width + 1e-9));
  const rows = Math.max(1, Math.ceil(spanY / inner.height + 1e-9));
  const out: Box[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x0 = minX + c * inner.width;
      const y0 = minY + r * inner.height;
      const mine = points.filter(
        (p) => p.x >= x0 && (p.x < x0 + inner.width || c === cols - 1) && p.y >= y0 && (p.y < y0 + inner.height || r === rows - 1),
      );
      if (mine.length) out.push(around(mine, size, scene.bounds));
    }
  }
  return out;
}

/** Windows of `size` that together show the whole map, row by row from the north-west; windows without a hex are left out. */
export function atlasAreas(scene: MapScene, size: { width: number; height: number }): Box[] {
  const out: Box[] = [];
  for (const y of spread(scene.bounds.height, size.height)) {
    for (const x of spread(scene.bounds.width, size.width)) {
      const box = { x, y, ...size };
      if (scene.hexes.some((h) => h.center.x >= x && h.center.x <= x + size.width && h.center.y >= y && h.center.y <= y + size.height)) out.push(box);
    }
  }
  return out;
}

/** Whether the window `area` holds the centre of one of `hexes` (a hex the step changed). */
export function holdsChange(scene: MapScene, area: Box, hexes: ReadonlySet<string>): boolean {
  return scene.hexes.some((h) => hexes.has(h.id) && h.center.x >= area.x && h.center.x <= area.x + area.width && h.center.y >= area.y && h.center.y <= area.y + area.height);
}
