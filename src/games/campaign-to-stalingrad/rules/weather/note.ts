import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { weatherRule } from '#games/campaign-to-stalingrad/setup/game-options';
import { WEATHER_NAMES } from './table';

/**
 * CtS 25.0: ", Rain (CtS 25.0)" for the headline and the template's notes of a game that
 * plays the weather rules (game option `weather: rolled`); empty otherwise, so a game
 * without them reads as it always did.
 */
export function weatherNote(state: CtsState): string {
  return weatherRule(state) === 'rolled' ? `, ${WEATHER_NAMES[state.weather]} (CtS 25.0)` : '';
}
