import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { removeCombatMarkers, removePinsOutsideAttacks, spendBreakthruMarkers } from '../markers/remove-markers';
import type { AutomaticEntry } from '../sequence/windows';
import type { SosState } from '../state/types';

/**
 * The server's own steps of the turn plan (sequence/steps.ts) that the referee carries out:
 * the markers' lifecycle (9.114, 9.115, 10.6). The steps not listed here (ammunition,
 * isolation, reinforcements in the boxes, the resolutions of phases whose windows are not
 * refereed yet) change nothing. `dice` rolls for the steps that roll, labelled
 * `T{nn}/{step}/...` (the window that closed before them owns the step's dice).
 */
export function runAutomatic(state: SosState, entry: AutomaticEntry & { turn: number }, _dice: Dice): { state: SosState; events: GameEvent[] } {
  const [phase, what] = entry.step.split('.') as [string, string];
  const n = Number(phase);
  if (what === 'pins') return removePinsOutsideAttacks(state, n);
  if (what === 'end' && (n === 8 || n === 15)) return removeCombatMarkers(state, n);
  if (what === 'end') return spendBreakthruMarkers(state, n);
  return { state, events: [] };
}
