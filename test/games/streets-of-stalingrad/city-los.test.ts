import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HexId } from '#kernel/ids';
import { judgeLos } from '#kernel/los/judge';
import { createCityLos } from '#games/streets-of-stalingrad/los/city-los';
import { cityMap } from './city-map-fixture';
import { sosTables } from './tables-fixture';

/** SoS 9.3 on the compiled city map: whole-hex blocking terrain, relief and hexside features. */
const map = cityMap();
const tec = sosTables().tec;
const cityLos = createCityLos(map, tec);
const anyHex = fc.integer({ min: 0, max: map.ids.length - 1 }).map((i) => map.ids[i]!);
const blocks = (h: HexId) => map.hex(h)!.terrain.some((t) => tec.terrain[t]!.blocksLos === 'always');
const open = (h: HexId) => !blocks(h) && !map.hex(h)!.relief;

/** Three hexes in a line down a column (the line between the ends runs through the middle hex's centre). */
function columnTriple(middle: (h: HexId) => boolean, ends: (h: HexId) => boolean): [HexId, HexId, HexId] {
  for (const a of map.ids) {
    const b = map.grid.step(a, 0);
    const c = b ? map.grid.step(b, 0) : null;
    if (!b || !c || !map.hex(b) || !map.hex(c)) continue;
    if (map.grid.distance(a, c) !== 2 || !middle(b) || !ends(a) || !ends(c)) continue;
    if (map.grid.neighbours(b).some((n) => n !== a && n !== c && map.grid.distance(a, n) === 1 && map.grid.distance(c, n) === 1 && !open(n))) continue;
    return [a, b, c];
  }
  throw new Error('no such triple on the map');
}

describe('SoS 9.3: line of sight on the city map', () => {
  it('9.31 play note: "If unit A can see unit B, B can see A", for any two hexes within 12 hexes', () => {
    fc.assert(fc.property(anyHex, anyHex, (a, b) => {
      fc.pre(map.grid.distance(a, b) <= 12);
      expect(judgeLos(cityLos.terrain, a, b).clear).toBe(judgeLos(cityLos.terrain, b, a).clear);
    }), { numRuns: 300 });
  });

  it('9.33 #1-#5: a city, industrial, suburb, forest or strong point hex between the firer and the target blocks; the same line over open hexes is clear', () => {
    const [a, b, c] = columnTriple(blocks, () => true);
    const v = cityLos.judge(a, c);
    expect(v.clear).toBe(false);
    expect(v.reason).toMatchObject({ why: 'feature', hex: b });
    const [x, , z] = columnTriple(open, open);
    expect(cityLos.sees(x, z)).toBe(true);
  });

  it('9.35, 9.37: adjacent hexes always see each other, even two city blocks; the firer\'s and target\'s own hexes never block', () => {
    const city = map.ids.find((h) => blocks(h) && map.grid.neighbours(h).some((n) => map.hex(n) && blocks(n)))!;
    const next = map.grid.neighbours(city).find((n) => map.hex(n) && blocks(n))!;
    expect(cityLos.judge(city, next).reason).toEqual({ why: 'adjacent', rule: 'SoS 9.37' });
    const [a, , c] = columnTriple(open, blocks);
    expect(cityLos.sees(a, c)).toBe(true);
  });

  it('is memoised per pair: the second question in either direction gets the first verdict', () => {
    const [a, , c] = columnTriple(blocks, () => true);
    expect(cityLos.judge(c, a)).toBe(cityLos.judge(a, c));
  });
});
