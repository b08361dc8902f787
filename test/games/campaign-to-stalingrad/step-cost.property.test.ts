import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { stepCost } from '#games/campaign-to-stalingrad/rules/movement/step-cost';
import { enemyOf, occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { bondsOf } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import { hexsideKey } from '#kernel/hex/hexside';
import { hexIndex } from '#kernel/map/hex-index';
import { hexId } from '#kernel/ids';
import { isProhibited, type StepVerdict } from '#kernel/movement/path';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

const hexArb = fc.record({ r: fc.integer({ min: 10, max: 16 }), c: fc.integer({ min: 1, max: 8 }) }).map(({ r, c }) => `${r}${String(c).padStart(2, '0')}`);
const TERRAIN = ['clear', 'forest', 'hills', 'marsh'] as const;
const SIDE_FEATURES = [['road'], ['minor-river'], ['major-river'], ['major-river', 'road'], ['volga'], ['lake'], ['major-river', 'ferry'], ['minor-river', 'road']];

/** A fragment with terrain, roads, rivers, ferries, Volga and lake sides, units of both sides, and movers (side, motorized, allowance, start) of one position. */
const worldArb = fc.record({
  units: fc.array(fc.record({ side: fc.constantFrom<CtsSide>('axis', 'soviet'), hex: hexArb }), { minLength: 1, maxLength: 16 }),
  terrain: fc.array(fc.record({ hex: hexArb, t: fc.constantFrom(...TERRAIN) }), { maxLength: 20 }),
  sides: fc.array(fc.record({ hex: hexArb, k: fc.nat(), f: fc.nat() }), { maxLength: 30 }),
  movers: fc.array(fc.record({ side: fc.constantFrom<CtsSide>('axis', 'soviet'), motorized: fc.boolean(), allowance: fc.integer({ min: 1, max: 8 }), start: hexArb }), { minLength: 2, maxLength: 6 }),
  interdicted: fc.boolean(),
});

/** The same verdict: the same cost, or prohibited with the same code, message and rule. */
const sameVerdict = (a: StepVerdict, b: StepVerdict): boolean =>
  isProhibited(a) ? isProhibited(b) && a.code === b.code && a.message === b.message && a.rule === b.rule : !isProhibited(b) && a.cost === b.cost;

describe('step costs shared by the units of a position (property)', () => {
  it('are the costs each unit is given on its own, every step, by hex id or by hex number, whatever its allowance and start (CtS 4.2-4.7, 6.4, 6.8a)', () => {
    let bonded = 0;
    fc.assert(
      fc.property(worldArb, (w) => {
        const units: TinyUnit[] = w.units.map((u, i) => ({ id: `u${i}`, side: u.side, type: u.side === 'axis' ? 'infantry' : 'rifle', faces: ['3-4-4', '1-2-4'], hex: u.hex }));
        const { ctx: plain } = tinyWorld({ units: [] });
        const hexsides: Record<string, string[]> = {};
        for (const s of w.sides) {
          const ns = plain.map.neighbours(hexId(s.hex));
          hexsides[hexsideKey(hexId(s.hex), ns[s.k % ns.length]!)] = SIDE_FEATURES[s.f % SIDE_FEATURES.length]!;
        }
        const ferries = new Set(Object.entries(hexsides).filter(([, f]) => f.includes('ferry')).map(([k]) => k));
        const { ctx, state } = tinyWorld({ units, hexsides, terrain: Object.fromEntries(w.terrain.map((t) => [t.hex, t.t])) });
        const occ = occupancy(ctx, state);
        const intersecting = new Set(ctx.map.hexIds().filter((_, i) => i % 2 === 0)); // 6.8a: half the hexes, so that some bonded steps cost the whole allowance
        const interdiction = w.interdicted ? { interdicted: new Set([hexId(w.units[0]!.hex)]), zone: new Set(plain.map.neighbours(hexId(w.units[0]!.hex))) } : undefined;
        w.movers.forEach((m, j) => {
          const bonds = bondsOf(ctx, state, enemyOf(m.side), occ);
          const mover = { side: m.side, motorized: m.motorized, nationality: 'german', allowance: m.allowance, start: hexId(m.start), ferries, ...(interdiction ? { interdiction } : {}) };
          const shared = stepCost(ctx, occ, bonds, mover, intersecting, { share: true });
          const alone = stepCost(ctx, occ, bonds, mover, intersecting);
          const byId = (): void => {
            for (const from of ctx.map.hexIds()) for (const to of ctx.map.neighbours(from)) {
              const [a, b] = [shared(from, to), alone(from, to)];
              if (!sameVerdict(a, b)) expect(a).toEqual(b); // expect only for a difference: one call per step is most of the time
              if (bonds.blocks(from, to)) bonded++;
            }
          };
          // the same verdicts asked by hex number and the neighbour's place (reachable's stepAt), before or after by hex id
          const byNumber = (): void => {
            const { ids, neighbours } = hexIndex(ctx.map);
            ids.forEach((from, k) =>
              neighbours[k]!.forEach((n, nth) => {
                const v = alone(from, ids[n]!);
                const want = isProhibited(v) ? -1 : v.cost;
                const got = shared.at!(k, nth);
                if (got !== want) expect(got).toBe(want);
              }),
            );
          };
          if (j % 2 === 0) {
            byId();
            byNumber();
          } else {
            byNumber();
            byId();
          }
        });
      }),
      { numRuns: 40 },
    );
    expect(bonded).toBeGreaterThan(0);
  });
});
