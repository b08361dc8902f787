import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexId, type HexId } from '#kernel/ids';
import { createMap, type GameMap } from '#kernel/map/game-map';
import type { MapData } from '#kernel/map/types';
import { isProhibited, walkPath, type StepCost } from '#kernel/movement/path';
import { reachable } from '#kernel/movement/reachable';
import { SMALL_MAP } from './fixture';
import { costFor, TERRAIN } from './terrain-costs';

const map = createMap(SMALL_MAP);
const mech = costFor(map, 'mech');
const h = (s: string): HexId => hexId(s);
const summary = (r: { hex: HexId; cost: number; path: HexId[] }[]): string[] =>
  r.map((x) => `${x.hex}=${x.cost} via ${x.path.join(',')}`);

describe('reachable hexes', () => {
  it('a mech unit in 0301 with 2 MP', () => {
    expect(summary(reachable(map, h('0301'), 2, mech))).toEqual([
      '0101=2 via 0201,0101',
      '0102=2 via 0201,0102',
      '0201=1 via 0201',
      '0302=1 via 0302',
      '0303=2 via 0302,0303',
    ]);
  });

  it('the minimum move adds every allowed single step the budget cannot pay (DoS 9.3)', () => {
    expect(summary(reachable(map, h('0102'), 1, mech))).toEqual(['0101=1 via 0101', '0201=1 via 0201']);
    expect(summary(reachable(map, h('0102'), 1, mech, { minimumMove: true }))).toEqual([
      '0101=1 via 0101',
      '0103=2 via 0103',
      '0201=1 via 0201',
      '0202=6 via 0202', // X13: river + hills
    ]);
  });

  it('the minimum move never enters prohibited terrain', () => {
    const r = reachable(map, h('0104'), 0, mech, { minimumMove: true }).map((x) => x.hex);
    expect(r).toEqual(['0103', '0105', '0203']);
    expect(r).not.toContain('0204');
  });

  it('canStop removes destinations but they can still be passed through', () => {
    const r = reachable(map, h('0301'), 2, mech, { canStop: (x) => x !== '0201' });
    expect(r.map((x) => x.hex)).toEqual(['0101', '0102', '0302', '0303']);
  });

  it('canPass keeps a hex as a destination but never goes on from it', () => {
    const r = reachable(map, h('0301'), 2, mech, { canPass: (x) => x !== '0201' });
    expect(r.map((x) => x.hex)).toEqual(['0201', '0302', '0303']);
  });

  it('equally cheap routes: the one through the lower hex id wins, every time', () => {
    const plain: StepCost = () => ({ cost: 1 });
    const to0102 = reachable(map, h('0302'), 2, plain).find((x) => x.hex === '0102');
    expect(to0102?.path).toEqual(['0201', '0102']); // 0202 would do as well
  });

  it('lists nothing from a start off the map, and refuses negative costs', () => {
    expect(reachable(map, h('0106'), 5, mech)).toEqual([]);
    expect(() => reachable(map, h('0101'), 5, () => ({ cost: -1 }))).toThrow(RangeError);
  });
});

// Random maps on a 4 x 5 DoS-numbered grid: random terrain, holes, rivers and blocked sides.
const terrains = Object.keys(TERRAIN);
const world = fc
  .record({
    cells: fc.array(fc.integer({ min: -1, max: terrains.length - 1 }), { minLength: 20, maxLength: 20 }),
    sides: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 20, maxLength: 20 }),
    startCell: fc.integer({ min: 0, max: 19 }),
    budget: fc.integer({ min: 0, max: 9 }),
    mobility: fc.constantFrom('mech', 'nonMech') as fc.Arbitrary<'mech' | 'nonMech'>,
    minimumMove: fc.boolean(),
  })
  .map(({ cells, sides, startCell, ...rest }) => {
    const data: MapData = { ...SMALL_MAP, grid: { ...SMALL_MAP.grid, firstRange: [1, 4], secondRange: [1, 5] }, hexes: {}, hexsides: {} };
    const probe = createMap(data).grid;
    const ids = cells.map((_, i) => probe.label(1 + Math.floor(i / 5), 1 + (i % 5)));
    cells.forEach((t, i) => {
      if (t >= 0 || i === startCell) data.hexes[ids[i]!] = { terrain: terrains[Math.max(t, 0)]! };
    });
    sides.forEach((dir, i) => {
      const other = probe.step(ids[i]!, dir);
      if (other && i % 3 !== 2) {
        const key = [ids[i]!, other].sort().join('|');
        data.hexsides[key] = [i % 3 === 0 ? 'river' : 'blocked'];
      }
    });
    return { map: createMap(data), start: ids[startCell]!, ...rest };
  });

/** Cheapest cost to every hex by brute force (Bellman-Ford), ignoring the budget. */
function cheapest(m: GameMap, start: HexId, cost: StepCost): Map<HexId, number> {
  const best = new Map<HexId, number>([[start, 0]]);
  for (let round = 0; round < m.hexIds().length; round++) {
    for (const a of m.hexIds()) {
      const ca = best.get(a);
      if (ca === undefined) continue;
      for (const b of m.neighbours(a)) {
        const v = cost(a, b);
        if (isProhibited(v)) continue;
        if (ca + v.cost < (best.get(b) ?? Infinity)) best.set(b, ca + v.cost);
      }
    }
  }
  return best;
}

describe('reachable agrees with walkPath and with brute force', () => {
  it('property: every Reach path walks without problems at exactly its reported cost', () => {
    fc.assert(
      fc.property(world, ({ map: m, start, budget, mobility, minimumMove }) => {
        const cost = costFor(m, mobility);
        for (const r of reachable(m, start, budget, cost, { minimumMove })) {
          const walk = walkPath(m, start, r.path, cost, budget, { minimumMove });
          expect(walk.problems).toEqual([]);
          expect(walk.steps.at(-1)?.total).toBe(r.cost);
          expect(walk.steps.at(-1)?.hex).toBe(r.hex);
        }
      }),
    );
  });

  it('property: it lists exactly the hexes whose cheapest cost fits the budget, plus minimum moves', () => {
    fc.assert(
      fc.property(world, ({ map: m, start, budget, mobility, minimumMove }) => {
        const cost = costFor(m, mobility);
        const best = cheapest(m, start, cost);
        const expected = new Map<HexId, number>();
        for (const [x, c] of best) if (x !== start && c <= budget) expected.set(x, c);
        if (minimumMove) {
          for (const n of m.neighbours(start)) {
            const v = cost(start, n);
            if (!expected.has(n) && !isProhibited(v)) expected.set(n, v.cost);
          }
        }
        const got = reachable(m, start, budget, cost, { minimumMove });
        expect(new Map(got.map((r) => [r.hex, r.cost]))).toEqual(expected);
        expect(got.map((r) => r.hex)).toEqual([...got.map((r) => r.hex)].sort());
      }),
    );
  });
});
