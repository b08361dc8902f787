import { describe, expect, it } from 'vitest';
import bundle from '../../../scenarios/streets-of-stalingrad/dist/streets-of-stalingrad.json';
import { SosBundleSchema } from '#games/streets-of-stalingrad/data/bundle';
import { sosDataOf } from '#games/streets-of-stalingrad/game/data-of-bundle';
import { sourceHash } from '../../../scenarios/compile/source-hash';
import { buildSosBundle, readSources, SCENARIO_DIR } from '../../../scenarios/streets-of-stalingrad/compile/bundle';
import { sosData } from './game-fixture';

describe('the Streets of Stalingrad data bundle', () => {
  it('dist/streets-of-stalingrad.json is what the sources build today', () => {
    const fresh = buildSosBundle(readSources(), sourceHash(SCENARIO_DIR));
    expect(bundle.sourceHash, 'rebuild: npx tsx scenarios/streets-of-stalingrad/build.ts').toBe(fresh.sourceHash);
    expect(JSON.parse(JSON.stringify(fresh))).toEqual(bundle);
  });

  it('gives the game the same map, counters and ready-made set-up (2.31) as the sources do', () => {
    const data = sosDataOf(SosBundleSchema.parse(bundle));
    const fromSources = sosData();
    expect(data.map.ids).toEqual(fromSources.map.ids);
    expect(data.map.hex('1039' as never)).toEqual(fromSources.map.hex('1039' as never));
    expect(data.counters.counters.map((c) => c.id)).toEqual(fromSources.counters.counters.map((c) => c.id));
    for (const s of ['scenario-1', 'scenario-2'] as const) expect(data.start.readyMade(s)).toEqual(fromSources.start.readyMade(s));
  });

  it('refuses a bundle whose parts do not match their schema', () => {
    expect(SosBundleSchema.safeParse({ ...bundle, title: 'other' }).success).toBe(false);
    expect(SosBundleSchema.safeParse({ ...bundle, city: { ...bundle.city, hexes: [{ id: '12' }] } }).success).toBe(false);
  });
});
