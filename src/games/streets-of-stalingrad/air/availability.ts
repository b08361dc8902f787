import type { SosEnv } from '../game/env';
import { isCampaign, SOS_SCENARIOS, type SosScenarioId } from '../sequence/scenarios';
import type { SosState } from '../state/types';
import { isBadWeather } from './bad-weather';

/**
 * SoS 15.5: the Stuka units the German has this turn:
 * - SoS 15.53: none on a bad weather turn;
 * - SoS 15.52: in the campaign (#3) after its first turn, the units of this turn's roll
 *   (`state.campaignStukas`, air/campaign-stukas.ts), none before it is rolled;
 * - SoS 15.51: otherwise what the German scenario card gives (tables.yaml `stukaCards`, reconstructed),
 *   its first figure the scenario's first turn's.
 */
export function stukasOfTurn(env: SosEnv, scenario: SosScenarioId, turn: number, state: Pick<SosState, 'campaignStukas' | 'badWeather'>): number {
  if (isBadWeather(state, turn)) return 0;
  if (isCampaign(scenario) && turn > 1) return state.campaignStukas?.turn === turn ? state.campaignStukas.units : 0;
  return env.tables.stukaCards.scenarios[scenario]?.[turn - SOS_SCENARIOS[scenario].firstTurn] ?? 0;
}

/** SoS 15.11, 15.21, 15.33, 15.45: the Stukas not yet used this turn (each flies once a turn; used and aborted ones are in the "Stukas Unavailable" box). */
export const stukasLeft = (env: SosEnv, scenario: SosScenarioId, turn: number, state: SosState): number => Math.max(0, stukasOfTurn(env, scenario, turn, state) - state.stukasUsed);

/** SoS 15.15, 15.51: the AF of `count` Stuka units. */
export const stukaAf = (env: SosEnv, count: number): number => count * env.tables.stukaCards.afPerUnit;
