import type { SosState } from '../state/types';
import type { PhaseContext } from '../windows/phase';
import { stukasLeft, stukasOfTurn } from './availability';
import { isBadWeather } from './bad-weather';

/** SoS 15.11, 15.51, 15.52, 15.53: what the German must know to place Stukas in this window: how many are left this turn, and their AF; none on a bad weather turn. */
export function stukaNotes(ctx: PhaseContext, state: SosState): string[] {
  if (ctx.side !== 'german') return [];
  if (isBadWeather(state, ctx.turn)) return ['Bad weather this turn: no Stuka unit may be used in any phase (SoS 15.53)'];
  const all = stukasOfTurn(ctx.env, ctx.scenario, ctx.turn, state);
  if (all === 0) return [];
  const roll = state.campaignStukas?.turn === ctx.turn ? `, 22 less this turn's roll of ${state.campaignStukas.die} (SoS 15.52)` : '';
  return [`Stukas left this turn: ${stukasLeft(ctx.env, ctx.scenario, ctx.turn, state)} of ${all}${roll}, ${ctx.env.tables.stukaCards.afPerUnit} AF each; each flies once a turn, the Soviet AA in range fires at them first (SoS 15.11, 15.42, 15.51)`];
}
