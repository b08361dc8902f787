import type { UnitDef } from '../data/units';
import type { KbContext } from '../state/context';
import type { KbState } from '../state/types';

/** KB 20.1 optional: the mechanized icon colours Popov's Out of Gas side holds back. */
export const POPOV_COLOURS: ReadonlySet<string> = new Set(['orange', 'pink']);

/** KB 20.1 optional: Popov's HQ is flipped to its 'Out of Gas' side (for the rest of the game). */
export const popovIsOutOfGas = (ctx: KbContext, state: KbState): boolean =>
  Object.values(state.units).some((u) => u.outOfGas && ctx.unit(u.id).side === 'soviet');

/**
 * KB 20.1 optional: whether `def` is held back by Popov being Out of Gas: a Soviet
 * mechanized unit with an orange or pink icon. It then rolls on the C&C Table at -3 in each
 * Soviet Command Phase and "may no longer use the Winter Combat Bonus (14.2)". The text gives
 * Out of Gas these two effects and no other (none on a retreat).
 */
export const heldByPopovOutOfGas = (ctx: KbContext, state: KbState, def: UnitDef): boolean =>
  def.side === 'soviet' && def.class === 'mechanized' && POPOV_COLOURS.has(def.colour) && popovIsOutOfGas(ctx, state);
