import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEC_TERRAINS } from '#games/streets-of-stalingrad/data/tec';
import { hexsideCrossed } from '#games/streets-of-stalingrad/movement/map-step';
import { cityMap } from './city-map-fixture';

/** Properties of the whole reconstructed city map: every hex has a terrain, roads are chains, hexsides read the same both ways. */
const map = cityMap();
const anyHex = fc.integer({ min: 0, max: map.ids.length - 1 }).map((i) => map.ids[i]!);

describe('the city map, any hex', () => {
  it('has at least one terrain, each one the TEC knows, and dense numbers that round-trip', () => {
    fc.assert(fc.property(anyHex, (h) => {
      const x = map.hex(h)!;
      expect(x.terrain.length).toBeGreaterThan(0);
      for (const t of x.terrain) expect(TEC_TERRAINS).toContain(t);
      expect(map.ids[map.indexOf(h)]).toBe(h);
    }));
  });

  it('SoS 9.40, 8.12: the features of a hexside are the same from both sides', () => {
    fc.assert(fc.property(anyHex, fc.integer({ min: 0, max: 5 }), (h, d) => {
      const n = map.grid.step(h, d);
      if (!n) return;
      expect(hexsideCrossed(map, h, n)).toEqual(hexsideCrossed(map, n, h));
    }));
  });

  it('every hexside with a feature joins two adjacent hexes of the map', () => {
    for (const key of Object.keys(map.hexsides)) {
      const [a, b] = key.split('|') as [never, never];
      expect(map.grid.distance(a, b), key).toBe(1);
    }
  });

  it('SoS 8.14: every road and railroad is a chain of adjacent hexes', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: map.roads.length - 1 }), (i) => {
      const r = map.roads[i]!;
      r.hexes.slice(1).forEach((h, j) => expect(map.grid.distance(r.hexes[j]!, h), `${r.name} ${h}`).toBe(1));
      for (const h of r.hexes) expect(map.hex(h)!.terrain).toContain(r.kind);
    }));
  });
});

describe('the kernel map of the city map', () => {
  it('numbers the hexes densely in label order, as the compiled hexes are, with the same hexside features', () => {
    fc.assert(fc.property(anyHex, fc.integer({ min: 0, max: 5 }), (h, d) => {
      const i = map.index.indexOf(h);
      expect(map.hexes[i]!.id).toBe(h);
      expect(map.gameMap.hex(h)!.features).toEqual(map.hexes[i]!.terrain);
      const n = map.grid.step(h, d);
      if (n) expect(map.gameMap.hexside(h, n)).toEqual([...(map.hexsides[[h, n].sort().join('|')]?.features ?? [])]);
    }));
  });
});
