import type { GameEvent } from '#kernel/engine/events';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { optionalRule } from '#games/campaign-to-stalingrad/setup/optional-rules';
import { airUnitsOf } from './air-units';

/**
 * CtS 38.0 at the start of a Game Turn: "Each Air Unit may perform one mission per turn", so
 * every air unit is ready again ("The intercepting unit and the intercepted unit return to
 * play in the next turn"); and a side whose count grows this turn receives its reinforcement
 * ("On turn 3 he receives another as reinforcement").
 */
export function abstractAirTurnStart(state: CtsState): { state: CtsState; events: GameEvent[] } {
  if (!optionalRule(state, 'abstractAir')) return { state, events: [] };
  const events: GameEvent[] = [];
  for (const side of ['axis', 'soviet'] as const) {
    const more = airUnitsOf(state.scenario, state.turn, side) - airUnitsOf(state.scenario, state.turn - 1, side);
    if (more > 0) events.push({ type: 'air-reinforcement', rule: 'CtS 38.0', side, units: more, text: `the ${side === 'axis' ? 'Axis' : 'Soviet'} player receives ${more === 1 ? 'another air unit' : `${more} more air units`} as reinforcement` });
  }
  const { abstractAir: _turnOver, ...rest } = state;
  return { state: rest, events };
}
