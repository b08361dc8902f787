import type { Dice } from '#kernel/engine/dice';
import type { KbSide } from '../data/ids';
import type { KbState } from '../state/types';
import { withUnits } from '../state/update';
import type { AssaultEnv } from './attack';
import { chitById } from './attack';
import type { AssaultEvent } from './events';

/**
 * KB 2.6: a Combat Rating unit without a chit draws one from its side's pool, blind (a
 * hidden draw, its value committed in the transcript), when it first fights or loses a
 * step. A unit with two steps left shows the chit's reduced face (2.7a). Null when the
 * pool is empty: the unit then fights with no chit (an issue for the caller).
 */
export function drawChit(state: KbState, side: KbSide, unit: string, face: 'full' | 'reduced', dice: Dice, label: string): { state: KbState; event: AssaultEvent } | null {
  const pool = state.chitPools[side];
  if (pool.length === 0) return null;
  const chit = pool[dice.hidden(label, pool.length) - 1]!;
  const rest = pool.filter((c) => c !== chit);
  const next = withUnits({ ...state, chitPools: { ...state.chitPools, [side]: rest } }, { [unit]: { chit: { id: chit, face } } });
  return { state: next, event: { kind: 'chit-drawn', side, unit, chit, face, rule: 'KB 2.6' } };
}

/** KB 2.6-2.7: the Combat Strength a chit gives a unit of `rating` on its face. */
export function chitValue(env: AssaultEnv, chit: { id: string; face: 'full' | 'reduced' }, rating: string): number {
  const c = chitById(env, chit.id);
  const v = c[chit.face][rating as keyof typeof c.full];
  if (v === undefined) throw new Error(`chit ${chit.id} prints no value for rating ${rating}`);
  return v;
}
