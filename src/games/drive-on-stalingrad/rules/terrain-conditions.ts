import type { DosContext } from '../data/context';
import type { WeatherState } from '../data/schema';
import type { DosState } from '../state/types';
import { isManychFlooded } from './manych-flood';
import { weatherOf } from './weather/current';

/**
 * What changes terrain this game turn: the weather (DoS 10.0, reconstructed) and the
 * Manych flood (9.32). The terrain chart (terrain-costs.ts) reads these on top of the
 * printed costs; an empty object is normal weather and no flood.
 */
export interface TerrainConditions {
  weather?: WeatherState | null;
  manychFlooded?: boolean;
}

export function conditionsOf(ctx: DosContext, state: Pick<DosState, 'weather' | 'manychFlood' | 'turn'>): TerrainConditions {
  return { weather: weatherOf(ctx, state), manychFlooded: isManychFlooded(state) };
}
