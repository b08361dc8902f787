import type { SosData, SosStartPlacements } from '#games/streets-of-stalingrad/game/env';
import type { SosScenarioId } from '#games/streets-of-stalingrad/sequence/scenarios';
import { createStreetsOfStalingrad } from '#games/streets-of-stalingrad/ruleset';
import type { CityMap } from '#games/streets-of-stalingrad/data/city-map';
import type { CountersFile } from '#games/streets-of-stalingrad/data/counters';
import { cityMap } from './city-map-fixture';
import { sosCounters } from './counters-fixture';
import { sosTables } from './tables-fixture';

let cached: { map: CityMap; counters: CountersFile } | null = null;
const compiled = () => (cached ??= { map: cityMap(), counters: sosCounters() });

/**
 * A start for engine tests that do not read the set-up rules: every counter that starts on
 * the map of a scenario on a land hex of its part of the city (the Soviet's on the east, two
 * to a hex, the German's three columns west of them), and no set-up problem. Tests of the
 * set-up itself use the title's own set-up data.
 */
export function plainStart(map: CityMap, counters: CountersFile): SosStartPlacements {
  return {
    readyMade(scenario: SosScenarioId) {
      const section = scenario === 'scenario-1' ? 'central' : 'south';
      const land = map.hexes.filter((h) => h.river === 'land' && h.sections.includes(section) && !h.terrain.includes('volga'));
      const out: Record<string, string> = {};
      for (const side of ['soviet', 'german'] as const) {
        const mine = counters.counters.filter((c) => c.side === side && c.scenarios.includes(scenario === 'scenario-1' ? 1 : 2) && c.entry.at === 'map');
        const col = side === 'soviet' ? 8 : 12;
        const hexes = land.filter((h) => Number(h.id.slice(0, 2)) === col);
        mine.forEach((c, i) => (out[c.id] = hexes[Math.floor(i / 2)]!.id));
      }
      return out;
    },
    problems: () => [],
  };
}

/** The title's data with a start (default: plainStart). */
export function sosData(start?: (map: CityMap, counters: CountersFile) => SosStartPlacements): SosData {
  const { map, counters } = compiled();
  return { map, tables: sosTables(), counters, start: (start ?? plainStart)(map, counters) };
}

/** The ruleset over sosData(). */
export const sosRuleset = (start?: (map: CityMap, counters: CountersFile) => SosStartPlacements) => createStreetsOfStalingrad(sosData(start));
