import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexsideHexes } from '#kernel/hex/hexside';
import { hexId } from '#kernel/ids';
import { inchesToHexUnits } from '#kernel/los/tolerance';
import { traceLine } from '#kernel/los/trace';
import { farPair, GRID, innerPair, TOLERANCE } from './world';

const h = hexId;

describe('the 9.34 straight edge between two hex centres', () => {
  it('1/16 inch on hexes 0.9 inch across the flats is 0.069 of a hex width (sqrt(3) drawing units)', () => {
    expect(inchesToHexUnits(1 / 16, 0.9) / Math.sqrt(3)).toBeCloseTo(0.0694, 4);
    expect(() => inchesToHexUnits(1 / 16, 0)).toThrow(/hex width must be > 0/);
  });

  it('meets the same hexes, the same way, in either direction', () => {
    fc.assert(fc.property(farPair, ([a, b]) => {
      const key = (t: ReturnType<typeof traceLine>) => t.hexes.map((c) => `${c.hex}:${c.contact}`).sort();
      expect(key(traceLine(GRID, a, b, TOLERANCE))).toEqual(key(traceLine(GRID, b, a, TOLERANCE)));
    }));
  });

  it('down a column it crosses exactly the hexes between', () => {
    const t = traceLine(GRID, h('0502'), h('0506'), TOLERANCE);
    expect(t.hexes.map((c) => `${c.hex}:${c.contact}`)).toEqual(['0503:through', '0504:through', '0505:through']);
  });

  it('in a hexside direction it runs along sides (9.36): 0504 -> 0304 along the 0403|0404 side', () => {
    const t = traceLine(GRID, h('0504'), h('0304'), TOLERANCE);
    expect(t.alongSides).toEqual(['0403|0404']);
    expect(t.hexes.map((c) => c.contact)).toEqual(['along', 'along']);
  });

  it('every side it runs along joins two hexes it runs along, and those are adjacent', () => {
    fc.assert(fc.property(farPair, ([a, b]) => {
      const t = traceLine(GRID, a, b, TOLERANCE);
      for (const side of t.alongSides) {
        const [p, q] = hexsideHexes(side)!;
        expect(GRID.distance(p, q)).toBe(1);
        for (const x of [p, q]) if (x !== a && x !== b) expect(t.hexes.find((c) => c.hex === x)?.contact).toBe('along');
      }
    }));
  });

  it('crosses the inside of at least distance - 1 hexes unless it runs along sides, and never an end hex', () => {
    fc.assert(fc.property(innerPair, ([a, b]) => {
      const t = traceLine(GRID, a, b, TOLERANCE);
      expect(t.hexes.some((c) => c.hex === a || c.hex === b)).toBe(false);
      const met = t.hexes.filter((c) => c.contact !== 'near').length;
      if (t.alongSides.length === 0) expect(t.hexes.filter((c) => c.contact === 'through').length).toBeGreaterThanOrEqual(GRID.distance(a, b) - 1);
      else expect(met).toBeGreaterThanOrEqual(GRID.distance(a, b) - 1);
      for (const c of t.hexes) expect(c.distance).toBeLessThanOrEqual(TOLERANCE);
    }));
  });
});
