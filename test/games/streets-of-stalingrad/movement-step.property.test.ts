import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEC_CROSSINGS, TEC_HEXSIDES, TEC_TERRAINS, type TecTerrain } from '#games/streets-of-stalingrad/data/tec';
import type { MoveStep, Place } from '#games/streets-of-stalingrad/movement/move-step';
import { stepCost } from '#games/streets-of-stalingrad/movement/step-cost';
import { sosTables } from './tables-fixture';

/** Properties of one step's cost over any terrain, hexside, side, phase and ZOC the step may meet. */
const tec = sosTables().tec;
const LAND = TEC_TERRAINS.filter((t) => t !== 'volga');
const hexArb = (terrains: readonly TecTerrain[]) =>
  fc.record(
    { terrain: fc.uniqueArray(fc.constantFrom(...terrains), { minLength: 1, maxLength: 3 }), landingArrow: fc.boolean(), breakthru: fc.boolean(), interdictionAf: fc.nat(20) },
    { requiredKeys: ['terrain'] },
  );
const placeArb: fc.Arbitrary<Place> = fc.oneof({ weight: 6, arbitrary: hexArb(TEC_TERRAINS) }, { weight: 1, arbitrary: fc.constantFrom<Place>({ box: 'east-bank' }, { box: 'off-map' }) });
const stepArb = (to: fc.Arbitrary<Place>): fc.Arbitrary<MoveStep> =>
  fc.record(
    {
      mover: fc.constantFrom('foot', 'vehicle', 'leader'),
      side: fc.constantFrom('german', 'soviet'),
      phase: fc.integer({ min: 1, max: 15 }),
      availableMp: fc.integer({ min: 1, max: 52 }),
      from: placeArb,
      to,
      hexside: fc.record({ features: fc.uniqueArray(fc.constantFrom(...TEC_HEXSIDES), { maxLength: 2 }), crossedBy: fc.uniqueArray(fc.constantFrom(...TEC_CROSSINGS), { maxLength: 2 }) }),
      bridgePinned: fc.boolean(),
      armored: fc.boolean(),
      transport: fc.boolean(),
      breakthroughMovement: fc.boolean(),
      fromZoc: fc.boolean(),
      intoZoc: fc.boolean(),
      earlierStacks: fc.nat(3),
    },
    { requiredKeys: ['mover', 'side', 'phase', 'availableMp', 'from', 'to'] },
  ) as fc.Arbitrary<MoveStep>;

describe('a step of a move, over any terrain', () => {
  it('a refusal always carries a SoS rule number and a message; a cost is never negative and is its parts, each with a rule', () => {
    fc.assert(
      fc.property(stepArb(placeArb), (s) => {
        const v = stepCost(tec, s);
        if (!v.ok) {
          expect(v.rule).toMatch(/^SoS \d/);
          expect(v.message.length).toBeGreaterThan(10);
          return;
        }
        expect(v.mp).toBeGreaterThanOrEqual(0);
        expect(v.mp).toBe(v.parts.reduce((n, p) => n + p.mp, 0));
        for (const p of v.parts) expect(p.rule).toMatch(/^SoS \d|TEC/);
      }),
      { numRuns: 2000 },
    );
  });

  it('8.14: a step along a road is never dearer than the same step off the road, and never refused where the step off it is allowed', () => {
    fc.assert(
      fc.property(stepArb(hexArb(LAND)), (s) => {
        const to = s.to as { terrain: TecTerrain[] };
        const onRoad: MoveStep = { ...s, to: { ...to, terrain: [...new Set([...to.terrain, 'road' as const])] }, along: 'road' };
        const offRoad: MoveStep = { ...onRoad, along: undefined };
        const on = stepCost(tec, onRoad);
        const off = stepCost(tec, offRoad);
        if (off.ok) {
          expect(on.ok).toBe(true);
          if (on.ok) expect(on.mp).toBeLessThanOrEqual(off.mp);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('8.41, 8.62: a German step into the Volga or an East Bank box is always refused', () => {
    fc.assert(
      fc.property(stepArb(fc.constantFrom<Place>({ terrain: ['volga'] }, { box: 'east-bank' })), (s) => {
        const v = stepCost(tec, { ...s, side: 'german' });
        expect(v.ok).toBe(false);
      }),
    );
  });

  it('18.16: a leader pays 1 MP a hex, whatever the terrain and hexside, on the West Bank', () => {
    fc.assert(
      fc.property(stepArb(hexArb(LAND)), hexArb(LAND), (s, from) => {
        const v = stepCost(tec, { ...s, from, mover: 'leader', breakthroughMovement: false, hexside: { features: s.hexside?.features.filter((f) => f !== 'volga') ?? [] } });
        expect(v.ok && v.mp).toBe(1);
      }),
    );
  });
});
