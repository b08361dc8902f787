import type { SosEnv } from '../../game/env';
import type { SosSide } from '../../sequence/phases';
import type { SosState } from '../../state/types';
import { leftAlone } from './left-alone';

/**
 * SoS 16.48, 16.49 in the hex a bombardment or an attack hits: after a loss result (D1 or
 * more), when no combat unit of the owner is left in the hex, his transports there are
 * eliminated too: "If all of the Soviet combat units in the same hex with the transport units
 * are eliminated, then all of the transport units are also eliminated" (16.49), and a hex of
 * transports with no combat unit loses them to the loss (16.48: transports "can also be
 * eliminated by bombardment ... and attacks"). `state` is the position after the losses.
 */
export function transportsLeftAlone(env: SosEnv, state: SosState, hex: string, owner: SosSide, lossResult: boolean): string[] {
  return leftAlone(env, state, hex, owner, lossResult, ['transport']);
}
