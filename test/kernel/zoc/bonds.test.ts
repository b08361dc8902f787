import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid } from '#kernel/hex/grid';
import type { HexId } from '#kernel/ids';
import { hexId } from '#kernel/ids';
import type { GridSpec } from '#kernel/map/types';
import { bondMap, intersectingBondHexes } from '#kernel/zoc/bond-map';
import { findBonds } from '#kernel/zoc/bonds';
import { edgePhantoms } from '#kernel/zoc/edge';
import { stackHasZoc } from '#kernel/zoc/stack-zoc';

/** A grid numbered like CtS (rows north to south, second pair from the east edge). */
const SPEC: GridSpec = { first: 'row', staggered: 'first', shifted: 'even', firstRange: [10, 20], secondRange: [1, 20], firstIncreases: 'south', secondIncreases: 'west' };
const grid = createGrid(SPEC);
const h = hexId;
const none = (): boolean => false;
/** The hex two steps from 1510: east, then south-east (the knight's offset). */
const KNIGHT = grid.step(grid.step(hexId('1510'), 0)!, 1)!;
const bondsOf = (zoc: string[], enemy: string[] = [], extra: Partial<Parameters<typeof findBonds>[0]> = {}) =>
  findBonds({ zocHexes: zoc.map(h), neighbours: (x) => grid.neighbours(x), enemyIn: (x) => enemy.includes(x), ...extra });

describe('ZOC bonds (CtS 6.3)', () => {
  it('two ZOC hexes in a line with one hex between bond that hex (a Hex Bond)', () => {
    expect(bondsOf(['1510', '1512'])).toEqual([{ kind: 'hex', hex: '1511', ends: ['1510', '1512'] }]);
  });

  it('two ZOC hexes at the knight offset bond the side between the two hexes next to both (a Hexside Bond)', () => {
    const bonds = bondsOf(['1510', KNIGHT]);
    expect(bonds).toHaveLength(1);
    const b = bonds[0]!;
    expect(b.kind).toBe('hexside');
    if (b.kind !== 'hexside') return;
    const [c1, c2] = b.between;
    expect(grid.distance(c1, h('1510'))).toBe(1);
    expect(grid.distance(c2, KNIGHT)).toBe(1);
    expect(grid.direction(c1, c2)).not.toBeNull();
  });

  it('adjacent ZOC hexes or hexes three apart do not bond', () => {
    expect(bondsOf(['1510', '1511'])).toEqual([]);
    expect(bondsOf(['1510', '1513'])).toEqual([]);
  });

  it('6.5: a Hex Bond is cancelled by an enemy unit in the intervening hex', () => {
    expect(bondsOf(['1510', '1512'], ['1511'])).toEqual([]);
  });

  it('6.5: a Hexside Bond is cancelled only by enemy units on BOTH sides of the hexside', () => {
    const [b] = bondsOf(['1510', KNIGHT]);
    if (!b || b.kind !== 'hexside') throw new Error('expected a hexside bond');
    expect(bondsOf(['1510', KNIGHT], [b.between[0]])).toHaveLength(1);
    expect(bondsOf(['1510', KNIGHT], [...b.between])).toEqual([]);
  });

  it('6.6: a river loop negates a Hex Bond when both ends face the middle hex across a Major river', () => {
    const loop = (end: HexId, mid: HexId): boolean => mid === '1511' && (end === '1510' || end === '1512');
    expect(bondsOf(['1510', '1512'], [], { loopSide: loop })).toEqual([]);
    const oneSide = (end: HexId, mid: HexId): boolean => mid === '1511' && end === '1510';
    expect(bondsOf(['1510', '1512'], [], { loopSide: oneSide })).toHaveLength(1);
  });

  it('6.8b: units that may not pair form no bond (Hungarians with Rumanians)', () => {
    expect(bondsOf(['1510', '1512'], [], { canPair: () => false })).toEqual([]);
  });

  it('6.9: a ZOC hex next to a friendly map edge bonds with the imagined unit just beyond it', () => {
    const wide = createGrid({ ...SPEC, firstRange: [9, 21], secondRange: [0, 21] });
    const onMap = (x: HexId): boolean => grid.parse(x) !== null;
    const edge = grid.within(h('1010'), 10).filter((x) => grid.coords(x).first === 10 && grid.coords(x).second >= 3 && grid.coords(x).second <= 17);
    const phantoms = edgePhantoms(edge, (x) => wide.neighbours(x), onMap);
    expect(phantoms.every((p) => grid.coords(p).first === 9)).toBe(true);
    const bonds = findBonds({ zocHexes: [h('1110'), ...phantoms], neighbours: (x) => wide.neighbours(x), enemyIn: none });
    const touching = bonds.filter((b) => b.ends.includes(h('1110')));
    expect(touching.length).toBeGreaterThan(0);
    expect(touching.every((b) => (b.kind === 'hex' ? onMap(b.hex) || grid.coords(b.hex).first === 9 : true))).toBe(true);
  });
});

