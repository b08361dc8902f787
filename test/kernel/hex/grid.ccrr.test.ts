import { describe, expect, it } from 'vitest';
import { createGrid } from '#kernel/hex/grid';
import { hexId, type HexId } from '#kernel/ids';
import type { GridSpec } from '#kernel/map/types';
import { CCRR_EVEN_Q, CCRR_EVEN_R, CCRR_ODD_Q, DOS } from './specs';

const h = (s: string): HexId => hexId(s);
const sorted = (xs: string[]): string[] => [...xs].sort();

describe('column-first CCRR layouts', () => {
  it('odd columns drawn lower: 0512 touches 0412, 0413, 0612, 0613, 0511, 0513 in order SE, S, SW, NW, N, NE', () => {
    const grid = createGrid(CCRR_ODD_Q);
    expect(grid.neighbours(h('0512'))).toEqual(['0613', '0513', '0413', '0412', '0511', '0612']);
    expect(grid.center(h('0512')).y).toBeGreaterThan(grid.center(h('0412')).y);
    expect(grid.center(h('0612')).x).toBeGreaterThan(grid.center(h('0512')).x);
  });

  it('even columns drawn lower: 0512 is adjacent to exactly 0511, 0513, 0411, 0412, 0611, 0612 (anchors E)', () => {
    const grid = createGrid(CCRR_EVEN_Q);
    expect(sorted(grid.neighbours(h('0512')))).toEqual(['0411', '0412', '0511', '0513', '0611', '0612']);
  });

  it('pointy rows staggered on the second pair: even row 12 is shifted east (toward higher columns)', () => {
    const grid = createGrid(CCRR_EVEN_R);
    expect(grid.neighbours(h('0512'))).toEqual(['0612', '0613', '0513', '0412', '0511', '0611']);
    expect(grid.neighbours(h('0511'))).toEqual(['0611', '0512', '0412', '0411', '0410', '0510']);
  });

  it('flat-topped: corner 5 due east of the centre; the south side (direction 1) joins corners 0 and 1', () => {
    const grid = createGrid(CCRR_ODD_Q);
    const c = grid.center(h('0512'));
    const k = grid.corners(h('0512'));
    expect(k[5]!.x).toBeCloseTo(c.x + 1);
    expect(k[5]!.y).toBeCloseTo(c.y);
    expect(k[0]!.y).toBeCloseTo(c.y + Math.sqrt(3) / 2);
    expect(k[1]!.y).toBeCloseTo(k[0]!.y);
    expect(k[1]!.x).toBeLessThan(k[0]!.x);
  });

  it.each<[string, Partial<GridSpec>]>([
    ['both pairs growing east', { firstIncreases: 'east', secondIncreases: 'east' }],
    ['both on the north-south line', { firstIncreases: 'south', secondIncreases: 'north' }],
    ['a range past two digits', { firstRange: [1, 100] }],
    ['an inverted range', { secondRange: [9, 3] }],
  ])('refuses a spec with %s', (_why, patch) => {
    expect(() => createGrid({ ...DOS, ...patch })).toThrow(RangeError);
  });
});
