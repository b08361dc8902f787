import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import ctsBundle from '../../../scenarios/campaign-to-stalingrad/dist/campaign-to-stalingrad.json';
import dosBundle from '../../../scenarios/drive-on-stalingrad/dist/drive-on-stalingrad.json';
import { createGrid, type Grid } from '#kernel/hex/grid';
import { hexsideKey } from '#kernel/hex/hexside';
import { labelSlot, splitLabel } from '#kernel/hex/label';
import { hexId, type HexId } from '#kernel/ids';
import { createMap } from '#kernel/map/game-map';
import type { GridSpec, MapData } from '#kernel/map/types';
import { createReferenceGrid, referenceSplitLabel } from './reference-grid';
import { CCRR_EVEN_Q, CCRR_EVEN_R, CCRR_ODD_Q, DOS } from './specs';

/**
 * The grid answers from tables built once (label slots, neighbour lists); the reference
 * works every answer out from the label. They must agree on every hex of both titles'
 * maps, of the CtS grid one hex wider (bonds with a map edge), and on any label at all.
 */
const dosMap = dosBundle.map as unknown as MapData;
const ctsMap = ctsBundle.map as unknown as MapData;
const widen = (g: GridSpec): GridSpec => ({
  ...g,
  firstRange: [g.firstRange[0] - 1, g.firstRange[1] + 1],
  secondRange: [g.secondRange[0] - 1, g.secondRange[1] + 1],
});
const SPECS: [string, GridSpec][] = [
  ['DoS map', dosMap.grid],
  ['CtS map', ctsMap.grid],
  ['CtS wide grid', widen(ctsMap.grid)],
  ['DoS spec', DOS],
  ['CCRR odd-q', CCRR_ODD_Q],
  ['CCRR even-q', CCRR_EVEN_Q],
  ['CCRR even-r', CCRR_EVEN_R],
];

/** Every four-digit label, in range or not. */
const EVERY_LABEL: HexId[] = Array.from({ length: 10_000 }, (_, i) => hexId(String(i).padStart(4, '0')));

/** Checks directly and calls `expect` only on a difference (for its message): expect per answer was most of the time. */
const same = (g: Grid, r: ReturnType<typeof createReferenceGrid>, a: HexId, b: HexId): void => {
  const is = (x: unknown, y: unknown): void => {
    if (!Object.is(x, y)) expect(x, `${a} ${b}`).toBe(y);
  };
  const equal = (x: unknown, y: unknown): void => {
    if (JSON.stringify(x) !== JSON.stringify(y)) expect(x, `${a} ${b}`).toEqual(y);
  };
  is(g.parse(a), r.parse(a));
  equal(g.neighbours(a), r.neighbours(a));
  is(g.distance(a, b), r.distance(a, b));
  is(g.direction(a, b), r.direction(a, b));
  is(g.slotDirection(labelSlot(a), labelSlot(b)), r.direction(a, b) ?? -1);
  equal(g.coords(a), r.coords(a));
  equal(g.center(a), r.center(a));
};

