import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { airFlies } from '../air/flying-weather';

/**
 * CtS 25.0 with 38.0: RAIN, SNOW STORM and OVERCAST "Air units cannot be used.": the
 * abstracted air units fly only in Clear weather, from engine cts-6 (data/readings.ts
 * `abstractAirGroundedByWeather`); a game of an earlier engine flies them in any weather.
 */
export const abstractAirFlies = (ctx: Pick<CtsContext, 'readings'>, state: Pick<CtsState, 'weather'>): boolean => !ctx.readings.abstractAirGroundedByWeather || airFlies(state);

/** The reason abstracted air does not fly in this weather (25.0). */
export const groundedText = (state: Pick<CtsState, 'weather'>): string => `air units cannot be used in ${state.weather === 'snow' ? 'a Snow Storm' : state.weather === 'rain' ? 'Rain' : 'Overcast'} weather`;
