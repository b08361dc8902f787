import type { HexId } from '#kernel/ids';
import type { KbSide } from '../data/ids';
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
 * KB 2.7: `n` steps off a unit of `side`. A three-step unit at two shows its chit's reduced
 * face; at one it is its cadre and at zero it leaves the map for `removal` (removal.ts,
 * `eliminated` true): either way its Strength Chit goes back to the side's pool there and
 * then (2.6: "always returned to the Strength Chit Pool when not attached to a 'parent'
 * combat unit"), `chitReturned` naming it.
 */
export function withStepsLost(state: KbState, unit: string, n: number, removal: Removal, side: KbSide): { state: KbState; left: number; eliminated: boolean; chitReturned: string | null } {
  const st = state.units[unit]!;
  const left = Math.max(0, st.steps - n);
  const back = st.chit !== null && left < 2 ? st.chit.id : null;
  const s = back === null ? state : { ...state, chitPools: { ...state.chitPools, [side]: [...state.chitPools[side], back].sort() } };
  if (left === 0) return { state: withUnits(s, { [unit]: { steps: 0, hex: null, chit: null, ...removal } }), left, eliminated: true, chitReturned: back }; // as assault/steps.ts leaves an eliminated unit
  const chit = back !== null ? null : st.chit && left < st.steps && st.steps === 3 ? { ...st.chit, face: 'reduced' as const } : st.chit;
  return { state: withUnits(s, { [unit]: { steps: left, chit } }), left, eliminated: false, chitReturned: back };
}
