import type { SosEnv } from '../game/env';
import type { SosScenarioId } from '../sequence/scenarios';
import type { SosState } from '../state/types';

/** SoS 15.51: the Stuka units the German scenario card gives this turn (tables.yaml `stukaCards`, reconstructed). */
export const stukasOfTurn = (env: SosEnv, scenario: SosScenarioId, turn: number): number => env.tables.stukaCards.scenarios[scenario]?.[turn - 1] ?? 0;

/** SoS 15.11, 15.21, 15.33, 15.45: the Stukas not yet used this turn (each flies once a turn; used and aborted ones are in the "Stukas Unavailable" box). */
export const stukasLeft = (env: SosEnv, scenario: SosScenarioId, turn: number, state: SosState): number => Math.max(0, stukasOfTurn(env, scenario, turn) - state.stukasUsed);

/** SoS 15.15, 15.51: the AF of `count` Stuka units. */
export const stukaAf = (env: SosEnv, count: number): number => count * env.tables.stukaCards.afPerUnit;
