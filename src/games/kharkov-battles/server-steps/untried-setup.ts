import type { GameEvent } from '#kernel/engine/events';
import { firstPosition } from '../sequence/position';
import { drawUntriedSetup } from '../setup/untried-draws';
import type { KbState } from '../state/types';
import { readOptions } from './options';
import { labelRoot } from './position';
import type { ServerStep, ServerStepInput } from './types';

/**
 * KB 2.72 optional: the set-up's draws are made once, before the scenario's first automatic
 * step (A.1 of its first Game-Turn), when the game was created with `hiddenStrength: on`.
 */
export function untriedSetupPrecedes(step: ServerStep, input: ServerStepInput): boolean {
  const first = firstPosition(input.state.scenario);
  return step.turn === first.turn && step.step === 'A.1' && readOptions(input.state.scenario, input.options).hiddenStrength;
}

/** KB 2.72: every set-up place of a rifle division filled by a hidden draw from the Replacement Pool (`T{nn}/setup/untried/<place>/<k>`). */
export function runUntriedSetup(step: ServerStep, input: ServerStepInput): { state: KbState; events: GameEvent[] } {
  return drawUntriedSetup(input.data.ctx, input.state, input.dice, labelRoot(step, input));
}
