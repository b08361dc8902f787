import { hexsideKey } from '#kernel/hex/hexside';
import type { HexId } from '#kernel/ids';
import type { CityMap } from '../data/city-map';

/**
 * The two sides of the Tartar Wall in a Wall hex (SoS 9.40 ∆ example: "A vehicle (mounted)
 * unit in Tartar Wall hex 2638 must decide which side of the Wall it is on since it can be
 * fired at from only one side of the Wall").
 *
 * The city map draws the Wall along hexsides (map/city.yaml `hexsides`, the chain's `left`
 * side): in a Wall hex the Wall is the run of its sides that carry it, from one corner of the
 * hex to another. Seen from the hex's centre, where the rules put a unit (9.34), those corners
 * cut the hex's surroundings in two:
 * - `beyond`: the directions that leave the hex across one of its Wall sides (the hexes
 *   across the Wall from it);
 * - `within`: the directions that leave it by a side without the Wall (the hex's own side).
 * A direction through one of the two corners where the Wall's run ends, or within 1/16 inch
 * of one (9.34), runs along the end of the Wall: `on-the-wall`, on neither side, and an
 * unclear line gives the benefit to the target (9.40). A direction through a corner between
 * two Wall sides is `beyond`, between two open sides `within`.
 */
export type WallSide = 'beyond' | 'within';
export type WallSideOf = WallSide | 'on-the-wall';

/** The directions (0-5, hex/grid.ts) of the sides of `hex` along which the Tartar Wall runs; none for a hex the Wall does not border. */
export function wallDirections(map: CityMap, hex: HexId): number[] {
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const n = map.grid.step(hex, d);
    if (n && map.hexsides[hexsideKey(hex, n)]?.features.includes('tartar-wall')) out.push(d);
  }
  return out;
}

/** SoS 9.40: a hex in which a vehicle has a side of the Wall to stand on (a Tartar Wall hex with the Wall along at least one of its sides). */
export const isWallHex = (map: CityMap, hex: HexId): boolean =>
  (map.hex(hex)?.terrain.includes('tartar-wall') ?? false) && wallDirections(map, hex).length > 0;

const cross = (a: { x: number; y: number }, b: { x: number; y: number }): number => a.x * b.y - a.y * b.x;

/**
 * SoS 9.40, 9.34: the side of the Wall in Wall hex `hex` on which `toward` lies, seen from the
 * centre of `hex` along the straight edge to the centre of `toward` (the line of fire from a
 * unit in `toward`, or the way a unit in `hex` faces). `tolerance`: 9.34's 1/16 inch in drawing
 * units (los/city-los.ts). Null when `hex` is no Wall hex or `toward` is `hex`.
 */
export function wallSideOf(map: CityMap, tolerance: number, hex: HexId, toward: HexId): WallSideOf | null {
  if (hex === toward || !isWallHex(map, hex)) return null;
  const wall = new Set(wallDirections(map, hex));
  const c = map.grid.center(hex);
  const t = map.grid.center(toward);
  const v = { x: t.x - c.x, y: t.y - c.y };
  const len = Math.hypot(v.x, v.y);
  const corners = map.grid.corners(hex).map((p) => ({ x: p.x - c.x, y: p.y - c.y }));
  // corner k joins the sides facing directions k and k+1 (hex/grid.ts corners)
  const ends = corners.filter((_, k) => wall.has(k) !== wall.has((k + 1) % 6));
  // SoS 9.34, 9.40: a line that passes an end of the Wall within 1/16 inch is on neither side
  for (const e of ends) {
    const along = (e.x * v.x + e.y * v.y) / len;
    if (along > 0 && Math.abs(cross(v, e)) / len <= tolerance) return 'on-the-wall';
  }
  const eps = 1e-9 * len;
  for (let k = 0; k < 6; k++) {
    const p = corners[k]!;
    if (Math.abs(cross(p, v)) <= eps && p.x * v.x + p.y * v.y > 0) {
      const a = wall.has(k);
      const b = wall.has((k + 1) % 6);
      return a && b ? 'beyond' : !a && !b ? 'within' : 'on-the-wall';
    }
  }
  for (let d = 0; d < 6; d++) {
    const p = corners[(d + 5) % 6]!;
    const q = corners[d]!;
    if (cross(p, v) > 0 === cross(p, q) > 0 && cross(v, q) > 0 === cross(p, q) > 0) return wall.has(d) ? 'beyond' : 'within';
  }
  return 'on-the-wall';
}