describe('hex grid tables agree with the label arithmetic', () => {
  it('splitLabel reads exactly what the four-digit pattern reads', () => {
    for (const l of EVERY_LABEL) if (JSON.stringify(splitLabel(l)) !== JSON.stringify(referenceSplitLabel(l))) expect(splitLabel(l), l).toEqual(referenceSplitLabel(l));
    for (const l of ['', '123', '12345', '12a4', ' 123', '123 ', '１２３４', '12.4', '-123', '0x12', '1234\n', '٠١٢٣']) {
      expect(splitLabel(l)).toBe(null);
      expect(referenceSplitLabel(l)).toBe(null);
      expect(labelSlot(l)).toBe(-1);
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (s) => {
        expect(splitLabel(s)).toEqual(referenceSplitLabel(s));
      }),
    );
  });

  for (const [name, spec] of SPECS) {
    it(`${name}: every label's neighbours, parse, coords, centre, steps and area match`, () => {
      const g = createGrid(spec);
      const r = createReferenceGrid(spec);
      const differ: string[] = [];
      const check = (what: string, h: HexId, x: unknown, y: unknown): void => {
        if (JSON.stringify(x) !== JSON.stringify(y)) differ.push(`${what} ${h}: ${JSON.stringify(x)} != ${JSON.stringify(y)}`);
      };
      for (const h of EVERY_LABEL) {
        check('parse', h, g.parse(h), r.parse(h));
        check('neighbours', h, g.neighbours(h), r.neighbours(h));
        check('coords', h, g.coords(h), r.coords(h));
        check('center', h, g.center(h), r.center(h));
        for (let d = -1; d <= 6; d++) check(`step ${d}`, h, g.step(h, d), r.step(h, d));
        if (g.parse(h)) {
          for (const n of r.neighbours(h)) check(`direction to ${n}`, h, g.direction(h, n), r.direction(h, n));
          check('within 2', h, g.within(h, 2), r.within(h, 2));
        }
      }
      expect(differ).toEqual([]);
    });

    it(`${name}: distance and direction between any two labels match`, () => {
      const g = createGrid(spec);
      const r = createReferenceGrid(spec);
      const label = fc.integer({ min: 0, max: 9999 }).map((i) => EVERY_LABEL[i]!);
      fc.assert(fc.property(label, label, (a, b) => same(g, r, a, b)), { numRuns: 2000 });
    });
  }

  it('a label that is not four digits is refused the same way', () => {
    const g = createGrid(DOS);
    const r = createReferenceGrid(DOS);
    for (const bad of ['', '123', 'x123', '01011']) {
      const h = hexId(bad);
      expect(g.parse(h)).toBe(null);
      expect(() => g.neighbours(h)).toThrow(`not a hex label: "${bad}"`);
      expect(() => r.neighbours(h)).toThrow(`not a hex label: "${bad}"`);
      expect(() => g.distance(hexId('0101'), h)).toThrow(`not a hex label: "${bad}"`);
      expect(() => g.direction(h, hexId('0101'))).toThrow(`not a hex label: "${bad}"`);
      expect(g.step(h, 1.5)).toBe(null);
    }
  });
});

describe('map tables agree with the map data', () => {
  for (const [name, data] of [['DoS', dosMap], ['CtS', ctsMap]] as const) {
    it(`${name}: has, neighbours and every hexside answer as the data says, for every label`, () => {
      const map = createMap(data);
      const r = createReferenceGrid(data.grid);
      const onMap = (h: HexId): boolean => Object.hasOwn(data.hexes, h);
      const differ: string[] = [];
      const check = (what: string, h: HexId, x: unknown, y: unknown): void => {
        if (JSON.stringify(x) !== JSON.stringify(y)) differ.push(`${what} ${h}: ${JSON.stringify(x)} != ${JSON.stringify(y)}`);
      };
      for (const h of EVERY_LABEL) {
        check('has', h, map.has(h), onMap(h));
        if (map.hex(h) !== (onMap(h) ? data.hexes[h] : undefined)) differ.push(`hex ${h}`);
        check('neighbours', h, map.neighbours(h), r.parse(h) ? r.neighbours(h).filter(onMap) : []);
        const around = r.parse(h) ? r.within(h, 2) : [];
        for (const n of [h, ...around]) check(`hexside to ${n}`, h, map.hexside(h, n), [...(data.hexsides[hexsideKey(h, n)] ?? [])]);
      }
      expect(differ).toEqual([]);
      for (const key of Object.keys(data.hexsides)) {
        const [a, b] = key.split('|') as [HexId, HexId];
        expect(map.hexside(a, b)).toEqual(data.hexsides[key]);
        expect(map.hexside(b, a)).toEqual(data.hexsides[key]);
      }
    });
  }

  it('a hexside answer is a copy: changing it changes nothing', () => {
    const map = createMap(dosMap);
    const key = Object.keys(dosMap.hexsides)[0]!;
    const [a, b] = key.split('|') as [HexId, HexId];
    map.hexside(a, b).push('changed');
    map.neighbours(a).push(hexId('9999'));
    expect(map.hexside(a, b)).toEqual(dosMap.hexsides[key]);
    expect(map.neighbours(a)).not.toContain('9999');
  });

  it('a side recorded between hexes that are not adjacent, or not four digits, is still found', () => {
    const data: MapData = {
      ...dosMap,
      hexes: { ...dosMap.hexes, X1: { terrain: 'clear' } },
      hexsides: { '0101|0103': ['odd'], '0101|X1': ['strange'] },
    };
    const map = createMap(data);
    expect(map.hexside(hexId('0103'), hexId('0101'))).toEqual(['odd']);
    expect(map.hexside(hexId('X1'), hexId('0101'))).toEqual(['strange']);
    expect(map.has(hexId('X1'))).toBe(true);
    expect(map.neighbours(hexId('X1'))).toEqual([]);
  });
});
