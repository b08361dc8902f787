import type { KbState, KbUnitState } from './types';

/**
 * The state with some units' states changed (never in place): each change is merged into
 * the unit's state. Throws, changing nothing, on a unit the state does not hold.
 */
export function withUnits(state: KbState, changes: Readonly<Record<string, Partial<Omit<KbUnitState, 'id'>>>>): KbState {
  const ids = Object.keys(changes);
  for (const id of ids) if (!Object.hasOwn(state.units, id)) throw new Error(`the game holds no unit "${id}"`);
  if (ids.length === 0) return state;
  const units = { ...state.units };
  for (const id of ids) units[id] = { ...units[id]!, ...changes[id]!, id };
  return { ...state, units };
}
