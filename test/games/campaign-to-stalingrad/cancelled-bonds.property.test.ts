import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withCancelled } from '#games/campaign-to-stalingrad/rules/cancelled-bonds';
import { hexId, type HexId } from '#kernel/ids';
import { bondMap } from '#kernel/zoc/bond-map';
import { findBonds } from '#kernel/zoc/bonds';
import { tinyWorld } from './support/tiny-world';

const hexArb = fc.record({ r: fc.integer({ min: 10, max: 16 }), c: fc.integer({ min: 1, max: 8 }) }).map(({ r, c }) => hexId(`${r}${String(c).padStart(2, '0')}`));

const { ctx } = tinyWorld({ units: [] });

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
        expect(view.bonds).toEqual(plain.bonds);
        const around = new Set<HexId>();
        for (const h of zoc) for (const n of ctx.wideGrid.neighbours(h)) for (const m of ctx.wideGrid.neighbours(n)) around.add(m);
        for (const from of around) {
          expect(view.hexBondsAt(from)).toEqual(plain.hexBondsAt(from));
          for (const to of ctx.wideGrid.neighbours(from)) {
            expect(view.blocks(from, to)).toBe(plain.blocks(from, to));
            expect(view.crossedBy(from, to)).toEqual(plain.crossedBy(from, to));
            expect(view.hexsideBondsAt(from, to)).toEqual(plain.hexsideBondsAt(from, to));
            if (whole.blocks(from, to) && !plain.blocks(from, to)) blockedOnlyBefore++;
          }
        }
      }),
      { numRuns: 150, seed: 6 },
    );
    expect(cancelledSeen).toBeGreaterThan(100);
    // steps the cancelled bonds alone blocked: the view must let them through
    expect(blockedOnlyBefore).toBeGreaterThan(100);
  });
});
