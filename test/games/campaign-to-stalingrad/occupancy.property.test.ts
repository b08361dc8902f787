import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { occupancy, standsChange } from '#games/campaign-to-stalingrad/rules/occupancy';
import type { CtsState, UnitState } from '#games/campaign-to-stalingrad/state/types';
import { inOneStretch, unitsVersion, writeUnits } from '#games/campaign-to-stalingrad/state/unit-writes';
import { hexId } from '#kernel/ids';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

const hexArb = fc.record({ r: fc.integer({ min: 10, max: 13 }), c: fc.integer({ min: 1, max: 4 }) }).map(({ r, c }) => `${r}${String(c).padStart(2, '0')}`);
const SIDES: CtsSide[] = ['axis', 'soviet'];

/**
 * Units of both sides crowded on a few hexes, then a run of changes: a move, leaving the
 * map, coming back, being Disrupted, several units at once; and now and then a record
 * holding its ids in another order (as a record read from storage may), which occupancy
 * reads id by id rather than place by place.
 */
const gameArb = fc.record({
  units: fc.array(fc.record({ side: fc.constantFrom<CtsSide>('axis', 'soviet'), hex: hexArb }), { minLength: 1, maxLength: 30 }),
  steps: fc.array(fc.array(fc.record({ unit: fc.nat(), what: fc.constantFrom('move', 'move', 'off', 'disrupt', 'reorder'), hex: hexArb }), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 15 }),
});
type GameDraw = typeof gameArb extends fc.Arbitrary<infer G> ? G : never;

/** The drawn units, with ids of different lengths: "u10" sorts before "u2". */
const unitsOf = (g: GameDraw): TinyUnit[] =>
  g.units.map((u, i) => ({ id: `u${i}`, side: u.side, type: u.side === 'axis' ? 'infantry' : 'rifle', faces: ['3-4-4', '1-2-4'], hex: u.hex }));

/**
 * How a drawn game's positions are made: a new units record for each (`copies`), or, as a
 * battle makes them, each step's changes written into one working copy of the record
 * (state/unit-writes.ts), the same object position after position, a reordered record now
 * and then starting another.
 */
type Making = 'copies' | 'one working copy';

/** The world of a drawn game and each position in turn: the first, then one after each step's changes. */
function* positions(g: GameDraw, units: TinyUnit[], making: Making = 'copies') {
  const { ctx, state: first } = tinyWorld({ units });
  let state: CtsState = first;
  for (const step of [[], ...g.steps]) {
    let changed = making === 'copies' ? { ...state.units } : state.units;
    const writes = new Map<string, UnitState>();
    for (const c of step) {
      if (c.what === 'reorder') {
        if (writes.size > 0) changed = writeUnits({ ...state, units: changed }, writes);
        writes.clear();
        changed = Object.fromEntries(Object.entries(changed).reverse());
        continue;
      }
      const id = units[c.unit % units.length]!.id;
      const u = writes.get(id) ?? changed[id]!;
      const now: UnitState = c.what === 'move' ? { ...u, where: 'map', hex: hexId(c.hex) } : c.what === 'off' ? { ...u, where: 'off-map' } : { ...u, disrupted: !u.disrupted };
      if (making === 'copies') changed[id] = now;
      else writes.set(id, now);
    }
    if (writes.size > 0) changed = writeUnits({ ...state, units: changed }, writes);
    state = { ...state, units: changed };
    yield { state, occ: occupancy(ctx, state) };
  }
}

describe('who stands where (property)', () => {
  it('is every unit on the map in its hex, each stack in unit-id order, position after position, however few units changed', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const units = unitsOf(g);
        const side = new Map(units.map((u) => [u.id, u.side]));
        for (const { state, occ } of positions(g, units)) {
          const ids = Object.keys(state.units).sort();
          for (const s of SIDES) {
            const expected = new Map<string, string[]>();
            for (const id of ids) {
              const u = state.units[id]!;
              if (side.get(id) !== s || u.where !== 'map' || u.hex === null) continue;
              expected.set(u.hex, [...(expected.get(u.hex) ?? []), id]);
            }
            expect(occ.hexesOf(s)).toEqual([...expected.keys()].sort());
            for (let r = 10; r <= 13; r++) {
              for (let c = 1; c <= 4; c++) {
                const h = hexId(`${r}0${c}`);
                const here = occ.at(h, s);
                expect(here.map((p) => p.spec.id)).toEqual(expected.get(h) ?? []);
                for (const p of here) {
                  expect(p.state).toBe(state.units[p.spec.id]);
                  expect(p.hex).toBe(h);
                }
                expect(occ.enemyIn(h, s === 'axis' ? 'soviet' : 'axis')).toBe(expected.has(h));
              }
            }
          }
        }
      }),
      { numRuns: 80 },
    );
  });

  it('is the same for positions written into one working copy of the units record, asked of each as it is made', () => {
    let inPlace = 0;
    fc.assert(
      fc.property(gameArb, (g) => {
        const units = unitsOf(g);
        inOneStretch(() => {
          const made = positions(g, units, 'one working copy');
          let before: CtsState['units'] | undefined;
          for (const { state, occ } of positions(g, units)) {
            const { state: written, occ: writtenOcc } = made.next().value!;
            if (written.units === before && unitsVersion(written.units) > 0) inPlace++;
            before = written.units;
            expect(written.units).toEqual(state.units);
            for (const s of SIDES) {
              expect(writtenOcc.hexesOf(s)).toEqual(occ.hexesOf(s));
              for (const h of occ.hexesOf(s)) {
                expect(writtenOcc.at(h, s).map((p) => p.spec.id)).toEqual(occ.at(h, s).map((p) => p.spec.id));
                for (const p of writtenOcc.at(h, s)) expect(p.state).toBe(written.units[p.spec.id]);
              }
            }
          }
        });
      }),
      { numRuns: 80 },
    );
    expect(inPlace).toBeGreaterThan(0);
  });

  it('names, for stacks patched from a position before, every hex whose stack differs: the rest are the same stacks', () => {
    let patched = 0;
    fc.assert(
      fc.property(gameArb, (g) => {
        for (const { occ } of positions(g, unitsOf(g))) {
          for (const s of SIDES) {
            const change = standsChange(occ.stands(s));
            if (!change) continue;
            patched++;
            for (const h of new Set([...change.from.keys(), ...occ.stands(s).keys()])) {
              if (!change.hexes.has(h)) expect(occ.stands(s).get(h)).toBe(change.from.get(h));
            }
          }
        }
      }),
      { numRuns: 80 },
    );
    expect(patched).toBeGreaterThan(0);
  });
});
