import type { Bundle } from './schema';

/** The engine whose games read the map's ferry sites (4.4.4); the games of cts-2 read bridges there. */
export const FERRY_ENGINE = 'cts-3';

/** The engine before it, whose games still replay on their own map and readings (engines.ts, readings.ts). */
export const ENGINE_BEFORE_FERRIES = 'cts-2';

/**
 * The bundle as a game of engine cts-2 read it: the map had no ferry site (4.4.4), and the
 * road crossings now drawn as ferries (`ferriesFrom.crossings`) were roads across the river
 * (bridges, 4.4.3). So an archive of a cts-2 game replays on the map it was played on.
 */
export function bundleBeforeFerries(bundle: Bundle): Bundle {
  const crossings = new Set(bundle.ferriesFrom?.crossings ?? []);
  const hexsides: Record<string, string[]> = {};
  for (const [key, features] of Object.entries(bundle.map.hexsides)) {
    const kept = features.filter((f) => f !== 'ferry');
    hexsides[key] = crossings.has(key) ? [...kept, 'road'].sort() : kept;
  }
  const { ferriesFrom: _newer, ...rest } = bundle;
  return { ...rest, map: { ...bundle.map, hexsides } };
}
