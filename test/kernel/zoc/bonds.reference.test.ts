import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import ctsBundle from '../../../scenarios/campaign-to-stalingrad/dist/campaign-to-stalingrad.json';
import { createGrid } from '#kernel/hex/grid';
import { hexsideKey } from '#kernel/hex/hexside';
import type { HexId } from '#kernel/ids';
import { createMap } from '#kernel/map/game-map';
import type { MapData } from '#kernel/map/types';
import { bondMap } from '#kernel/zoc/bond-map';
import { findBonds, type HexsideBond } from '#kernel/zoc/bonds';
import { referenceFindBonds } from './reference-bonds';

/**
 * findBonds judges each pair of ZOC hexes once; the reference builds sets per hex. On the
 * CtS map, with the grid one hex wider (6.9), any ZOC hexes, enemy units, pairs that may
 * not bond (6.8b) and river loops (6.6) give the same bonds in the same order.
 */
const data = ctsBundle.map as unknown as MapData;
const map = createMap(data);
const g = data.grid;
const wide = createGrid({ ...g, firstRange: [g.firstRange[0] - 1, g.firstRange[1] + 1], secondRange: [g.secondRange[0] - 1, g.secondRange[1] + 1] });
const hexes = map.hexIds();

/** A cluster of hexes within a few steps of one hex, so that many lie two apart. */
const cluster = (size: number) =>
  fc.tuple(fc.integer({ min: 0, max: hexes.length - 1 }), fc.array(fc.integer({ min: 0, max: 999 }), { maxLength: size })).map(([c, picks]) => {
    const area = wide.within(hexes[c]!, 4);
    return picks.map((i) => area[i % area.length]!);
  });

describe('ZOC bonds agree with the reference (CtS 6.3-6.9)', () => {
  it('any ZOC hexes, enemy hexes, unbondable pairs and loops', () => {
    fc.assert(
      fc.property(cluster(30), cluster(10), fc.integer({ min: 0, max: 6 }), fc.boolean(), (zoc, enemy, salt, loops) => {
        const enemies = new Set(enemy);
        const input = {
          zocHexes: zoc,
          neighbours: (h: HexId) => wide.neighbours(h),
          enemyIn: (h: HexId) => enemies.has(h),
          canPair: (a: HexId, b: HexId) => (Number(a) + Number(b) + salt) % 7 !== 0,
          ...(loops ? { loopSide: (end: HexId, mid: HexId) => map.has(end) && map.has(mid) && map.hexside(end, mid).length > 0 } : {}),
        };
        const bonds = findBonds(input);
        expect(bonds).toEqual(referenceFindBonds(input));
        // blocks() answers as the side keys say, for every step into or out of the area
        const m = bondMap(bonds);
        const sides = new Set(bonds.filter((b): b is HexsideBond => b.kind === 'hexside').map((b) => b.hexside));
        const hexBonds = new Set(bonds.flatMap((b) => (b.kind === 'hex' ? [b.hex] : [])));
        for (const from of new Set([...zoc, ...enemy])) {
          for (const to of wide.within(from, 2)) expect(m.blocks(from, to)).toBe(hexBonds.has(to) || sides.has(hexsideKey(from, to)));
        }
        // the bonds a step crosses, as the bonds say, in their order (the side bonds are indexed only when first asked)
        for (const from of new Set([...zoc, ...enemy])) {
          for (const to of wide.neighbours(from)) {
            const key = hexsideKey(from, to);
            expect(m.crossedBy(from, to)).toEqual([...bonds.filter((b) => b.kind === 'hexside' && b.hexside === key), ...bonds.filter((b) => b.kind === 'hex' && b.hex === to)]);
          }
        }
        // a second BondMap of some of the same bond objects, as a cancellation leaves them (6.5): each bond's key is read once for both
        const some = bonds.filter((_, i) => (i + salt) % 3 !== 0);
        const m2 = bondMap(some);
        const someSides = new Set(some.filter((b): b is HexsideBond => b.kind === 'hexside').map((b) => b.hexside));
        const someHexBonds = new Set(some.flatMap((b) => (b.kind === 'hex' ? [b.hex] : [])));
        for (const from of new Set([...zoc, ...enemy])) {
          for (const to of wide.within(from, 2)) expect(m2.blocks(from, to)).toBe(someHexBonds.has(to) || someSides.has(hexsideKey(from, to)));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a side bond given under a key not in hexsideKey form is looked up by that key', () => {
    const odd: HexsideBond = { kind: 'hexside', hexside: '0202|0201', between: ['0201' as HexId, '0202' as HexId], ends: ['0101' as HexId, '0302' as HexId] };
    const m = bondMap([odd]);
    expect(m.blocks('0201' as HexId, '0202' as HexId)).toBe(false);
    expect(m.blocks('0202' as HexId, '0201' as HexId)).toBe(false);
    expect(bondMap([odd]).blocks('0201' as HexId, '0202' as HexId)).toBe(false); // the same bond again
    const even = bondMap([{ ...odd, hexside: '0201|0202' }]);
    expect(even.blocks('0201' as HexId, '0202' as HexId)).toBe(true);
    expect(even.blocks('0202' as HexId, '0201' as HexId)).toBe(true);
    expect(even.blocks('0202' as HexId, '0203' as HexId)).toBe(false);
  });

  it('two pairs bonding across one hexside are both the bonds of that side, in their order, either way round', () => {
    const one: HexsideBond = { kind: 'hexside', hexside: '0201|0202', between: ['0201' as HexId, '0202' as HexId], ends: ['0101' as HexId, '0302' as HexId] };
    const two: HexsideBond = { ...one, ends: ['0102' as HexId, '0301' as HexId] };
    const m = bondMap([one, two]);
    expect(m.hexsideBondsAt('0202' as HexId, '0201' as HexId)).toEqual([one, two]);
    expect(m.crossedBy('0201' as HexId, '0202' as HexId)).toEqual([one, two]);
    expect([m.blocks('0201' as HexId, '0202' as HexId), m.blocks('0202' as HexId, '0201' as HexId)]).toEqual([true, true]);
  });
});
