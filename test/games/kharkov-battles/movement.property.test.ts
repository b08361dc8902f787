import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HexId } from '#kernel/ids';
import type { Weather } from '#games/kharkov-battles/data/tec-movement';
import type { Mover, MoveMode } from '#games/kharkov-battles/rules/movement/mover';
import { moveOptions } from '#games/kharkov-battles/rules/movement/reach';
import { allowanceFor } from '#games/kharkov-battles/rules/movement/toward';
import { checkMove } from '#games/kharkov-battles/rules/movement/walk';
import { board, context, infantry, panzer, tankCorps, type Position } from './movement-fixture';

/*
 * The reach search (options) and the move check (turn files) are two readings of the same
 * rules: on random small maps, positions, units and weather, every hex the search offers
 * has a path the check accepts at the offered cost, and every path the check accepts ends
 * in a hex the search offers, at no more than that path costs.
 */
const ROWS = 5;
const COLS = 6;
const ids: string[] = [];
for (let r = 1; r <= ROWS; r++) for (let c = 1; c <= COLS; c++) ids.push(`${String(r).padStart(2, '0')}${String(c).padStart(2, '0')}`);

const TERRAIN = ['clear', 'clear', 'clear', 'woods', 'marsh', 'prohibited'];
const FEATURES = [[], [], [], ['town'], ['city']];
const SIDES = [[], [], [], [], ['road'], ['supply-road'], ['minor-river'], ['major-river'], ['major-river', 'road', 'road-bridge'], ['dnepr-river'], ['impassable'], ['minor-river', 'road']];
const MOVERS: Mover[] = [panzer(), infantry(), tankCorps(), tankCorps({ class: 'non-mechanized', kind: 'cavalry' }), panzer({ nationality: 'hungarian' }), panzer({ multiStep: false }), tankCorps({ infiltrationBarred: 'KB 20.2' })];
const SUPPLY = ['operational', 'operational', 'out-of-supply', 'isolated'] as const;

const someHexes = (max: number) => fc.uniqueArray(fc.constantFrom(...ids), { maxLength: max });

const world = fc.record({
  terrain: fc.array(fc.integer({ min: 0, max: TERRAIN.length - 1 }), { minLength: ids.length, maxLength: ids.length }),
  features: fc.array(fc.integer({ min: 0, max: FEATURES.length - 1 }), { minLength: ids.length, maxLength: ids.length }),
  sides: fc.array(fc.tuple(fc.constantFrom(...ids), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: SIDES.length - 1 })), { maxLength: 25 }),
  enemies: someHexes(3),
  lone: fc.integer({ min: 0, max: 3 }),
  friends: someHexes(4),
  rubble: someHexes(2),
  interdicted: someHexes(3),
  enemyFz: someHexes(2),
  pontoon: fc.option(fc.tuple(fc.constantFrom(...ids), fc.integer({ min: 0, max: 5 })), { nil: undefined }),
  mover: fc.integer({ min: 0, max: MOVERS.length - 1 }),
  supply: fc.constantFrom(...SUPPLY),
  allowance: fc.integer({ min: 0, max: 8 }),
  /** KB 9.42: a Limited Support cadre's full MPA (the allowance plus this) toward these hexes. */
  toward: fc.option(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.uniqueArray(fc.constantFrom(...ids), { minLength: 1, maxLength: 3 })), { nil: undefined }),
  weather: fc.constantFrom<Weather>('clear', 'mud', 'freeze'),
  mode: fc.constantFrom<MoveMode>('tactical', 'tactical', 'strategic'),
  start: fc.constantFrom(...ids),
  /** KB 11.2: MP spent before a Mobile Assault, the move going on from the assaulted hex. */
  spent: fc.constantFrom(0, 0, 0, 0, 1, 3),
  walks: fc.array(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 }),
});

type World = typeof world extends fc.Arbitrary<infer T> ? T : never;

function setUp(w: World) {
  const plain = board({ rows: ROWS, cols: COLS });
  const terrain: Record<string, string> = {};
  const features: Record<string, string[]> = {};
  ids.forEach((h, i) => {
    terrain[h] = TERRAIN[w.terrain[i]!]!;
    if (FEATURES[w.features[i]!]!.length > 0) features[h] = FEATURES[w.features[i]!]!;
  });
  const hexsides: Record<string, string[]> = {};
  for (const [h, nth, f] of w.sides) {
    const n = plain.adjacent(h as HexId)[nth];
    if (n) hexsides[`${h}|${n}`] = SIDES[f]!;
  }
  const map = board({ rows: ROWS, cols: COLS, terrain, features, hexsides });
  const enemies = w.enemies.filter((h) => h !== w.start);
  const pontoons: string[] = [];
  if (w.pontoon) {
    const n = map.adjacent(w.pontoon[0] as HexId)[w.pontoon[1]];
    if (n) pontoons.push(`${w.pontoon[0]}|${n}`);
  }
  const p: Position = { enemies, lone: enemies.slice(0, w.lone), friends: w.friends, rubble: w.rubble, interdicted: w.interdicted, enemyFz: w.enemyFz, pontoons };
  const toward = w.toward ? { toward: { allowance: w.allowance + w.toward[0], targets: [...w.toward[1]].sort() as HexId[] } } : {};
  const mover = { ...MOVERS[w.mover]!, supply: w.supply, allowance: w.allowance, ...toward };
  return { map, ctx: context(map, mover, p, w.weather) };
}

describe('the reach search and the move check agree (KB 10.0-10.56, 11.1, 9.42)', () => {
  it('every offered hex has a path the check accepts, at the offered cost', () => {
    fc.assert(
      fc.property(world, (w) => {
        const { ctx } = setUp(w);
        for (const o of moveOptions(ctx, w.start as HexId, w.mode, { spent: w.spent })) {
          const r = checkMove(ctx, { start: w.start as HexId, path: o.path, mode: w.mode, spent: w.spent });
          expect(r.problems).toEqual([]);
          expect(r.cost).toBe(o.cost);
          expect(r.infiltration).toBe(o.infiltration === true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('every path the check accepts ends in an offered hex, offered at no more than it costs', () => {
    let accepted = 0;
    fc.assert(
      fc.property(world, (w) => {
        const { map, ctx } = setUp(w);
        const offered = new Map(moveOptions(ctx, w.start as HexId, w.mode, { spent: w.spent }).map((o) => [o.hex as string, o]));
        for (const turns of w.walks) {
          const path: HexId[] = [];
          let at = w.start as HexId;
          for (const t of turns) {
            const around = map.adjacent(at);
            at = around[t % around.length]!;
            path.push(at);
          }
          const r = checkMove(ctx, { start: w.start as HexId, path, mode: w.mode, spent: w.spent });
          for (const p of r.problems) expect(p.rule, p.code).toMatch(/^KB \d/); // every refusal says its rule
          if (!r.ok || at === w.start) continue;
          accepted++;
          const o = offered.get(at);
          expect(o, `${w.mode} ${w.start} -> ${path.join(' ')}`).toBeDefined();
          const budget = w.spent > 0 ? ctx.mover.allowance : allowanceFor(map, ctx.mover, w.start as HexId, path);
          if (!r.infiltration && r.cost <= budget - w.spent) expect(o!.cost).toBeLessThanOrEqual(r.cost);
        }
      }),
      { numRuns: 200 },
    );
    expect(accepted).toBeGreaterThan(40); // the walks do reach legal moves, so the property is tested
  });
});
