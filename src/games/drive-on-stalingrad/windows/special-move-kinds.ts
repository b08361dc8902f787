import type { DosContext } from '../data/context';
import { hasSpecialRule } from '../rules/special-rules';
import { GERMAN, SOVIET } from '../state/sides';
import type { DosState } from '../state/types';

/**
 * The movement-phase order kinds beyond `move` that the phasing side may give: the German
 * mobile assault (`assault`, DoS 9.23, both scenarios), the Soviet sea move (`sea`, 9.18,
 * where the scenario has it).
 */
export function specialMoveKinds(ctx: DosContext, state: DosState): string[] {
  if (state.at.side === GERMAN) return ['assault'];
  return state.at.side === SOVIET && hasSpecialRule(ctx, state, 'black-sea-movement') ? ['sea'] : [];
}
