import type { CtsState, Weather } from '#games/campaign-to-stalingrad/state/types';

/**
 * CtS 31.1 reads the Weather Table's results "two turns in a row": whether this turn's and
 * the last turn's weather (state.weatherLog) are both one of `kinds`. False without a log
 * (the weather rules not played) or with one turn only.
 */
export function twoTurnsInARow(state: Pick<CtsState, 'weatherLog' | 'turn'>, kinds: readonly Weather[]): boolean {
  const log = state.weatherLog ?? [];
  const now = log.find((r) => r.turn === state.turn);
  const before = log.find((r) => r.turn === state.turn - 1);
  return now !== undefined && before !== undefined && kinds.includes(now.weather) && kinds.includes(before.weather);
}
