import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { enemyOf, occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { sourceFinder, sourceReached, type Source } from '#games/campaign-to-stalingrad/rules/supply/sources';
import { bondsOf } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import { hexsideKey } from '#kernel/hex/hexside';
import { hexId } from '#kernel/ids';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

const hexArb = fc.record({ r: fc.integer({ min: 10, max: 20 }), c: fc.integer({ min: 1, max: 20 }) }).map(({ r, c }) => `${r}${String(c).padStart(2, '0')}`);

/** Random units of both sides, Major River sides, marsh, and Attack Supply sources of the 16.2 lengths on the 11 x 20 fragment. */
const positionArb = fc.record({
  units: fc.array(fc.record({ side: fc.constantFrom<CtsSide>('axis', 'soviet'), hex: hexArb }), { maxLength: 30 }),
  rivers: fc.array(hexArb, { maxLength: 120 }),
  marsh: fc.array(hexArb, { maxLength: 60 }),
  sources: fc.array(fc.record({ hex: hexArb, length: fc.constantFrom(2, 5, 8) }), { minLength: 1, maxLength: 6 }),
});

const { ctx: grid } = tinyWorld({ units: [] });

describe('the Attack Supply source a hex traces to, asked for many hexes at once (property)', () => {
  it('is the first source, in the order given, that a Line of Supply from the hex reaches, as sourceReached finds it (CtS 16.2, 16.6)', () => {
    let some = 0;
    let none = 0;
    fc.assert(
      fc.property(positionArb, (p) => {
        const units: TinyUnit[] = p.units.map((u, i) =>
          u.side === 'axis' ? { id: `a${i}`, side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: u.hex } : { id: `s${i}`, side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: u.hex },
        );
        const hexsides: Record<string, string[]> = {};
        p.rivers.forEach((h, k) => {
          const ns = grid.map.neighbours(hexId(h));
          hexsides[hexsideKey(hexId(h), ns[k % ns.length]!)] = ['major-river'];
        });
        const { ctx, state } = tinyWorld({ units, hexsides, terrain: Object.fromEntries(p.marsh.map((h) => [h, 'marsh'])) });
        const occ = occupancy(ctx, state);
        const sources: Source[] = p.sources.map((s, i) => ({ hex: hexId(s.hex), length: s.length, what: `s${i}` }));
        for (const side of ['axis', 'soviet'] as CtsSide[]) {
          const bonds = bondsOf(ctx, state, enemyOf(side), occ);
          const find = sourceFinder(ctx, occ, side, bonds, sources);
          for (const h of ctx.map.hexIds()) {
            const want = sourceReached(ctx, occ, side, bonds, h, sources);
            if (want) some++;
            else none++;
            expect([side, h, find(h)]).toEqual([side, h, want]);
          }
        }
      }),
      { numRuns: 8 },
    );
    expect(some).toBeGreaterThan(0);
    expect(none).toBeGreaterThan(0);
  });
});
