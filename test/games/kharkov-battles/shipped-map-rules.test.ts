import { describe, expect, it } from 'vitest';
import bundleJson from '../../../scenarios/kharkov-battles/dist/kharkov-battles.json';
import { KbBundleSchema } from '#games/kharkov-battles/data/bundle';
import { printedSources } from '#games/kharkov-battles/rules/supply/sources';
import { createMap } from '#kernel/map/game-map';
import type { HexId } from '#kernel/ids';

/**
 * The rules on the maps as shipped (dist/kharkov-battles.json): the supply and movement
 * rules read the hexes and hexsides by the names the maps print them with, so that a
 * source, the Dnepr or a railroad bridge of the real map counts as the text says.
 */
const bundle = KbBundleSchema.parse(bundleJson);
const kb = createMap(bundle.maps.KB.map);
const kh = createMap(bundle.maps.KH.map);
const withFeature = (m: typeof kb, f: string): HexId[] => m.hexIds().filter((x) => m.hasFeature(x, f));

describe('KB 8.2, 20.1, 20.2: "Axis and Soviet supply sources are marked on the map"', () => {
  it.each([
    ['KB', kb],
    ['KH', kh],
  ] as const)('the sources printed on the %s map are the sources of each side', (_name, m) => {
    for (const side of ['axis', 'soviet'] as const) {
      const marked = withFeature(m, `supply-${side}`);
      expect(marked.length).toBeGreaterThan(0);
      expect(printedSources(m, side)).toEqual(marked);
    }
  });
});
