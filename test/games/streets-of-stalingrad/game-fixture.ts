import type { SosData, SosStartPlacements } from '#games/streets-of-stalingrad/game/env';
import type { CityMap } from '#games/streets-of-stalingrad/data/city-map';
import type { CountersFile } from '#games/streets-of-stalingrad/data/counters';
import { setupToData } from '#games/streets-of-stalingrad/data/setup-data';
import { sosDataOf } from '#games/streets-of-stalingrad/game/data-of-bundle';
import type { SosScenarioId } from '#games/streets-of-stalingrad/sequence/scenarios';
import { createStreetsOfStalingrad } from '#games/streets-of-stalingrad/ruleset';
import { compileCityMap } from '../../../scenarios/streets-of-stalingrad/compile/city-map';
import { citySource } from './city-map-fixture';
import { sosCounters } from './counters-fixture';
import { losMap } from './los-fixture';
import { sosSetup } from './setup-fixture';
import { sosTables } from './tables-fixture';

let cached: SosData | null = null;

/**
 * The title's data compiled from its sources as they are now (the YAML files, not the built
 * bundle, so a test sees an edit at once): the city map, the tables, the counters and the
 * set-up maps with their ready-made placement (setup.yaml), made into a game's data as the
 * bundle is. `start` replaces the set-up for a test that places its own pieces.
 */
export function sosData(start?: (map: CityMap, counters: CountersFile) => SosStartPlacements): SosData {
  if (!cached) {
    const city = compileCityMap(citySource(), losMap());
    if (!city.ok) throw new Error('city.yaml does not compile');
    cached = sosDataOf({ title: 'streets-of-stalingrad', sourceHash: 'sources', city: city.data, tables: sosTables(), counters: sosCounters(), setup: setupToData(sosSetup()) });
  }
  return start ? { ...cached, start: start(cached.map, cached.counters) } : cached;
}

/**
 * A start for engine tests that place their own pieces: every counter that starts on the map
 * of a scenario on a land hex of its part of the city (the Soviet's on column 8, the German's
 * on column 12, two to a hex), and no set-up problem.
 */
export function plainStart(map: CityMap, counters: CountersFile): SosStartPlacements {
  return {
    readyMade(scenario: SosScenarioId) {
      const n = scenario === 'scenario-1' ? 1 : scenario === 'scenario-2' ? 2 : 3;
      // the campaign (#3) has the whole city
      const land = map.hexes.filter((h) => h.river === 'land' && (n === 3 || h.sections.includes(n === 1 ? 'central' : 'south')));
      const out: Record<string, string> = {};
      for (const side of ['soviet', 'german'] as const) {
        const col = side === 'soviet' ? 8 : 12;
        const hexes = land.filter((h) => Number(h.id.slice(0, 2)) === col);
        counters.counters.filter((c) => c.side === side && c.scenarios.includes(n) && c.entry.at === 'map').forEach((c, i) => (out[c.id] = hexes[Math.floor(i / 2)]!.id));
      }
      return out;
    },
    problems: () => [],
    choices: () => [],
    // the whole map: the pieces a test places may stand and move anywhere
    boundary: () => new Set(map.hexes.map((h) => h.id)),
    stackFits: () => true,
  };
}

/** The ruleset over sosData(start). */
export const sosRuleset = (start?: (map: CityMap, counters: CountersFile) => SosStartPlacements) => createStreetsOfStalingrad(sosData(start));
