import type { GameEvent } from '#kernel/engine/events';
import type { SosEnv } from '../game/env';
import { SOS_SIDES } from '../sequence/phases';
import type { SosState } from '../state/types';
import { onGameMap, shortOfAmmunition } from './affected';

/**
 * SoS 14.75, at the end of the turn: each side saves the AF points of its IF units on the game
 * map that did not fire this turn (no explosion marker out, 14.03), the units its shortage held
 * aside (they had no ammunition to save); the saved points count against a later shortage. The
 * Katyushas are not affected by shortages (14.73), so they save nothing.
 */
export function saveUnfired(env: SosEnv, state: SosState): { state: SosState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const ammunition = { ...state.ammunition };
  for (const side of SOS_SIDES) {
    const mine = state.ammunition[side];
    const af = Object.entries(state.pieces).reduce((sum, [id, p]) => {
      const c = env.counter(id);
      const unfired = c.side === side && shortOfAmmunition(c) && onGameMap(p) && !state.ifFired.includes(id) && !mine.held.includes(id);
      return unfired ? sum + c.af : sum;
    }, 0);
    if (af === 0) continue;
    ammunition[side] = { ...mine, saved: mine.saved + af };
    events.push({ type: 'ammunition-saved', phase: 15, side, af, saved: mine.saved + af, rule: 'SoS 14.75' });
  }
  return { state: { ...state, ammunition }, events };
}
