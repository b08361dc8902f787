import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { hasLocToEdge, isIsolated, locRules } from '#games/campaign-to-stalingrad/rules/communication';
import { enemyOf, occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { bondsOf } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import { hexsideKey } from '#kernel/hex/hexside';
import { hexId } from '#kernel/ids';
import { lineReaches } from '#kernel/supply/allowance-trace';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

const allHexes = Array.from({ length: 11 * 20 }, (_, i) => `${10 + Math.floor(i / 20)}${String((i % 20) + 1).padStart(2, '0')}`);
const hexArb = fc.record({ r: fc.integer({ min: 10, max: 20 }), c: fc.integer({ min: 1, max: 20 }) }).map(({ r, c }) => `${r}${String(c).padStart(2, '0')}`);

/** Random units of both sides, a Soviet line, rail lines, impassable sides and control on the 11 x 20 fragment. */
const positionArb = fc.record({
  units: fc.array(fc.record({ side: fc.constantFrom<CtsSide>('axis', 'soviet'), hex: hexArb }), { minLength: 0, maxLength: 30 }),
  control: fc.dictionary(hexArb, fc.constantFrom<CtsSide>('axis', 'soviet'), { maxKeys: 120 }),
  rails: fc.array(hexArb, { maxLength: 40 }),
  impassable: fc.array(hexArb, { maxLength: 40 }),
  /** Asked in this order: many in one position, so later answers can come from the regions searched for earlier ones. */
  probes: fc.oneof(fc.array(hexArb, { minLength: 1, maxLength: 8 }), fc.shuffledSubarray(allHexes, { minLength: 1, maxLength: 60 })),
  /** A Soviet line down one column, with gaps: it cuts the Axis lines behind it when whole. */
  wall: fc.record({ column: fc.integer({ min: 2, max: 19 }), rows: fc.subarray([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], { minLength: 8 }) }),
});

const { ctx: grid } = tinyWorld({ units: [] });

describe('the 9.2 isolation test (property)', () => {
  it('answers as a plain search of every hex a LOC reaches (CtS 9.1, 9.2, 35.8)', () => {
    let isolatedSeen = 0;
    let isolatedAfterOthers = 0;
    fc.assert(
      fc.property(positionArb, (p) => {
        const units: TinyUnit[] = p.units.map((u, i) =>
          u.side === 'axis' ? { id: `a${i}`, side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: u.hex } : { id: `s${i}`, side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: u.hex },
        );
        for (const r of p.wall.rows) units.push({ id: `w${r}`, side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: `${r}${String(p.wall.column).padStart(2, '0')}` });
        const hexsides: Record<string, string[]> = {};
        const sideOf = (h: string, k: number): string => {
          const ns = grid.map.neighbours(hexId(h));
          return hexsideKey(hexId(h), ns[k % ns.length]!);
        };
        p.rails.forEach((h, k) => (hexsides[sideOf(h, k)] = ['rail-main']));
        p.impassable.forEach((h, k) => (hexsides[sideOf(h, k + 3)] = ['impassable']));
        const { ctx, state } = tinyWorld({ units, hexsides, control: p.control });
        const occ = occupancy(ctx, state);
        for (const side of ['axis', 'soviet'] as CtsSide[]) {
          const enemyBonds = bondsOf(ctx, state, enemyOf(side), occ);
          for (const [k, h] of p.probes.map(hexId).entries()) {
            const edges = ctx.edges[side];
            const isolatedRef = !lineReaches(locRules(ctx, state, occ, side, enemyBonds, true), h, edges, Number.POSITIVE_INFINITY);
            const locRef = lineReaches(locRules(ctx, state, occ, side, enemyBonds, false), h, edges, Number.POSITIVE_INFINITY);
            if (isolatedRef) isolatedSeen++;
            if (isolatedRef && k > 0) isolatedAfterOthers++;
            expect([side, h, isIsolated(ctx, state, occ, side, h, enemyBonds)]).toEqual([side, h, isolatedRef]);
            expect([side, h, hasLocToEdge(ctx, state, occ, side, h, enemyBonds)]).toEqual([side, h, locRef]);
          }
        }
      }),
      { numRuns: 150 },
    );
    expect(isolatedSeen).toBeGreaterThan(0); // the positions cut some lines
    expect(isolatedAfterOthers).toBeGreaterThan(0); // and some pockets are asked of more than once
  });

  it('keeps a pocket Isolated behind a hex a LOC may leave but not enter (CtS 9.1, 9.2)', () => {
    let pocketBehindLoc = 0;
    fc.assert(
      fc.property(
        fc.record({ r: fc.integer({ min: 11, max: 19 }), c: fc.integer({ min: 3, max: 18 }), pick: fc.nat(5), extra: fc.array(hexArb, { maxLength: 6 }) }),
        ({ r, c, pick, extra }) => {
          // an Axis unit on a Soviet-controlled rail hex, its neighbour `pocket` walled off by impassable sides on every other side
          const start = hexId(`${r}${String(c).padStart(2, '0')}`);
          const around = grid.map.neighbours(start);
          const pocket = around[pick % around.length]!;
          const walls = grid.map.neighbours(pocket).filter((h) => h !== start);
          const hexsides: Record<string, string[]> = { [hexsideKey(start, pocket)]: ['rail-main'] };
          for (const h of walls) hexsides[hexsideKey(pocket, h)] = ['impassable'];
          const units: TinyUnit[] = [{ id: 'a0', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: start }, ...extra.map(hexId).filter((h) => h !== start && h !== pocket).map((h, i): TinyUnit => ({ id: `s${i}`, side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: h }))];
          const { ctx, state } = tinyWorld({ units, hexsides, control: { [start]: 'soviet' } });
          const occ = occupancy(ctx, state);
          const enemyBonds = bondsOf(ctx, state, 'soviet', occ);
          const ref = (h: typeof start): boolean => !lineReaches(locRules(ctx, state, occ, 'axis', enemyBonds, true), h, ctx.edges.axis, Number.POSITIVE_INFINITY);
          if (!ref(start) && ref(pocket)) pocketBehindLoc++;
          expect([start, isIsolated(ctx, state, occ, 'axis', start, enemyBonds)]).toEqual([start, ref(start)]);
          expect([pocket, isIsolated(ctx, state, occ, 'axis', pocket, enemyBonds)]).toEqual([pocket, ref(pocket)]);
        },
      ),
      { numRuns: 100 },
    );
    expect(pocketBehindLoc).toBeGreaterThan(0); // the start has a LOC, the pocket none
  });
});
