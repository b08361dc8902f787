import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContext, type CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { armyHqSources, attackSources, type Source } from '#games/campaign-to-stalingrad/rules/supply/sources';
import { isArmyHq } from '#games/campaign-to-stalingrad/rules/unit-kind';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { inOneStretch, writeUnits } from '#games/campaign-to-stalingrad/state/unit-writes';
import { realBundle } from './support/real-bundle';
import { playedPositions } from './support/scripted-window';

const ctx = createContext(realBundle);

/** CtS 16.1, 16.6, 9.3.1 as first written: every unit of the record in its order, the side's Army HQs on the map kept. */
function plainSources(ctx: CtsContext, state: CtsState, side: CtsSide, attack: boolean): Source[] {
  const out: Source[] = [];
  for (const [id, u] of Object.entries(state.units)) {
    const spec = ctx.units.get(id)!;
    if (spec.side !== side || !isArmyHq(spec) || u.where !== 'map' || u.hex === null || (attack && !u.activated) || u.disrupted) continue;
    out.push({ hex: u.hex, length: spec.nationality === 'german' ? ctx.tables.supply.lineOfSupply['german-army-hq']! : ctx.tables.supply.lineOfSupply['army-hq']!, what: id });
  }
  if (attack) for (const d of state.depots) if (d.side === side) out.push({ hex: d.hex, length: ctx.tables.supply.lineOfSupply.depot!, what: 'depot' });
  return out;
}

/** Positions of a scripted Fall Blau game. */
describe('the Army HQs a side draws supply from, read from the record\'s Army HQs (property)', () => {
  it('are those a reading of every unit finds, in the record\'s order, whatever that order, and after writes into one working copy (CtS 16.1, 16.6, 9.3.1)', () => {
    const positions = playedPositions(10, 'hq sources');
    // the Army HQs of the Fall Blau record (a counter of another scenario's order of battle alone is not in it)
    const hqs = [...ctx.units.values()].filter((u) => isArmyHq(u) && positions[0]!.units[u.id] !== undefined).map((u) => u.id);
    fc.assert(
      fc.property(fc.nat(positions.length - 1), fc.boolean(), fc.array(fc.record({ hq: fc.nat(hqs.length - 1), what: fc.constantFrom('activate', 'disrupt', 'off') }), { maxLength: 8 }), (at, reversed, writes) => {
        const given = positions[at]!;
        // a record read from storage may hold its ids in another order
        const state: CtsState = reversed ? { ...given, units: Object.fromEntries(Object.entries(given.units).reverse()) } : given;
        inOneStretch(() => {
          let s = state;
          for (const w of [undefined, ...writes]) {
            if (w) {
              const id = hqs[w.hq]!;
              const u = s.units[id]!;
              s = { ...s, units: writeUnits(s, [[id, unitWith(u, w.what === 'activate' ? { activated: !u.activated } : w.what === 'disrupt' ? { disrupted: !u.disrupted } : { where: 'off-map' })]]) };
            }
            for (const side of ['axis', 'soviet'] as CtsSide[]) {
              expect(attackSources(ctx, s, side)).toEqual(plainSources(ctx, s, side, true));
              expect(armyHqSources(ctx, s, side)).toEqual(plainSources(ctx, s, side, false));
            }
          }
        });
      }),
      { numRuns: 80, seed: 16 },
    );
  });
});
