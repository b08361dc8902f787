import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { Weather } from '#games/campaign-to-stalingrad/state/types';

/** CtS 25.0: the month whose column of the Weather Table a turn reads (tables.yaml `weather.months`, derived from the Turn Record Track). */
export function monthOf(ctx: CtsContext, turn: number): string {
  const months = ctx.tables.weather.months;
  let month = months[0]!.month;
  for (const m of months) if (m.firstTurn <= turn) month = m.month;
  return month;
}

/** CtS 25.0: the Weather Table's result for one die (1-6) under a turn's month. */
export function weatherOf(ctx: CtsContext, turn: number, die: number): Weather {
  return ctx.tables.weather.results[monthOf(ctx, turn)]![die - 1]!;
}

/** The weather as the rules name it (25.0). */
export const WEATHER_NAMES: Readonly<Record<Weather, string>> = { clear: 'Clear', rain: 'Rain', snow: 'Snow Storm', overcast: 'Overcast' };
