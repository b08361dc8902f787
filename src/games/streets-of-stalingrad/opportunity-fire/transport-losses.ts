import { isCombatUnit } from '../combat/unit-classes';
import type { SosEnv } from '../game/env';
import type { SosState } from '../state/types';
import { unitOf } from '../windows/attack/fire-units';

/** What opportunity fire's loss does to a moving transport and what it carries. */
export interface TransportLoss {
  eliminated: string[];
  rule: string;
}

/**
 * SoS 16.48, 16.49 for a moving stack hit by a loss result (D1 or more) of opportunity fire:
 * - 16.49: "Transport units are not considered combat units for purposes of selecting losses"
 *   (the result takes the carried combat units, selectLosses), and "If all of the Soviet combat
 *   units in the same hex with the transport units are eliminated, then all of the transport
 *   units are also eliminated" (read for opportunity fire as the moving stack's combat units,
 *   the fire's target, 11.8 note);
 * - 16.48: transports "can also be eliminated by ... opportunity fire": a loss result at a
 *   transport moving with no combat unit (alone, or carrying a leader or OP) eliminates it; "If
 *   they are carrying any units when eliminated by German opportunity fire, their passengers are
 *   also eliminated" (a leader or OP carried among them).
 * `stack` is every unit moving at the moment (leaders too), `lost` those the result took.
 */
export function transportLoss(env: SosEnv, state: SosState, stack: readonly string[], lost: readonly string[], lossResult: boolean): TransportLoss | null {
  const transports = stack.filter((id) => env.counter(id).type === 'transport' && state.pieces[id]!.at !== null);
  if (!lossResult || transports.length === 0) return null;
  const combat = stack.filter((id) => {
    const u = unitOf(env, state, id);
    return u !== undefined && isCombatUnit(u);
  });
  if (combat.some((id) => !lost.includes(id))) return null;
  const passengers = stack.filter((id) => !transports.includes(id) && !lost.includes(id) && state.pieces[id]!.at !== null);
  return {
    eliminated: [...transports, ...passengers],
    rule: combat.length > 0 ? 'SoS 16.49, 16.48' : 'SoS 16.48',
  };
}
