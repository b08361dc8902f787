import type { CounterType } from '../../data/counters';
import type { SosEnv } from '../../game/env';
import type { SosSide } from '../../sequence/phases';
import type { SosState } from '../../state/types';
import { sideAt } from './battlefield';

// SoS 18.14: "Leader units can never be pinned or spent"; 9.881: "Minefields, bridges, and fortification units ... 'P' results do not affect them"
const UNMARKED: ReadonlySet<CounterType> = new Set(['leader', 'minefield', 'bridge', 'fortification']);

/**
 * SoS 9.81: "P = All units in the target hex are pinned or spent (see 9.84 and 9.87)", 9.113:
 * the units of `side` left in `hex` that a P of an attack or a bombardment marks: every one,
 * transports, OPs and the River Flotilla too, leaders, minefields, bridges and fortifications
 * excepted. SoS 16.43: a pinned transport may not move or carry; 14.94: a pinned OP.
 */
export const pMarked = (env: SosEnv, state: SosState, hex: string, side: SosSide): string[] =>
  sideAt(env, state, hex, side).filter((id) => !UNMARKED.has(env.counter(id).type));
