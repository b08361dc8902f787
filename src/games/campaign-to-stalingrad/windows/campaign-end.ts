import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '../data/context';
import type { CtsState } from '../state/types';
import { automaticVictor } from '../rules/automatic-victory';
import { campaignCount, campaignCountText, campaignWinner } from '../rules/campaign-victory';

/** CtS 37.4-37.6: the Campaign Game ends at the conclusion of turn 62 with its count. */
export function campaignGameOver(ctx: CtsContext, state: CtsState): { state: CtsState; events: GameEvent[] } {
  const count = campaignCount(ctx, state);
  const winner = campaignWinner(count.vp);
  const reason = campaignCountText(count, state.turn);
  const parts = { caucasus: count.caucasus, volga: count.volga, cities: count.cities };
  return {
    state: { ...state, result: { ended: true, ...(winner ? { winner } : {}), reason, vp: count.vp } },
    events: [{ type: 'game-over', rule: 'CtS 37.4', vp: count.vp, ...(winner ? { winner } : {}), count: parts, text: reason }],
  };
}

/**
 * CtS 37.5: a player who controls every Major and Minor City hex on the map wins at once and the
 * game ends; checked after each order of a window (readings `automaticVictoryAtOnce`, cts-6) and
 * as each phase ends (digest A43, all that a cts-5 game checks). Null: the game goes on.
 */
export function automaticVictoryEnd(ctx: CtsContext, state: CtsState, phase: string): { state: CtsState; events: GameEvent[] } | null {
  if (state.result) return null;
  const winner = automaticVictor(ctx, state);
  if (!winner) return null;
  const name = winner === 'axis' ? 'Axis' : 'Soviet';
  const reason = `${phase} of turn ${state.turn}: the ${name} Player controls every Major and Minor City hex on the map and wins at once (CtS 37.5)`;
  const vp = campaignCount(ctx, state).vp;
  return { state: { ...state, result: { ended: true, winner, reason, vp } }, events: [{ type: 'game-over', rule: 'CtS 37.5', winner, vp, text: reason }] };
}
