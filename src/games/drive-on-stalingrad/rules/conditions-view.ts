import type { DosContext } from '../data/context';
import type { DosState } from '../state/types';
import { isSchwerpunkt, isSeaBlocked, planesLeft } from './air/planes';
import { isManychFlooded } from './manych-flood';
import { seaMovesLeft, seaQuota } from './sea-movement/quota';
import { hasSpecialRule } from './special-rules';
import { weatherOf } from './weather/current';

/**
 * What both players know about this game turn's conditions (public): the weather (10.0,
 * reconstructed), the German aircraft still free (11.25; whole-turn uses 9.18, 9.27), the
 * Manych flood (9.32) and the Soviet sea moves (9.18).
 */
export function conditionsView(ctx: DosContext, state: DosState): Record<string, unknown> {
  const w = weatherOf(ctx, state);
  const out: Record<string, unknown> = {
    weather: w ? { state: state.weather, name: w.name, frozen: w.frozen, ...(w.shift ? { shift: w.shift } : {}) } : { state: 'normal', name: 'Normal weather', frozen: false },
  };
  if (hasSpecialRule(ctx, state, 'ground-support-aircraft')) {
    out.air = { planesLeft: planesLeft(ctx, state), schwerpunkt: isSchwerpunkt(state), seaBlocked: isSeaBlocked(state) };
  }
  if (hasSpecialRule(ctx, state, 'manych-flood')) out.manych = { flooded: isManychFlooded(state), usedOnTurn: state.manychFlood ?? null };
  if (hasSpecialRule(ctx, state, 'black-sea-movement')) out.seaMovement = { quota: seaQuota(ctx, state), left: seaMovesLeft(ctx, state) };
  return out;
}
