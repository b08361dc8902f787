import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '../data/context';
import type { CtsState } from '../state/types';
import { startOfMovement, withIntersectingAtStart } from '../phases/start-of-movement';
import { observeFerries } from '../rules/movement/ferry';
import { uranusOpening, weatherRule } from './game-options';

/**
 * CtS 25.0, 35.5, 36.5: the scenario's weather default and its first turn. Operation Uranus
 * plays Section II, so the weather is rolled unless the club's options say `weather: clear`
 * (the scenario's `weather`); the first turn is the scenario's (36.5: "If playing with the
 * Weather rules, the first turn is Overcast"), Clear when the weather rules are not played.
 */
export function withScenarioWeather(ctx: CtsContext, state: CtsState, options: Record<string, unknown> | undefined): CtsState {
  const scenario = ctx.scenarios.get(state.scenario);
  if (!scenario || scenario.weather === undefined) return state;
  const chosen = options?.['weather'];
  const rules = chosen === undefined && scenario.weather === 'rolled' ? { ...state.rules, weather: 'rolled' as const } : state.rules;
  const withRules: CtsState = rules ? { ...state, rules } : state;
  return weatherRule(withRules) === 'rolled' ? withRules : { ...withRules, weather: 'clear' };
}

/**
 * The game's first window once set up: the Axis Movement Phase of the first turn, opened by
 * its automatic steps (ESoP A1-A5, digest A15), or the window the scenario names (36.6:
 * Uranus "starts on turn 49 with the Soviet Player's Combat Phase. There is no Axis Player
 * Turn or Soviet Movement Phase in this Game Turn", so none of a Movement Phase's steps run).
 */
export function openFirstWindow(ctx: CtsContext, state: CtsState): { state: CtsState; events: GameEvent[] } {
  const first = ctx.scenarios.get(state.scenario)?.firstWindow;
  // 36.6 [Change] (game option uranusOpening: overrun-holes, digest A16): a Soviet Movement Phase of overruns and the moves through their holes, with none of a Movement Phase's other steps
  if (first?.phase === 'combat' && uranusOpening(state) === 'overrun-holes') return { state: withIntersectingAtStart(ctx, observeFerries(ctx, { ...state, phase: 'movement' }, first.phasing)), events: [] };
  if (first) return { state, events: [] };
  return startOfMovement(ctx, state, 'axis');
}
