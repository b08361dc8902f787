import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexIndex } from '#kernel/map/hex-index';
import { isProhibited } from '#kernel/movement/path';
import bundle from '../../../../scenarios/drive-on-stalingrad/dist/drive-on-stalingrad.json';
import { createContext } from '#games/drive-on-stalingrad/data/context';
import { DataBundle } from '#games/drive-on-stalingrad/data/schema';
import { enemyHexTable, unitStepCost } from '#games/drive-on-stalingrad/rules/movement';
import { occupancy, sideOf } from '#games/drive-on-stalingrad/state/units';
import { setupScenario } from '#games/drive-on-stalingrad/state/setup';
import type { DosState } from '#games/drive-on-stalingrad/state/types';

/**
 * The move-range search reads a unit's step costs by hex number (`at`, DoS 9.4, 9.9-9.21,
 * 9.32, 10.0): on the shipped map, any unit, any position of units, any weather and flood,
 * asked in any order and with its table of enemy hexes shared by its side's units, it answers what the step cost by hex id answers (its cost, or -1
 * for a prohibited step).
 */

const ctx = createContext(DataBundle.parse(bundle));
const { ids, neighbours } = hexIndex(ctx.map);
const starts: Record<string, DosState> = { blue: setupScenario(ctx, 'operation-blue'), uranus: setupScenario(ctx, 'operation-uranus') };
const unitIds = [...ctx.units.keys()].sort();
/** Hexes beside a hexside that only some conditions or sides may cross (the Manych 9.32, the Volga 9.16, blocked 9.13): asked more often. */
const edges = ids.flatMap((h, k) => (neighbours[k]!.some((n) => ctx.map.hexside(h, ids[n]!).some((f) => ['manych', 'volga', 'blocked'].includes(f))) ? [k] : []));
const weathers = [undefined, ...Object.keys(ctx.tables.weather?.states ?? {})];

const caseArb = fc.record({
  start: fc.constantFrom('blue', 'uranus'),
  unit: fc.constantFrom(...unitIds),
  weather: fc.constantFrom(...weathers),
  flooded: fc.boolean(),
  // units placed elsewhere, so that enemy hexes are found anywhere on the map
  moved: fc.array(fc.record({ unit: fc.constantFrom(...unitIds), hex: fc.nat(ids.length - 1) }), { maxLength: 40 }),
  mate: fc.nat(),
  asked: fc.array(fc.oneof(fc.nat(ids.length - 1), fc.constantFrom(...edges)), { minLength: 1, maxLength: 60 }),
});

type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

function positionOf(c: Case): DosState {
  const base = starts[c.start]!;
  const units = { ...base.units };
  for (const m of c.moved) units[m.unit] = { ...(units[m.unit] ?? { steps: 1 }), hex: ids[m.hex]!, status: 'on-map' } as DosState['units'][string];
  const state: DosState = { ...base, units, ...(c.flooded ? { manychFlood: base.turn } : {}) };
  if (c.weather === undefined) delete state.weather;
  else state.weather = c.weather;
  return state;
}

describe('a unit\'s step cost by hex number', () => {
  it('answers as the step cost by hex id, for any unit, position, weather and step', () => {
    expect(ids.length).toBeGreaterThan(1000);
    expect(weathers.length).toBeGreaterThan(1);
    expect(edges.length).toBeGreaterThan(20);
    fc.assert(
      fc.property(caseArb, (c) => {
        const state = positionOf(c);
        const def = ctx.units.get(c.unit)!;
        // a unit of the same side shares its table of enemy hexes and asks first (as options do)
        const mates = unitIds.filter((id) => sideOf(ctx.units.get(id)!) === sideOf(def));
        const held = enemyHexTable(ctx);
        const mate = unitStepCost(ctx, state, ctx.units.get(mates[c.mate % mates.length]!)!, occupancy(state), held);
        c.asked.slice(0, c.asked.length >> 1).forEach((k) => neighbours[k]!.forEach((_, nth) => mate.at(k, nth)));
        const cost = unitStepCost(ctx, state, def, occupancy(state), c.mate % 2 === 0 ? held : null);
        for (const k of c.asked) {
          neighbours[k]!.forEach((n, nth) => {
            const byNumber = cost.at(k, nth);
            const v = cost(ids[k]!, ids[n]!);
            expect([ids[k], ids[n], byNumber]).toEqual([ids[k], ids[n], isProhibited(v) ? -1 : v.cost]);
          });
        }
      }),
      { numRuns: 300 },
    );
  });
});
