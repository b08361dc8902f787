import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import type { WeatherState } from '#games/drive-on-stalingrad/data/schema';
import type { DosState } from '#games/drive-on-stalingrad/state/types';

/**
 * This game turn's weather (DoS 10.0, reconstructed in tables.yaml), or null for normal
 * weather: a game without a weather table, or a state without a recorded weather.
 */
export function weatherOf(ctx: DosContext, state: Pick<DosState, 'weather'>): WeatherState | null {
  const name = state.weather;
  const states = ctx.tables.weather?.states;
  if (name === undefined || !states || !Object.hasOwn(states, name)) return null;
  return states[name]!;
}

/** Marsh and non-Volga rivers are frozen this game turn (DoS 11.17, 11.19 "unfrozen"). */
export const isFrozen = (ctx: DosContext, state: Pick<DosState, 'weather'>): boolean => weatherOf(ctx, state)?.frozen === true;
