import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid, type Grid } from '#kernel/hex/grid';
import type { HexId } from '#kernel/ids';
import type { GridSpec } from '#kernel/map/types';

const range = fc
  .tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 9 }))
  .map(([lo, span]) => [lo, lo + span] as [number, number]);

const spec: fc.Arbitrary<GridSpec> = fc
  .record({
    first: fc.constantFrom('row', 'column') as fc.Arbitrary<GridSpec['first']>,
    staggered: fc.constantFrom('first', 'second') as fc.Arbitrary<GridSpec['staggered']>,
    shifted: fc.constantFrom('odd', 'even') as fc.Arbitrary<GridSpec['shifted']>,
    firstRange: range,
    secondRange: range,
    vertical: fc.constantFrom('north', 'south') as fc.Arbitrary<GridSpec['firstIncreases']>,
    horizontal: fc.constantFrom('east', 'west') as fc.Arbitrary<GridSpec['firstIncreases']>,
    firstIsVertical: fc.boolean(),
  })
  .map(({ vertical, horizontal, firstIsVertical, ...s }) => ({
    ...s,
    firstIncreases: firstIsVertical ? vertical : horizontal,
    secondIncreases: firstIsVertical ? horizontal : vertical,
  }));

const allHexes = (g: Grid): HexId[] => {
  const out: HexId[] = [];
  for (let f = g.spec.firstRange[0]; f <= g.spec.firstRange[1]; f++) {
    for (let s = g.spec.secondRange[0]; s <= g.spec.secondRange[1]; s++) out.push(g.label(f, s));
  }
  return out;
};

/** A grid and three of its hexes. */
const world = spec.chain((s) => {
  const hex = fc
    .tuple(fc.integer({ min: s.firstRange[0], max: s.firstRange[1] }), fc.integer({ min: s.secondRange[0], max: s.secondRange[1] }))
    .map(([f, sec]) => createGrid(s).label(f, sec));
  return fc.record({ spec: fc.constant(s), a: hex, b: hex, c: hex });
});

const bfs = (g: Grid, from: HexId): Map<HexId, number> => {
  const seen = new Map<HexId, number>([[from, 0]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const x = queue[i]!;
    for (const n of g.neighbours(x)) {
      if (!seen.has(n)) {
        seen.set(n, seen.get(x)! + 1);
        queue.push(n);
      }
    }
  }
  return seen;
};

describe('hex grid properties, for any declared spec', () => {
  it('neighbours are symmetric, distinct, at most 6, never the hex itself', () => {
    fc.assert(
      fc.property(world, ({ spec: s, a }) => {
        const g = createGrid(s);
        const n = g.neighbours(a);
        expect(n.length).toBeLessThanOrEqual(6);
        expect(new Set(n).size).toBe(n.length);
        expect(n).not.toContain(a);
        for (const b of n) expect(g.neighbours(b)).toContain(a);
      }),
    );
  });

  it('distance is 1 exactly for neighbours, symmetric, and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(world, ({ spec: s, a, b, c }) => {
        const g = createGrid(s);
        expect(g.distance(a, b) === 1).toBe(g.neighbours(a).includes(b));
        expect(g.distance(a, b)).toBe(g.distance(b, a));
        expect(g.distance(a, c)).toBeLessThanOrEqual(g.distance(a, b) + g.distance(b, c));
        expect(g.distance(a, a)).toBe(0);
      }),
    );
  });

  it('distance equals the number of steps of the shortest neighbour walk', () => {
    fc.assert(
      fc.property(world, ({ spec: s, a, b }) => {
        const g = createGrid(s);
        expect(g.distance(a, b)).toBe(bfs(g, a).get(b));
      }),
      { numRuns: 60 },
    );
  });

  it('parse(label(first, second)) round-trips in range and refuses out of range', () => {
    fc.assert(
      fc.property(spec, fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (s, f, sec) => {
        const g = createGrid(s);
        const label = g.label(f, sec);
        const inside = f >= s.firstRange[0] && f <= s.firstRange[1] && sec >= s.secondRange[0] && sec <= s.secondRange[1];
        expect(g.parse(label)).toBe(inside ? label : null);
        expect(g.coords(label)).toEqual({ first: f, second: sec });
      }),
    );
  });

  it('direction is opposite on the way back, and step() follows it', () => {
    fc.assert(
      fc.property(world, ({ spec: s, a }) => {
        const g = createGrid(s);
        for (const b of g.neighbours(a)) {
          const d = g.direction(a, b);
          expect(d).not.toBeNull();
          expect(g.direction(b, a)).toBe((d! + 3) % 6);
          expect(g.step(a, d!)).toBe(b);
        }
        const dirs = g.neighbours(a).map((b) => g.direction(a, b)!);
        expect(dirs).toEqual([...dirs].sort((x, y) => x - y));
      }),
    );
  });

  it('direction d points into the drawn clockwise sector [60d°, 60d°+60°) from east', () => {
    fc.assert(
      fc.property(world, ({ spec: s, a }) => {
        const g = createGrid(s);
        const c = g.center(a);
        for (const b of g.neighbours(a)) {
          const p = g.center(b);
          const deg = ((Math.atan2(p.y - c.y, p.x - c.x) * 180) / Math.PI + 360.5) % 360;
          expect(Math.floor(deg / 60)).toBe(g.direction(a, b));
        }
      }),
    );
  });

  it('within(h, n) is exactly the hexes at distance <= n', () => {
    fc.assert(
      fc.property(world, fc.integer({ min: -1, max: 7 }), ({ spec: s, a }, n) => {
        const g = createGrid(s);
        const expected = allHexes(g).filter((x) => g.distance(a, x) <= n).sort();
        expect(g.within(a, n)).toEqual(expected);
      }),
    );
  });

  it('neighbouring centres are sqrt(3) apart and every corner lies inside bounds()', () => {
    fc.assert(
      fc.property(world, ({ spec: s, a }) => {
        const g = createGrid(s);
        const c = g.center(a);
        for (const b of g.neighbours(a)) {
          const p = g.center(b);
          expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeCloseTo(Math.sqrt(3), 9);
        }
        const { width, height } = g.bounds();
        for (const k of g.corners(a)) {
          expect(Math.hypot(k.x - c.x, k.y - c.y)).toBeCloseTo(1, 9);
          expect(k.x).toBeGreaterThanOrEqual(-1e-9);
          expect(k.y).toBeGreaterThanOrEqual(-1e-9);
          expect(k.x).toBeLessThanOrEqual(width + 1e-9);
          expect(k.y).toBeLessThanOrEqual(height + 1e-9);
        }
      }),
    );
  });
});
