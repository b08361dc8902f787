import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { airHqsOnMap, suppliedAirHqs, supportFactor } from '#games/campaign-to-stalingrad/rules/air/hq-support';
import { supportSources, type SupportSource } from '#games/campaign-to-stalingrad/rules/air/support';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { HexId } from '#kernel/ids';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

/** The 23.6-23.8 Supports as first written: the Major Cities found by a pass over the control record, sorted. */
function referenceSources(ctx: CtsContext, state: CtsState, side: CtsSide): SupportSource[] {
  const supplied = suppliedAirHqs(ctx, state, side);
  const out: SupportSource[] = [];
  const withHq = new Set<string>();
  for (const hq of airHqsOnMap(ctx, state, side)) {
    const city = ctx.map.hasFeature(hq.hex, 'major-city') ? 1 : 0;
    out.push({ id: hq.id, hex: hq.hex, capacity: supportFactor(ctx, state, hq.id, supplied.has(hq.id)) + city });
    withHq.add(hq.hex);
  }
  for (const h of Object.keys(state.control).sort()) {
    const hex = h as HexId;
    if (state.control[h] === side && !withHq.has(h) && ctx.map.has(hex) && ctx.map.hasFeature(hex, 'major-city')) out.push({ id: `city:${h}`, hex, capacity: 1 });
  }
  return out;
}

const hexArb = fc.record({ r: fc.integer({ min: 9, max: 21 }), c: fc.integer({ min: 1, max: 20 }) }).map(({ r, c }) => `${String(r).padStart(2, '0')}${String(c).padStart(2, '0')}`);
const sideArb = fc.constantFrom<CtsSide>('axis', 'soviet');

describe('the 23.6-23.8 Supports (reference)', () => {
  it('lists the Air HQs and the friendly Major Cities as the pass over the control record does (CtS 23.6, 23.8)', () => {
    let cities = 0;
    fc.assert(
      fc.property(
        fc.record({
          // rows 09 and 21 lie beyond the fragment: control there is no Major City of the map
          control: fc.dictionary(hexArb, sideArb, { maxKeys: 80 }),
          cities: fc.array(hexArb.filter((h) => h >= '1001' && h <= '2020'), { maxLength: 10 }),
          /** Who holds each city, if anyone. */
          held: fc.array(fc.option(sideArb), { minLength: 10, maxLength: 10 }),
          hqs: fc.array(fc.record({ side: sideArb, hex: hexArb.filter((h) => h >= '1001' && h <= '2020') }), { maxLength: 3 }),
        }),
        (p) => {
          const features = Object.fromEntries(p.cities.map((h) => [h, ['major-city']]));
          const units: TinyUnit[] = p.hqs.map((q, i) => ({ id: `hq${i}`, side: q.side, type: 'air-hq', size: 'XXXX', faces: ['0-2-10'], hex: q.hex, support: { mobile: 2, fixed: 3 } }));
          const control = { ...p.control };
          p.cities.forEach((h, i) => {
            const by = p.held[i];
            if (by) control[h] = by;
          });
          const { ctx, state } = tinyWorld({ units, control, features });
          for (const side of ['axis', 'soviet'] as CtsSide[]) {
            const ref = referenceSources(ctx, state, side);
            cities += ref.filter((s) => s.id.startsWith('city:')).length;
            expect([side, supportSources(ctx, state, side)]).toEqual([side, ref]);
          }
        },
      ),
      { numRuns: 200 },
    );
    expect(cities).toBeGreaterThan(0);
  });
});
