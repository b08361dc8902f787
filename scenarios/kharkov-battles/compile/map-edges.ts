import type { Grid } from '../../../src/kernel/hex/grid';
import type { HexId } from '../../../src/kernel/ids';
import type { Edges } from '../../../src/games/kharkov-battles/data/map';

/**
 * The edges of the rows [lo, hi] of a grid whose rows run east-west and are numbered
 * northward: the north edge is row hi, west to east; the east edge the last hex of each
 * row, north to south; the south edge row lo, east to west; the west edge the first hex
 * of each row, south to north. Clockwise, so "from KB4820 round to KB3022" (20.3) is a
 * run of north, east and south.
 */
export function rowEdges(grid: Grid, rows: readonly [number, number]): Edges {
  const [lo, hi] = rows;
  const [c0, c1] = grid.spec.secondRange;
  const row = (r: number): HexId[] => Array.from({ length: c1 - c0 + 1 }, (_, i) => grid.label(r, c0 + i));
  const down = Array.from({ length: hi - lo + 1 }, (_, i) => hi - i);
  return {
    north: row(hi),
    east: down.map((r) => grid.label(r, c1)),
    south: row(lo).reverse(),
    west: down.reverse().map((r) => grid.label(r, c0)),
  };
}
