import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import ctsBundle from '../../../scenarios/campaign-to-stalingrad/dist/campaign-to-stalingrad.json';
import { createMap } from '#kernel/map/game-map';
import type { MapData } from '#kernel/map/types';
import { findBonds, mergeBonds, sortBonds } from '#kernel/zoc/bonds';

/**
 * mergeBonds joins two lists in findBonds' order without sorting the whole: the bonds of
 * a cluster of ZOC hexes on the CtS map, split at random in two (each part keeps the
 * order), merge to what sortBonds gives for both.
 */
const map = createMap(ctsBundle.map as unknown as MapData);
const hexes = map.hexIds();

describe('mergeBonds', () => {
  it('gives sortBonds order for two ordered lists with no bond in both', () => {
    let merged = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: hexes.length - 1 }), fc.array(fc.integer({ min: 0, max: 999 }), { maxLength: 30 }), fc.array(fc.boolean(), { maxLength: 200 }), (c, picks, split) => {
        const area = map.grid.within(hexes[c]!, 4);
        const bonds = findBonds({ zocHexes: [...new Set(picks.map((i) => area[i % area.length]!))].sort(), neighbours: (h) => map.neighbours(h), enemyIn: () => false, canPair: () => true, loopSide: () => false });
        const a = bonds.filter((_, i) => split[i] === true);
        const b = bonds.filter((_, i) => split[i] !== true);
        merged += bonds.length;
        expect(mergeBonds(a, b)).toEqual(sortBonds([...a, ...b]));
        expect(mergeBonds(b, a)).toEqual(sortBonds([...b, ...a]));
      }),
      { numRuns: 200 },
    );
    expect(merged).toBeGreaterThan(0);
  });
});
