import type { WindowId } from '#kernel/ids';
import { windowId } from '#kernel/ids';
import type { PhaseOrder } from '../orders/declare';
import type { DosState, PhaseKind } from '../state/types';

/** DoS 5.4: unless declared otherwise, the prepared assault phase comes first. */
export const DEFAULT_PHASE_ORDER: PhaseOrder = 'combat-first';

/** The two phases of a player turn in the declared order (DoS 5.4, 5.5). */
export function phasesOf(order: PhaseOrder): [PhaseKind, PhaseKind] {
  switch (order) {
    case 'combat-first':
      return ['combat', 'movement'];
    case 'movement-first':
      return ['movement', 'combat'];
    case 'combat-combat':
      return ['combat', 'combat'];
    case 'movement-movement':
      return ['movement', 'movement'];
  }
}

/** The phase the open window decides, given the declaration in the file (opening window) or the state. */
export function phaseNow(state: DosState, declared?: PhaseOrder): PhaseKind {
  const order = (state.at.step === 0 ? declared : undefined) ?? state.phaseOrder ?? DEFAULT_PHASE_ORDER;
  return phasesOf(order)[state.at.step];
}

export const turnLabel = (turn: number): string => `T${String(turn).padStart(2, '0')}`;

/**
 * The open window's name: `german` / `soviet` for a player turn's opening window
 * (declaration and first phase), `german-movement` / `german-combat` for its second.
 */
export function windowName(state: DosState): string {
  if (state.at.step === 0) return state.at.side;
  return `${state.at.side}-${phaseNow(state)}`;
}

/** `Tnn/<name>`, e.g. "T03/german-movement". */
export const currentWindowId = (state: DosState): WindowId => windowId(`${turnLabel(state.turn)}/${windowName(state)}`);
