import type { GameEvent } from '#kernel/engine/events';
import type { SosEnv } from '../game/env';
import type { SosMoment } from '../state/engineering';
import type { SosState } from '../state/types';
import { isMovementPhaseOf } from './build-time';
import { engineeringAfter, engineeringDue } from './progress';

/** The engineering's part of a step of the game that changed `was` into `now` at `at`, then what falls due at `at` (17.0-17.37). */
export function engineeringStep(env: SosEnv, was: SosState, now: SosState, at: SosMoment): { state: SosState; events: GameEvent[] } {
  if (!was.engineering && !now.engineering) return { state: now, events: [] };
  const a = engineeringAfter(env, was, now, at);
  return { state: a.state, events: a.events };
}

/** At the opening of a window at `at`: the tasks due are finished (17.16, 17.25, 17.35). */
export function engineeringAtWindow(state: SosState, at: SosMoment): { state: SosState; events: GameEvent[] } {
  if (!state.engineering) return { state, events: [] };
  return engineeringDue(state, at, isMovementPhaseOf);
}
