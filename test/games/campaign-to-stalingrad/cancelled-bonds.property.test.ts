import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bondsChanged, withCancelled } from '#games/campaign-to-stalingrad/rules/cancelled-bonds';
import { hexId, type HexId } from '#kernel/ids';
import { bondMap, type BondMap } from '#kernel/zoc/bond-map';
import { findBonds, type ZocBond } from '#kernel/zoc/bonds';
import { tinyWorld } from './support/tiny-world';

const hexArb = fc.record({ r: fc.integer({ min: 10, max: 16 }), c: fc.integer({ min: 1, max: 8 }) }).map(({ r, c }) => hexId(`${r}${String(c).padStart(2, '0')}`));

const { ctx } = tinyWorld({ units: [] });

/** The hexes within two of `zoc`: those whose bonds a change there can touch. */
function around(zoc: readonly HexId[]): Set<HexId> {
  const out = new Set<HexId>();
  for (const h of zoc) for (const n of ctx.wideGrid.neighbours(h)) for (const m of ctx.wideGrid.neighbours(n)) out.add(m);
  return out;
}

/** Every question of a BondMap asked of both, about the hexes around `zoc`. */
function expectSame(view: BondMap, plain: BondMap, zoc: readonly HexId[]): void {
  expect(view.bonds).toEqual(plain.bonds);
  for (const from of around(zoc)) {
    expect(view.hexBondsAt(from)).toEqual(plain.hexBondsAt(from));
    for (const to of ctx.wideGrid.neighbours(from)) {
      expect(view.blocks(from, to)).toBe(plain.blocks(from, to));
      expect(view.crossedBy(from, to)).toEqual(plain.crossedBy(from, to));
      expect(view.hexsideBondsAt(from, to)).toEqual(plain.hexsideBondsAt(from, to));
    }
  }
}

describe('a side\'s bonds worked out from others, read through their BondMap (property)', () => {
  it('answer every question as the BondMap of the bonds they are, patch after patch, bonds gone and bonds new (CtS 6.3, 6.4)', () => {
    let patched = 0;
    fc.assert(
      fc.property(fc.uniqueArray(hexArb, { minLength: 2, maxLength: 24 }), fc.array(fc.array(fc.nat(99), { maxLength: 4 }), { minLength: 1, maxLength: 8 }), (zoc, steps) => {
        // the bonds of every ZOC hex, in findBonds' order; each position holds some of them
        const every = findBonds({ zocHexes: zoc, neighbours: (h) => ctx.wideGrid.neighbours(h), enemyIn: () => false });
        if (every.length === 0) return;
        let held = new Set(every.filter((_, i) => i % 3 !== 0));
        let map: BondMap = bondMap(every.filter((b) => held.has(b)));
        for (const flips of steps) {
          const next = new Set(held);
          for (const f of flips) {
            const b = every[f % every.length]!;
            if (next.has(b)) next.delete(b);
            else next.add(b);
          }
          const removed = new Set<ZocBond>([...held].filter((b) => !next.has(b)));
          const added = every.filter((b) => next.has(b) && !held.has(b));
          const bonds = every.filter((b) => next.has(b));
          map = bondsChanged(map, removed, added, bonds);
          if (removed.size + added.length > 0) patched++;
          expectSame(map, bondMap(bonds), zoc);
          held = next;
        }
      }),
      { numRuns: 40, seed: 9 },
    );
    expect(patched).toBeGreaterThan(60);
  });
});

describe('a side\'s bonds with some cancelled, read through the BondMap of them all (property)', () => {
  it('answer every question as the BondMap of the bonds left: which bonds, those of a hex and of a side, those a step crosses, whether it is blocked (CtS 6.4, 6.5)', () => {
    let cancelledSeen = 0;
    let blockedOnlyBefore = 0;
    fc.assert(
      fc.property(fc.uniqueArray(hexArb, { minLength: 2, maxLength: 24 }), fc.array(fc.boolean(), { maxLength: 200 }), (zoc, cancel) => {
        const all = findBonds({ zocHexes: zoc, neighbours: (h) => ctx.wideGrid.neighbours(h), enemyIn: () => false });
        const gone = new Set(all.filter((_, i) => cancel[i] === true));
        cancelledSeen += gone.size;
        const whole = bondMap(all);
        const view = withCancelled(whole, gone);
        const plain = bondMap(all.filter((b) => !gone.has(b)));
        expectSame(view, plain, zoc);
        for (const from of around(zoc)) for (const to of ctx.wideGrid.neighbours(from)) if (whole.blocks(from, to) && !plain.blocks(from, to)) blockedOnlyBefore++;
      }),
      { numRuns: 80, seed: 6 },
    );
    expect(cancelledSeen).toBeGreaterThan(60);
    // steps the cancelled bonds alone blocked: the view must let them through
    expect(blockedOnlyBefore).toBeGreaterThan(60);
  });
});
