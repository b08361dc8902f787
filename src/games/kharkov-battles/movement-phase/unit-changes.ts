import type { HexId } from '#kernel/ids';
import { withUnits } from '../state/update';
import type { KbState, KbUnitState } from '../state/types';
import type { Removal } from './removal';

/** The state with units standing in new hexes. */
export function withUnitsMoved(state: KbState, to: Record<string, HexId>): KbState {
  const changes: Record<string, Partial<KbUnitState>> = {};
  for (const [id, hex] of Object.entries(to)) if (state.units[id]!.hex !== hex) changes[id] = { hex };
  return withUnits(state, changes);
}

/**
 * KB 2.7: `n` steps off a unit. A three-step unit at two shows its chit's reduced face; at
 * zero it leaves the map for `removal` (removal.ts): `eliminated` is true then.
 */
export function withStepsLost(state: KbState, unit: string, n: number, removal: Removal): { state: KbState; left: number; eliminated: boolean } {
  const st = state.units[unit]!;
  const left = Math.max(0, st.steps - n);
  if (left === 0) return { state: withUnits(state, { [unit]: { hex: null, ...removal } }), left, eliminated: true };
  const chit = st.chit && left < st.steps && st.steps === 3 ? { ...st.chit, face: 'reduced' as const } : st.chit;
  return { state: withUnits(state, { [unit]: { steps: left, chit } }), left, eliminated: false };
}
