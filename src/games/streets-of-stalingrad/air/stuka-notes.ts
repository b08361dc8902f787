import type { SosState } from '../state/types';
import type { PhaseContext } from '../windows/phase';
import { stukasLeft, stukasOfTurn } from './availability';

/** SoS 15.11, 15.51: what the German must know to place Stukas in this window: how many are left this turn, and their AF. */
export function stukaNotes(ctx: PhaseContext, state: SosState): string[] {
  if (ctx.side !== 'german') return [];
  const all = stukasOfTurn(ctx.env, ctx.scenario, ctx.turn);
  if (all === 0) return [];
  return [`Stukas left this turn: ${stukasLeft(ctx.env, ctx.scenario, ctx.turn, state)} of ${all}, ${ctx.env.tables.stukaCards.afPerUnit} AF each; each flies once a turn, the Soviet AA in range fires at them first (SoS 15.11, 15.42, 15.51)`];
}
