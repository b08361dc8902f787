import type { SosEnv } from '../game/env';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import { onGameMap, shortOfAmmunition } from './affected';

const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * SoS 14.73, 14.74: the IF units `side` holds so that their AF covers `shortage`: first those
 * its standing order names (`silenceFirst`, in its order), then the least AF first, ties by
 * unit id, until the AF held reaches the shortage. A unit is held whole (its AF fires whole,
 * 14.02), so the last may take the AF held past the shortage. Only its IF units on the game
 * map count (14.73: East Bank boxes and West Bank hexes); the Katyushas are not affected
 * (14.73). `held` AF short of the shortage when there are not units enough: `unmet`.
 */
export function holdOrder(env: SosEnv, state: SosState, side: SosSide, shortage: number, silenceFirst: readonly string[]): { held: string[]; af: number; unmet: number } {
  const candidates = Object.entries(state.pieces)
    .filter(([id, p]) => {
      const c = env.counter(id);
      return c.side === side && shortOfAmmunition(c) && onGameMap(p);
    })
    .map(([id]) => id);
  const chosen = silenceFirst.filter((id, n) => candidates.includes(id) && silenceFirst.indexOf(id) === n);
  const rest = candidates.filter((id) => !chosen.includes(id)).sort((a, b) => env.counter(a).af - env.counter(b).af || byId(a, b));
  const held: string[] = [];
  let af = 0;
  for (const id of [...chosen, ...rest]) {
    if (af >= shortage) break;
    held.push(id);
    af += env.counter(id).af;
  }
  return { held: held.sort(byId), af, unmet: Math.max(0, shortage - af) };
}
