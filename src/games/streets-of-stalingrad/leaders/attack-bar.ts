import type { SosEnv } from '../game/env';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import { commanderOut, commanders } from './commanders';

/** Why the side may make no attack now, and the rule. */
export interface AttackBar {
  message: string;
  rule: string;
}

/**
 * SoS 18.52: "No Soviet attacks may be made until the turn after Chuikov or the HQ arrives.
 * Soviet units may still make instant counter-attacks (ICA) even if Chuikov or the 62 Army
 * HQ are not on the game map." SoS 18.54: "No German attacks may be made until the turn after
 * the leader or his replacement HQ arrives", ICA again excepted. Read:
 * - the bar holds while a commander who has entered the game is out of it (wounded on the
 *   Turn Column Track, or eliminated with no replacement HQ in play: leaders/commanders.ts),
 *   and through the turn he or his HQ arrives (placed in a box, 18.42, 18.44, 18.46);
 *   "arrives" is his coming back into play, not his reaching the map or the West Bank
 *   (18.51 and 18.53 say "returns to the West Bank" and "on the game map" where they mean it);
 * - German: "the leader" of 18.54 is the one 18.53 lost, Paulus or von Seydlitz: either one
 *   out bars German attacks, as either one off the map halves German MP (windows/movement/command.ts);
 * - "attacks" are every attack the side makes: in its Attack and Exploit Attack Phases (9.0)
 *   and breakthrough attacks (10.0, "breakthrough attacks" are attacks on the CRT), and the
 *   "attack" markers that declare them (9.02a, 9.61: a marked hex must be attacked); the text
 *   names instant counter-attacks as the one exception, so ICA (12.0), bombardments (14.0, not
 *   attacks: 9.65 counts "bombardments, breakthrough attacks and attacks" apart), defensive
 *   and opportunity fire go on.
 * Null when the side may attack.
 */
export function attackBar(env: SosEnv, state: SosState, side: SosSide, turn: number): AttackBar | null {
  const rule = side === 'soviet' ? 'SoS 18.52' : 'SoS 18.54';
  const who = side === 'soviet' ? 'Soviet' : 'German';
  for (const c of commanders(env, state, side)) {
    if (commanderOut(state, c)) return { message: `${c.leader} is out of play${c.replacement ? ` and ${c.replacement} has not arrived` : ''}: no ${who} attacks until the turn after he or his replacement HQ arrives`, rule };
    const arrived = (state.commandArrivals ?? []).find((a) => a.turn === turn && (a.unit === c.leader || a.unit === c.replacement));
    if (arrived) return { message: `${arrived.unit} arrived this turn: no ${who} attacks until the next turn`, rule };
  }
  return null;
}
