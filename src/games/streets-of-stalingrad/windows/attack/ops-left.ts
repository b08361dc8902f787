import type { SosEnv } from '../../game/env';
import type { SosSide } from '../../sequence/phases';
import type { SosState } from '../../state/types';
import { leftAlone } from './left-alone';

/**
 * SoS 14.97, 14.81, 9.82 in a hex where a fire (an attack, a bombardment, defensive fire)
 * eliminated a combat unit of `owner`: when none of his combat units is left there, his OP and
 * fortification units there are eliminated too: "OP units are eliminated: ... After all other
 * friendly combat units in the same hex are eliminated" (14.97); "OP units and fortification
 * units are eliminated if all other combat units in that hex are eliminated" (9.82). Whatever
 * eliminated the last one: a loss chosen, an immobilized tank taken by a P (16.37), the
 * attackers of a hex taken by defensive fire. `state` is the position after the losses;
 * `combatLost`, whether the fire eliminated a combat unit of `owner` in the hex.
 */
export function opsLeftAlone(env: SosEnv, state: SosState, hex: string, owner: SosSide, combatLost: boolean): string[] {
  return leftAlone(env, state, hex, owner, combatLost, ['op', 'fortification']);
}
