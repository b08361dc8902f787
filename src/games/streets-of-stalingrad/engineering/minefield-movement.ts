import type { SosEnv } from '../game/env';
import { minefieldAt } from '../state/engineering';
import type { SosState } from '../state/types';
import type { SosSide } from '../sequence/phases';

/**
 * SoS 17.22: "Minefield units (enemy or friendly) stop units that move into their hex ... If a
 * friendly combat unit is already in that hex at the start of a phase, units may move through
 * a hex containing a friendly minefield unit at a cost of +2 MP in addition to the terrain cost
 * of that hex." `stop`: the move ends in the hex; `through`: +2 MP and the move may go on;
 * undefined: no minefield. A unit that begins its move on a minefield leaves it freely (the
 * walk reads only the hexes entered). The friendly combat unit is read on the position the
 * phase began with (`phaseStart`; the position given when absent): one that moved in earlier
 * in the phase lets no one through, one that was there and has moved out still does.
 */
export function minefieldEntry(env: SosEnv, state: SosState, side: SosSide, hex: string, phaseStart: SosState = state): 'stop' | 'through' | undefined {
  const m = minefieldAt(state, hex);
  if (!m) return undefined;
  if (m.side !== side) return 'stop';
  const held = Object.entries(phaseStart.pieces).some(([id, p]) => p.at === hex && env.facts(id).side === side && env.facts(id).combat);
  return held ? 'through' : 'stop';
}
