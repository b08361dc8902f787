import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import { createContext } from '#games/drive-on-stalingrad/data/context';
import { supplyDistanceOf, supplySources } from '#games/drive-on-stalingrad/rules/supply-distance';
import { setupScenario } from '#games/drive-on-stalingrad/state/setup';
import { tinyBundle, type TinySpec } from '../support/tiny-bundle';

// A row of hexes 2621 (east) .. 2628 (west); sources at the ends.
const row = (over: Partial<TinySpec> = {}): TinySpec => ({
  hexes: {
    '2621': { terrain: 'clear', features: ['town', 'ultimate-soviet'] },
    '2622': 'clear',
    '2623': 'clear',
    '2624': 'clear',
    '2625': 'clear',
    '2626': 'clear',
    '2627': 'clear',
    '2628': { terrain: 'clear', features: ['town', 'ultimate-german'] },
  },
  units: { g: { nat: 'german', type: 'infantry', full: '4-4-4' }, s: { nat: 'soviet', type: 'rifle', full: '2-3-4' } },
  position: {},
  german: ['2628', '2627', '2626', '2625'],
  ...over,
});
const distances = (spec: TinySpec, side: 'german' | 'soviet') => {
  const ctx = createContext(tinyBundle(spec));
  const d = supplyDistanceOf(ctx, setupScenario(ctx, 'test'), side);
  return (h: string) => d(hexId(h)) ?? null;
};

describe('supply-path distance for the retreat rule (DoS 7.3, 7.8, 7.12; digest E11)', () => {
  it('counts hexes to the nearest friendly-controlled ultimate source, with no 7-hex cap', () => {
    const d = distances(row(), 'german');
    expect(['2628', '2627', '2622', '2621'].map(d)).toEqual([0, 1, 6, 7]);
  });
  it('an enemy-controlled source gives nothing (7.14)', () => {
    expect(distances(row({ german: [] }), 'german')('2627')).toBeNull();
  });
  it('enemy units block the path but the hex holding them gets a distance', () => {
    const d = distances(row({ position: { s: '2625' } }), 'german');
    expect([d('2626'), d('2625'), d('2624')]).toEqual([2, 3, null]);
  });
  it('the German side may not trace across the Volga nor through an intact fortification (7.12, 11.23)', () => {
    expect(distances(row({ hexsides: { '2626|2627': ['volga'] } }), 'german')('2626')).toBeNull();
    const fort = row();
    fort.hexes['2627'] = { terrain: 'clear', features: ['fort'] };
    expect(distances(fort, 'german')('2626')).toBeNull();
  });
  it('the Soviet may trace across lake hexes, the German may not (7.12, E23)', () => {
    const lake = row();
    lake.hexes['2622'] = 'lake';
    expect(distances(lake, 'soviet')('2623')).toBe(2);
    expect(distances(lake, 'german')('2621')).toBeNull();
  });
  it('every hex east of the Volga supplies the Soviet (7.9)', () => {
    const spec = row();
    spec.hexes['2625'] = { terrain: 'clear', features: ['east-of-volga'] };
    const ctx = createContext(tinyBundle(spec));
    expect(supplySources(ctx, setupScenario(ctx, "test"), "soviet")).toEqual(['2621', '2625']);
  });
});
