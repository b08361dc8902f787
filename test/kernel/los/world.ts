import fc from 'fast-check';
import { createGrid } from '#kernel/hex/grid';
import type { HexId } from '#kernel/ids';
import type { DrawnFeature, Relief } from '#kernel/los/features';
import type { LosTerrainData } from '#kernel/los/model';
import { inchesToHexUnits, RULEBOOK_TOLERANCE_INCHES } from '#kernel/los/tolerance';
import type { GridSpec } from '#kernel/map/types';

/** A small flat-topped CCRR grid numbered as Streets of Stalingrad's (columns west, rows north, even columns shifted). */
export const SPEC: GridSpec = {
  first: 'column', staggered: 'first', shifted: 'even',
  firstRange: [1, 10], secondRange: [1, 10], firstIncreases: 'west', secondIncreases: 'north',
};
export const GRID = createGrid(SPEC);
export const TOLERANCE = inchesToHexUnits(RULEBOOK_TOLERANCE_INCHES, 0.9);

export const hex: fc.Arbitrary<HexId> = fc
  .tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }))
  .map(([c, r]) => GRID.label(c, r));

/** Two hexes more than one apart, away from the grid's edges, so every hex the line meets exists. */
export const innerPair = fc
  .tuple(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 2, max: 9 }), fc.integer({ min: 2, max: 9 }), fc.integer({ min: 2, max: 9 }))
  .map(([c, r, c2, r2]) => [GRID.label(c, r), GRID.label(c2, r2)] as const)
  .filter(([a, b]) => GRID.distance(a, b) >= 2);

/** Two different hexes more than one apart (9.37 aside). */
export const farPair = fc.tuple(hex, hex).filter(([a, b]) => GRID.distance(a, b) >= 2);

const coord = fc.double({ min: -0.8, max: 0.8, noNaN: true });
const point = fc.record({ x: coord, y: coord });
const kind = fc.constantFrom('city', 'industrial', 'suburb', 'forest', 'strong-point', 'cliff', 'tartar-wall', 'balka', 'road');

export const feature: fc.Arbitrary<DrawnFeature> = fc.oneof(
  kind.map((k) => ({ kind: k, shape: 'area' as const })),
  fc.tuple(kind, point, point).map(([k, p, q]) => ({ kind: k, shape: 'line' as const, points: [p, q] })),
  fc.tuple(kind, point).map(([k, p]) => ({
    kind: k, shape: 'area' as const,
    points: [p, { x: p.x + 0.15, y: p.y }, { x: p.x + 0.15, y: p.y + 0.15 }, { x: p.x, y: p.y + 0.15 }],
  })),
);

const relief: fc.Arbitrary<Relief | undefined> = fc.constantFrom(undefined, undefined, 'slope', 'slope-top', 'hill-top');

/** A random map: a few hexes with drawn features and relief. */
export const terrainData: fc.Arbitrary<LosTerrainData> = fc
  .array(fc.tuple(hex, fc.array(feature, { maxLength: 2 }), relief), { maxLength: 14 })
  .map((entries) => {
    const hexes: Record<string, { features?: DrawnFeature[]; relief?: Relief }> = {};
    for (const [h, features, r] of entries) hexes[h] = r ? { features, relief: r } : { features };
    return { grid: SPEC, tolerance: TOLERANCE, hexes };
  });
