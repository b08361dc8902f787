import { describe, expect, it } from 'vitest';
import bundleJson from '../../../scenarios/kharkov-battles/dist/kharkov-battles.json';
import { KbBundleSchema } from '#games/kharkov-battles/data/bundle';
import { createMapView } from '#games/kharkov-battles/data/map-view';
import { placeInterdiction, traversedByRoad } from '#games/kharkov-battles/air/interdiction';
import { startBuilding } from '#games/kharkov-battles/works/fortified-zones';
import { placePontoon } from '#games/kharkov-battles/works/pontoons';
import type { HexId } from '#kernel/ids';
import { position } from './state-fixtures';

/** The rules of command, works and air on the printed (reconstructed) KB map and counter mix of the bundle. */
const bundle = KbBundleSchema.parse(bundleJson);
const kb = createMapView(bundle.maps.KB).map;
const hexes = kb.hexIds();
const RIFLE = 'sov-100-rd-kb';

describe('works and air on the KB map (Operation Star)', () => {
  const dnepr = hexes.flatMap((a) => kb.adjacent(a).filter((b) => kb.hexsideFeatures(a, b).includes('dnepr-river')).map((b) => [a, b] as [HexId, HexId]));

  it('the Soviet player bridges a Dnepr hexside of the map from a hex he occupies (18.21), three times at most', () => {
    expect(dnepr.length).toBeGreaterThan(0);
    const [a, b] = dnepr[0]!;
    const p = position(kb, { [a]: [RIFLE] });
    const state = { ...p.state, at: { turn: 1, stage: 'soviet', phase: 'construction' } as const, pontoonsToPlace: bundle.scenarios['operation-star'].pontoonsToPlace };
    expect(placePontoon(p.ctx, state, a, b)).toMatchObject({ ok: true, events: [{ kind: 'pontoon-placed', left: 2 }] });
  });

  it('no Fortified Zone in any town, city or Marsh hex of the map (18.15)', () => {
    const forbidden = hexes.filter((h) => kb.hasFeature(h, 'town') || kb.hasFeature(h, 'city') || kb.hex(h)?.terrain === 'marsh');
    expect(forbidden.length).toBeGreaterThan(0);
    for (const h of forbidden.slice(0, 40)) {
      const p = position(kb, { [h]: [RIFLE] });
      const state = { ...p.state, at: { turn: 1, stage: 'soviet', phase: 'construction' } as const };
      const r = startBuilding(p.ctx, state, 'soviet', h, bundle.counters.markers.fortifiedZone.soviet);
      expect(r.ok ? [] : r.refusals.map((i) => i.code)).toContain('fz-forbidden-terrain');
    }
  });

  const p0 = position(kb, {});
  it("the Axis interdicts a road hex of the map, not a hex without one (5.3)", () => {
    const road = hexes.find((h) => traversedByRoad(p0.ctx, h))!;
    const bare = hexes.find((h) => !traversedByRoad(p0.ctx, h))!;
    const state = { ...p0.state, at: { turn: 1, stage: 'preparation', phase: 'air-allocation' } as const, airPoints: { axis: 2, soviet: 0 } };
    expect(placeInterdiction(p0.ctx, state, [road])).toMatchObject({ ok: true });
    expect(placeInterdiction(p0.ctx, state, [bare])).toMatchObject({ ok: false, refusals: [{ code: 'no-road' }] });
  });
});
