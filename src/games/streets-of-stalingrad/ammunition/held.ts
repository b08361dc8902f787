import type { SosState } from '../state/types';

/** SoS 14.74: the unit is held by this turn's ammunition shortage and may not fire its AF. */
export const ammunitionHeld = (state: SosState, unit: string): boolean =>
  state.ammunition.german.held.includes(unit) || state.ammunition.soviet.held.includes(unit);

/** SoS 14.74: why a held unit may not fire. */
export const heldMessage = (unit: string): string => `${unit} may not fire its AF this turn: it is held by the ammunition shortage`;