describe('the effects of a bond on a step (CtS 6.4)', () => {
  it('an enemy may not enter a Hex Bond hex nor cross a Hexside Bond', () => {
    const hexBond = bondMap(bondsOf(['1510', '1512']));
    expect(hexBond.blocks(h('1411'), h('1511'))).toBe(true);
    expect(hexBond.blocks(h('1511'), h('1611'))).toBe(false);
    const [b] = bondsOf(['1510', KNIGHT]);
    if (!b || b.kind !== 'hexside') throw new Error('expected a hexside bond');
    const sideBond = bondMap([b]);
    expect(sideBond.blocks(b.between[0], b.between[1])).toBe(true);
    expect(sideBond.blocks(b.between[1], b.between[0])).toBe(true);
    expect(sideBond.crossedBy(b.between[0], b.between[1])).toEqual([b]);
  });

  it('6.7/6.8a: a hex bonded by both sides is an intersecting bond', () => {
    const axis = bondMap(bondsOf(['1510', '1512']));
    const soviet = bondMap(bondsOf(['1411', '1611']));
    expect(intersectingBondHexes(axis, soviet)).toEqual(['1511']);
  });
});

describe('bond geometry (property)', () => {
  const anyHex = fc.tuple(fc.integer({ min: 10, max: 20 }), fc.integer({ min: 1, max: 20 })).map(([f, s]) => grid.label(f, s));

  it('every bond joins two ZOC hexes two apart; a hex bond lies next to both, a hexside bond separates two hexes each next to both', () => {
    fc.assert(
      fc.property(fc.array(anyHex, { minLength: 2, maxLength: 12 }), (zoc) => {
        for (const b of bondsOf(zoc)) {
          expect(grid.distance(b.ends[0], b.ends[1])).toBe(2);
          const mids = b.kind === 'hex' ? [b.hex] : b.between;
          for (const m of mids) for (const e of b.ends) expect(grid.distance(m, e)).toBe(1);
          if (b.kind === 'hexside') expect(grid.distance(b.between[0], b.between[1])).toBe(1);
        }
      }),
    );
  });

  it('every pair of ZOC hexes two apart bonds exactly once, whatever the input order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(anyHex, { minLength: 2, maxLength: 10 }), (zoc) => {
        const pairs = zoc.flatMap((a, i) => zoc.slice(i + 1).filter((b) => grid.distance(a, b) === 2));
        const bonds = bondsOf(zoc);
        expect(bonds).toHaveLength(pairs.length);
        expect(bondsOf([...zoc].reverse())).toEqual(bonds);
      }),
    );
  });

  it('a line may never slip between two bonded hexes without entering or crossing the bond', () => {
    fc.assert(
      fc.property(anyHex, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 2 }), (p, d, turn) => {
        // q two steps from p: straight (d, d) or knight (d, d+1)
        const mid = grid.step(p, d);
        const q = mid && grid.step(mid, turn === 1 ? d : (d + 1) % 6);
        if (!mid || !q) return;
        const bonds = bondMap(bondsOf([p, q]));
        const common = grid.neighbours(p).filter((x) => grid.neighbours(q).includes(x));
        // the hexes next to both ends are the only way from one side of the bond to the other
        if (common.length === 1) expect(bonds.hexBondsAt(common[0]!)).toHaveLength(1);
        else expect(bonds.blocks(common[0]!, common[1]!)).toBe(true);
      }),
    );
  });
});

describe('a stack of ZOC-less units (CtS 6.2.1.3)', () => {
  const band = (n: number) => Array.from({ length: n }, () => ({ zoc: false }));
  it.each([
    [2, false],
    [3, true],
    [4, true],
  ])('%i combat units without ZOCs have a ZOC: %s', (n, want) => {
    expect(stackHasZoc(band(n), (u) => u.zoc, () => true, 3)).toBe(want);
  });
  it('one unit with a ZOC gives the stack one', () => expect(stackHasZoc([{ zoc: true }], (u) => u.zoc, () => true, 3)).toBe(true));
});
