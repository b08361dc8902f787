import { describe, expect, it } from 'vitest';
import { createGrid } from '#kernel/hex/grid';
import type { HexId } from '#kernel/ids';
import { at, EPSILON, nearestParameter } from '#kernel/los/geometry';
import { nearLine } from '#kernel/los/trace';
import { GRID, SPEC, TOLERANCE } from './world';

/**
 * The hexes a traced line is asked about (kernel/los/trace.ts nearLine: found from the first
 * hex through neighbours) against the plain way it replaced: every hex within the line's
 * length of its first hex whose centre lies within 1 + tolerance of the line. Every pair of
 * hexes of two grids (the edges' half hexes included: a line along an edge must not lose the
 * hexes beyond a gap), for the rulebook's tolerance, none, and a wide one.
 */
const plain = (grid: typeof GRID, a: HexId, b: HexId, reach: number): HexId[] => {
  const s = grid.center(a);
  const e = grid.center(b);
  return grid.within(a, grid.distance(a, b)).filter((h) => {
    const c = grid.center(h);
    const q = at(s, e, nearestParameter(s, e, c));
    return Math.hypot(c.x - q.x, c.y - q.y) <= reach;
  });
};

const GRIDS = [
  ['the test grid, even columns shifted', GRID],
  ['a grid with odd columns shifted, first column east', createGrid({ ...SPEC, shifted: 'odd', firstIncreases: 'east', firstRange: [1, 9], secondRange: [1, 7] })],
] as const;

describe('the hexes near a traced line', () => {
  it.each(GRIDS)('%s: the same hexes as asking every hex within the line\'s length, for every pair', (_name, grid) => {
    const hexes = grid.within(grid.label(5, 5), 20);
    let pairs = 0;
    for (const tolerance of [0, TOLERANCE, 0.5]) {
      const reach = 1 + tolerance + EPSILON;
      for (const a of hexes) {
        for (const b of hexes) {
          if (a === b) continue;
          const s = grid.center(a);
          const e = grid.center(b);
          const found = nearLine(grid, a, s, e, reach).sort();
          const want = plain(grid, a, b, reach).sort();
          if (found.join() !== want.join()) expect({ a, b, tolerance, found }).toEqual({ a, b, tolerance, found: want });
          pairs++;
        }
      }
    }
    expect(pairs).toBeGreaterThan(10_000);
  });
});
