import { describe, expect, it } from 'vitest';
import { createGrid } from '#kernel/hex/grid';
import { hexId, type HexId } from '#kernel/ids';
import { DOS } from './specs';

const grid = createGrid(DOS);
const h = (s: string): HexId => hexId(s);

describe('DoS hex numbering (digest §7.2)', () => {
  it.each([
    ['2725', '2618', 7, 'Rostov to Tsimlyanskiy: "seven hexes away" (7.12, X10)'],
    ['2319', '2112', 8, 'enemy at 2319 within eight hexes of the 7th Reserve Army (8.4, X12)'],
    ['0233', '0233', 0, 'a hex to itself'],
    ['0101', '5134', 50 + 8, 'corner to corner'],
  ])('distance(%s, %s) = %i: %s', (a, b, d) => {
    expect(grid.distance(h(a), h(b))).toBe(d);
    expect(grid.distance(h(b), h(a))).toBe(d);
  });

  it('3201, 3301 and 3302 meet at one point, so they are pairwise adjacent (7.9)', () => {
    for (const [a, b] of [['3201', '3301'], ['3201', '3302'], ['3301', '3302']] as const) {
      expect(grid.distance(h(a), h(b))).toBe(1);
      expect(grid.neighbours(h(a))).toContain(b);
    }
  });

  it.each([
    ['3217', '3317', 'both Manych flood-control hexes (9.32)'],
    ['2821', '2822', 'the end of the Manych flood extent (9.32)'],
  ])('%s and %s are adjacent: %s', (a, b) => {
    expect(grid.direction(h(a), h(b))).not.toBeNull();
  });

  it('an odd row F has neighbours (F,S±1), (F±1,S-1), (F±1,S), drawn E, SE, SW, W, NW, NE', () => {
    // 2725 (Rostov): east is the lower second pair; row 28 lies to the south.
    expect(grid.neighbours(h('2725'))).toEqual(['2724', '2824', '2825', '2726', '2625', '2624']);
  });

  it('an even row F has neighbours (F,S±1), (F±1,S), (F±1,S+1), drawn E, SE, SW, W, NW, NE', () => {
    expect(grid.neighbours(h('2618'))).toEqual(['2617', '2718', '2719', '2619', '2519', '2518']);
  });

  it('directions are 0 = east, clockwise as drawn, and opposite = (d+3)%6', () => {
    const rostov = h('2725');
    expect(grid.direction(rostov, h('2724'))).toBe(0);
    expect(grid.direction(rostov, h('2726'))).toBe(3);
    expect(grid.direction(h('2724'), rostov)).toBe(3);
    expect(grid.direction(rostov, h('2824'))).toBe(1);
    expect(grid.direction(h('2824'), rostov)).toBe(4);
    expect(grid.direction(rostov, h('2727'))).toBeNull();
    expect(grid.direction(rostov, rostov)).toBeNull();
  });

  it('edge hexes have fewer neighbours: 0101 (north-east corner, odd row) has 2', () => {
    expect(grid.neighbours(h('0101'))).toEqual(['0201', '0102']);
    expect(grid.neighbours(h('0201'))).toEqual(['0301', '0302', '0202', '0102', '0101']);
  });

  it.each([
    ['0233', '0233'],
    ['0134', '0134'],
    ['5102', '5102'],
    ['0135', null],
    ['5201', null],
    ['0001', null],
    ['0100', null],
    ['233', null],
    ['02333', null],
    ['02a3', null],
    ['N3635', null],
    ['', null],
  ])('parse(%j) = %j', (label, expected) => {
    expect(grid.parse(label)).toBe(expected);
  });

  it('coords and label convert between labels and pairs', () => {
    expect(grid.coords(h('0233'))).toEqual({ first: 2, second: 33 });
    expect(grid.label(27, 25)).toBe('2725');
    expect(grid.label(5, 2)).toBe('0502');
  });

  it('within(2725, 1) is Rostov and its six neighbours, sorted', () => {
    expect(grid.within(h('2725'), 1)).toEqual(['2624', '2625', '2724', '2725', '2726', '2824', '2825']);
    expect(grid.within(h('2725'), 0)).toEqual(['2725']);
    expect(grid.within(h('2725'), 2)).toHaveLength(19);
  });

  it('draws north up, east right: the second pair grows westward, rows southward', () => {
    const c = grid.center(h('2725'));
    expect(grid.center(h('2724')).x).toBeGreaterThan(c.x);
    expect(grid.center(h('2724')).y).toBeCloseTo(c.y);
    expect(grid.center(h('2825')).y).toBeGreaterThan(c.y);
    expect(grid.center(h('0233')).x).toBeLessThan(grid.center(h('0201')).x);
  });

  it('every corner of the map lies inside bounds(), starting at (0, 0)', () => {
    const { width, height } = grid.bounds();
    const pts = ['0101', '0134', '0201', '0234', '5101', '5134', '5001', '5034'].flatMap((x) => grid.corners(h(x)));
    const xs = pts.map((p) => p.x);
    const ys = pts.map((p) => p.y);
    expect(Math.min(...xs)).toBeCloseTo(0);
    expect(Math.min(...ys)).toBeCloseTo(0);
    expect(Math.max(...xs)).toBeCloseTo(width);
    expect(Math.max(...ys)).toBeCloseTo(height);
  });

  it('pointy-topped: a corner straight below the centre; the east side joins corners 5 and 0', () => {
    const c = grid.center(h('2725'));
    const k = grid.corners(h('2725'));
    expect(k[1]!.x).toBeCloseTo(c.x);
    expect(k[1]!.y).toBeCloseTo(c.y + 1);
    expect(k[5]!.x).toBeCloseTo(k[0]!.x);
    expect(k[0]!.x).toBeGreaterThan(c.x);
  });
});
