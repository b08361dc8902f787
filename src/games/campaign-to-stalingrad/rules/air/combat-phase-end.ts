import type { CtsState } from '#games/campaign-to-stalingrad/state/types';

/** CtS 23.11, 23.12: Ground Support and Bombardment are once a Combat Phase; the marks go when it ends. */
export function clearAirMissions(state: CtsState): CtsState {
  const units = state.air?.units ?? {};
  if (!Object.values(units).some((a) => a.groundSupportGiven || a.bombarded)) return state;
  const cleared = Object.fromEntries(Object.entries(units).map(([id, a]) => [id, { ...a, groundSupportGiven: false, bombarded: false }]));
  return { ...state, air: { ...state.air, units: cleared } };
}
