import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import ctsBundle from '../../../scenarios/campaign-to-stalingrad/dist/campaign-to-stalingrad.json';
import dosBundle from '../../../scenarios/drive-on-stalingrad/dist/drive-on-stalingrad.json';
import type { HexId } from '#kernel/ids';
import { createMap } from '#kernel/map/game-map';
import { hexIndex } from '#kernel/map/hex-index';
import type { MapData } from '#kernel/map/types';
import { isProhibited, type StepCost, type StepVerdict } from '#kernel/movement/path';
import { reachable } from '#kernel/movement/reachable';
import { referenceReachable } from './reference-reachable';

/**
 * reachable() keeps its search in typed arrays by hex number; the reference keeps it in a
 * Map by hex id. On both titles' maps, with any step costs (many ties, so the tie rule is
 * tried), prohibited hexes and sides, hexes that may not be passed or stopped in, budgets
 * and the minimum move (DoS 9.3), both give the same hexes, costs and paths.
 */
const MAPS = [
  ['DoS', createMap(dosBundle.map as unknown as MapData)],
  ['CtS', createMap(ctsBundle.map as unknown as MapData)],
] as const;

const mix = (s: string, salt: number): number => {
  let x = salt;
  for (let i = 0; i < s.length; i++) x = (Math.imul(x ^ s.charCodeAt(i), 0x9e3779b1) >>> 0) % 1_000_003;
  return x;
};

/** A verdict as stepAt answers it: the cost, or -1 for a prohibited step. */
const costOrBar = (v: StepVerdict): number => (isProhibited(v) ? -1 : v.cost);

describe('reachable agrees with the reference', () => {
  for (const [name, map] of MAPS) {
    it(`${name}: any costs, prohibitions, pass and stop rules, budgets`, () => {
      const hexes = map.hexIds();
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: hexes.length - 1 }),
          fc.integer({ min: 0, max: 1_000_000 }),
          fc.integer({ min: 0, max: 12 }),
          fc.boolean(),
          fc.boolean(),
          (at, salt, budget, minimumMove, rules) => {
            const start = hexes[at]!;
            const cost: StepCost = (from, to) => {
              const x = mix(from + to, salt) % 10;
              if (x === 0) return { prohibited: true, code: 'closed', message: `${to} closed`, rule: 'X' };
              return { cost: x < 5 ? 1 : x < 8 ? 2 : x === 8 ? 0 : 3 };
            };
            const opts = {
              minimumMove,
              ...(rules ? { canPass: (h: HexId) => mix(h, salt + 1) % 6 !== 0, canStop: (h: HexId) => mix(h, salt + 2) % 5 !== 0 } : {}),
            };
            const expected = referenceReachable(map, start, budget, cost, opts);
            expect(reachable(map, start, budget, cost, opts)).toEqual(expected);
            // the same costs asked by hex number (a title that keeps its verdicts so)
            const { ids, neighbours } = hexIndex(map);
            expect(reachable(map, start, budget, cost, { ...opts, stepAt: (from, nth) => costOrBar(cost(ids[from]!, ids[neighbours[from]![nth]!]!)) })).toEqual(expected);
          },
        ),
        { numRuns: 150 },
      );
    });
  }

  it('a search asked from within another (a step cost that searches) keeps its own working space', () => {
    const [, map] = MAPS[1];
    const hexes = map.hexIds();
    const plain: StepCost = (from, to) => ({ cost: 1 + (mix(from + to, 7) % 3) });
    let inner = 0;
    const nested: StepCost = (from, to) => {
      if (inner++ % 40 === 0) expect(reachable(map, from, 3, plain)).toEqual(referenceReachable(map, from, 3, plain));
      return plain(from, to);
    };
    for (const start of [hexes[100]!, hexes[900]!]) expect(reachable(map, start, 6, nested, { minimumMove: true })).toEqual(referenceReachable(map, start, 6, plain, { minimumMove: true }));
    expect(inner).toBeGreaterThan(40);
  });

  it('lists its destinations in hex-id order, the minimum moves among them, even on a map whose hex numbers do not follow the ids', () => {
    const [, sorted] = MAPS[0];
    // the same map listing its hexes backwards (GameMap.hexIds promises them sorted): the search numbers them so
    const backwards = { ...sorted, hexIds: () => sorted.hexIds().reverse() };
    const hexes = sorted.hexIds();
    const cost: StepCost = (from, to) => ({ cost: 1 + (mix(from + to, 3) % 4) });
    for (const at of [40, 700, 1500]) {
      const expected = referenceReachable(sorted, hexes[at]!, 3, cost, { minimumMove: true });
      expect(expected.some((r) => r.path.length === 1 && r.cost > 3)).toBe(true);
      for (const map of [sorted, backwards]) {
        const got = reachable(map, hexes[at]!, 3, cost, { minimumMove: true });
        expect(got.map((r) => [r.hex, r.cost])).toEqual(expected.map((r) => [r.hex, r.cost]));
      }
    }
  });

  it('a start that is not on the map reaches nothing', () => {
    const [, map] = MAPS[0];
    const cost: StepCost = () => ({ cost: 1 });
    for (const start of ['9999', 'X', ''] as HexId[]) {
      expect(reachable(map, start, 5, cost, { minimumMove: true })).toEqual([]);
      expect(referenceReachable(map, start, 5, cost, { minimumMove: true })).toEqual([]);
    }
  });
});
