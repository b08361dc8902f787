import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { placedAir } from '#games/campaign-to-stalingrad/rules/air/placed';
import type { AirUnitState } from '#games/campaign-to-stalingrad/state/air';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { hexId } from '#kernel/ids';
import { realBundle } from './support/real-bundle';

const ctx = createContext(realBundle);
const ids = [...ctx.airUnits.keys()];

/** The first version: the record's ids sorted on every call, the side's placed units in that order. */
function plainPlaced(units: Record<string, AirUnitState>, side: 'axis' | 'soviet') {
  return Object.keys(units)
    .sort()
    .map((id) => ({ id, spec: ctx.airUnits.get(id), a: units[id]! }))
    .filter(({ spec, a }) => spec && spec.side === side && a.where === 'map' && a.hex !== null)
    .map(({ id, spec, a }) => ({ id, spec, hex: a.hex, state: a }));
}

const airUnit = (id: string) =>
  fc.record({ where: fc.constantFrom('map', 'ready', 'pending', 'eliminated'), hex: fc.constantFrom(null, hexId('1344'), hexId('6336')) }).map(({ where, hex }): AirUnitState => ({ id, where: where as AirUnitState['where'], hex, mission: null, groundSupportGiven: false, bombarded: false }));

describe('23.2-23.5: the air units a side has on the map, read per record (property)', () => {
  it('in id order whatever the record\'s order, asked again, and after a unit is written into the record in place', () => {
    expect(ids.length).toBeGreaterThan(4);
    fc.assert(
      fc.property(fc.shuffledSubarray(ids, { minLength: 1 }), fc.constantFrom(...ids), fc.constantFrom('axis', 'soviet'), (held, more, side) => {
        const units: Record<string, AirUnitState> = {};
        for (const id of held) units[id] = { id, where: 'map', hex: hexId(id.length % 2 ? '1344' : '6336'), mission: null, groundSupportGiven: false, bombarded: false };
        const state = { air: { units } } as unknown as CtsState;
        expect(placedAir(ctx, state, side)).toEqual(plainPlaced(units, side));
        expect(placedAir(ctx, state, side)).toEqual(plainPlaced(units, side));
        if (!(more in units)) units[more] = { id: more, where: 'map', hex: hexId('1345'), mission: null, groundSupportGiven: false, bombarded: false };
        expect(placedAir(ctx, state, side)).toEqual(plainPlaced(units, side));
      }),
      { numRuns: 200, seed: 23 },
    );
  });

  it('reads each unit as it stands in the record now', () => {
    fc.assert(
      fc.property(fc.tuple(...ids.slice(0, 6).map(airUnit)), fc.constantFrom('axis', 'soviet'), (list, side) => {
        const units = Object.fromEntries(list.map((a) => [a.id, a]));
        const state = { air: { units } } as unknown as CtsState;
        expect(placedAir(ctx, state, side)).toEqual(plainPlaced(units, side));
        for (const a of list) units[a.id] = { ...a, where: 'map', hex: hexId('1344') };
        expect(placedAir(ctx, state, side)).toEqual(plainPlaced(units, side));
      }),
      { numRuns: 100, seed: 24 },
    );
  });
});
