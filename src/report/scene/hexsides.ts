import { hexsideHexes } from '#kernel/hex/hexside';
import type { GameMap } from '#kernel/map/game-map';
import type { HexId } from '#kernel/ids';
import { hexsideStyle } from '../style/palette';
import type { Point, SceneEdge, SceneHexside } from './types';

/** The two corners of `a` on the side it shares with the adjacent `b`, or null when they are not adjacent. */
export function sharedSide(map: GameMap, a: HexId, b: HexId): [Point, Point] | null {
  const d = map.grid.direction(a, b);
  if (d === null) return null;
  const corners = map.grid.corners(a);
  return [corners[(d + 5) % 6]!, corners[d]!];
}

/** Every drawable hexside feature (rivers, the Volga, blocked sides, the O-Ring, …) as a segment; roads and railways centre to centre. */
export function sceneHexsides(map: GameMap): SceneHexside[] {
  const out: SceneHexside[] = [];
  for (const key of Object.keys(map.data.hexsides).sort()) {
    const pair = hexsideHexes(key);
    if (!pair) continue;
    const [a, b] = pair;
    const side = map.has(a) ? sharedSide(map, a, b) : map.has(b) ? sharedSide(map, b, a) : null;
    if (!side) continue;
    for (const kind of map.data.hexsides[key] ?? []) {
      const style = hexsideStyle(kind);
      if (!style) continue;
      // a road or railway runs between the two hexes' centres (a centre off the map: to the shared side)
      const centre = (h: HexId): Point => (map.has(h) ? map.grid.center(h) : { x: (side[0].x + side[1].x) / 2, y: (side[0].y + side[1].y) / 2 });
      out.push(style.across ? { kind, hexes: [a, b], from: centre(a), to: centre(b) } : { kind, hexes: [a, b], from: side[0], to: side[1] });
    }
  }
  return out;
}

/** The line between map sheets: every side shared by hexes of different sections. */
export function sheetEdges(map: GameMap): SceneEdge[] {
  const out: SceneEdge[] = [];
  for (const a of map.hexIds()) {
    const sa = map.hex(a)?.section;
    if (sa === undefined) continue;
    for (const b of map.neighbours(a)) {
      const sb = map.hex(b)?.section;
      if (sb === undefined || sb === sa || b < a) continue;
      const side = sharedSide(map, a, b);
      if (side) out.push({ from: side[0], to: side[1] });
    }
  }
  return out;
}

/**
 * One label per sheet, on its side of the line between the sheets at that line's
 * eastern end (maps have their fronts in the west here less often than not, and the
 * label must not hide counters); `at` is where the label's end sits.
 */
export function sheetLabels(map: GameMap, edges: readonly SceneEdge[]): { name: string; at: Point }[] {
  if (!edges.length) return [];
  const east = edges.reduce((a, b) => (Math.max(b.from.x, b.to.x) > Math.max(a.from.x, a.to.x) ? b : a));
  const edgeY = (east.from.y + east.to.y) / 2;
  const x = Math.max(east.from.x, east.to.x) - 0.3;
  const out: { name: string; at: Point }[] = [];
  const seen = new Set<string>();
  for (const id of map.hexIds()) {
    const s = map.hex(id)?.section;
    if (s === undefined || seen.has(s)) continue;
    seen.add(s);
    const above = map.grid.center(id).y < edgeY;
    out.push({ name: `${s.charAt(0).toUpperCase()}${s.slice(1)} map ${above ? '(above the line)' : '(below the line)'}`, at: { x, y: edgeY + (above ? -0.25 : 0.75) } });
  }
  return out;
}
