import type { CtsState } from '#games/campaign-to-stalingrad/state/types';

/** CtS 23.17 air units fly only in Clear weather: no Interdiction, Ground Support or Bombardment otherwise. */
export const airFlies = (state: Pick<CtsState, 'weather'>): boolean => state.weather === 'clear';
