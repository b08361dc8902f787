import type { DosContext } from '../data/context';
import { GERMAN, type DosSide } from '../state/sides';
import type { DosState } from '../state/types';
import type { BattleFacts } from './odds-modifiers';
import { checkPhaseOrder } from './phase-order';

/**
 * The facts a battle's shifts need from the game options (state/game-options.ts): none for
 * a game created without them, so its battles are what they always were. `orderImposed`
 * (DoS 5.6 with 5.4(2)): the German attacker could not have declared movement first.
 */
export function readingFacts(ctx: DosContext, state: DosState, side: DosSide): Pick<BattleFacts, 'rules' | 'orderImposed'> {
  if (!state.rules) return {};
  const imposed = side === GERMAN && !checkPhaseOrder(ctx, state, GERMAN, 'movement-first').ok;
  return { rules: state.rules, ...(imposed ? { orderImposed: true } : {}) };
}
