import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { enemyOf, occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import type { SupplySourceSet } from '#games/campaign-to-stalingrad/rules/supply/general-supply';
import { losRules } from '#games/campaign-to-stalingrad/rules/supply/line-of-supply';
import { supplyArea } from '#games/campaign-to-stalingrad/rules/supply/supply-area';
import { bondsOf } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import { hexsideKey } from '#kernel/hex/hexside';
import { hexId, type HexId } from '#kernel/ids';
import { lineReaches } from '#kernel/supply/allowance-trace';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

const hexArb = fc.record({ r: fc.integer({ min: 10, max: 20 }), c: fc.integer({ min: 1, max: 20 }) }).map(({ r, c }) => `${r}${String(c).padStart(2, '0')}`);

/** Random units of both sides, Major River and impassable sides, marsh, and sources of the 16.2 lengths on the 11 x 20 fragment. */
const positionArb = fc.record({
  units: fc.array(fc.record({ side: fc.constantFrom<CtsSide>('axis', 'soviet'), hex: hexArb }), { maxLength: 30 }),
  rivers: fc.array(hexArb, { maxLength: 160 }),
  bridged: fc.array(hexArb, { maxLength: 10 }),
  impassable: fc.array(hexArb, { maxLength: 20 }),
  marsh: fc.array(hexArb, { maxLength: 80 }),
  sources: fc.array(fc.record({ hexes: fc.array(hexArb, { minLength: 1, maxLength: 6 }), length: fc.constantFrom(2, 5, 8) }), { minLength: 1, maxLength: 4 }),
});

const { ctx: grid } = tinyWorld({ units: [] });

describe('the 16.5 General Supply area (property)', () => {
  it('holds exactly the hexes from which a Line of Supply reaches a source within its length (CtS 16.2, 16.5)', () => {
    let inSupply = 0;
    let outOfSupply = 0;
    fc.assert(
      fc.property(positionArb, (p) => {
        const units: TinyUnit[] = p.units.map((u, i) =>
          u.side === 'axis' ? { id: `a${i}`, side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: u.hex } : { id: `s${i}`, side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: u.hex },
        );
        const hexsides: Record<string, string[]> = {};
        const sideOf = (h: string, k: number): string => {
          const ns = grid.map.neighbours(hexId(h));
          return hexsideKey(hexId(h), ns[k % ns.length]!);
        };
        p.rivers.forEach((h, k) => (hexsides[sideOf(h, k)] = ['major-river']));
        p.bridged.forEach((h, k) => (hexsides[sideOf(h, k + 1)] = ['major-river', 'road']));
        p.impassable.forEach((h, k) => (hexsides[sideOf(h, k + 3)] = ['impassable']));
        const terrain = Object.fromEntries(p.marsh.map((h) => [h, 'marsh']));
        const { ctx, state } = tinyWorld({ units, hexsides, terrain });
        const occ = occupancy(ctx, state);
        const sources: SupplySourceSet[] = p.sources.map((s) => ({ hexes: new Set(s.hexes.map(hexId)), length: s.length }));
        for (const side of ['axis', 'soviet'] as CtsSide[]) {
          const enemyBonds = bondsOf(ctx, state, enemyOf(side), occ);
          const area = supplyArea(ctx, occ, side, enemyBonds, sources);
          for (const h of ctx.map.hexIds() as HexId[]) {
            const traced = sources.some((s) => lineReaches(losRules(ctx, occ, side, enemyBonds), h, s.hexes, s.length));
            if (traced) inSupply++;
            else outOfSupply++;
            expect([side, h, area.has(h)]).toEqual([side, h, traced]);
          }
        }
      }),
      { numRuns: 20 },
    );
    expect(inSupply).toBeGreaterThan(0);
    expect(outOfSupply).toBeGreaterThan(0);
  });

  it('crosses at most one unbridged Major River hexside and enters at most one Marsh hex (CtS 16.2)', () => {
    // P -> A -> S is the only way out of P: every other side of P and of A is impassable
    const S = hexId('1505');
    const ns = (h: HexId): HexId[] => [...grid.map.neighbours(h)];
    const A = ns(S)[0]!;
    const P = ns(A).find((h) => grid.map.grid.distance(h, S) === 2)!;
    const walls: Record<string, string[]> = {};
    for (const n of ns(P)) if (n !== A) walls[hexsideKey(P, n)] = ['impassable'];
    for (const n of ns(A)) if (n !== P && n !== S) walls[hexsideKey(A, n)] = ['impassable'];
    const reaches = (hexsides: Record<string, string[]>, terrain: Record<string, string> = {}): boolean => {
      const { ctx, state } = tinyWorld({ units: [], hexsides: { ...walls, ...hexsides }, terrain });
      const occ = occupancy(ctx, state);
      const bonds = bondsOf(ctx, state, 'soviet', occ);
      const sources: SupplySourceSet[] = [{ hexes: new Set([S]), length: 5 }];
      const traced = lineReaches(losRules(ctx, occ, 'axis', bonds), P, sources[0]!.hexes, 5);
      expect(supplyArea(ctx, occ, 'axis', bonds, sources).has(P)).toBe(traced);
      return traced;
    };
    const river = (a: HexId, b: HexId, f: string[] = ['major-river']): Record<string, string[]> => ({ [hexsideKey(a, b)]: f });
    expect(reaches({})).toBe(true);
    expect(reaches(river(P, A))).toBe(true);
    expect(reaches({ ...river(P, A), ...river(A, S, ['volga']) })).toBe(false);
    expect(reaches({ ...river(P, A), ...river(A, S, ['major-river', 'road']) })).toBe(true); // a bridge (4.4.3)
    expect(reaches({}, { [A]: 'marsh' })).toBe(true);
    expect(reaches({}, { [A]: 'marsh', [S]: 'marsh' })).toBe(false);
    expect(reaches(river(P, A), { [A]: 'marsh' })).toBe(true); // one of each
  });

  it('takes the longer dry way when the short way crosses the one Major River a line may cross (CtS 16.2)', () => {
    // S the source; A the one hex between S and P (a Major River between A and S); X next to P across a Major River, its other sides impassable
    const S = hexId('1505');
    const ns = (h: HexId): HexId[] => [...grid.map.neighbours(h)];
    const A = ns(S)[0]!;
    const P = ns(A).find((h) => h !== S && grid.map.grid.distance(h, S) === 2 && ns(h).filter((n) => ns(S).includes(n)).length === 1)!;
    const X = ns(P).find((h) => grid.map.grid.distance(h, S) === 3)!;
    const hexsides: Record<string, string[]> = { [hexsideKey(A, S)]: ['major-river'], [hexsideKey(X, P)]: ['major-river'] };
    for (const n of ns(X)) if (n !== P) hexsides[hexsideKey(X, n)] = ['impassable'];
    const { ctx, state } = tinyWorld({ units: [], hexsides });
    const occ = occupancy(ctx, state);
    const bonds = bondsOf(ctx, state, 'soviet', occ);
    const sources: SupplySourceSet[] = [{ hexes: new Set([S]), length: 4 }];
    // X -> P crosses the river; P -> A -> S would cross a second; P -> around A -> S is 3 hexes and dry: 4 in all
    expect(lineReaches(losRules(ctx, occ, 'axis', bonds), X, sources[0]!.hexes, 4)).toBe(true);
    expect(supplyArea(ctx, occ, 'axis', bonds, sources).has(X)).toBe(true);
  });
});
