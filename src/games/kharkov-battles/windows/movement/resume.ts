import type { Dice } from '#kernel/engine/dice';
import type { KbEnv } from '../../game/env';
import type { MovementAnswer } from '../../movement-phase/stop';
import { adjudicateMovement } from './adjudicate';
import { movementDefaulted, type MovementPause } from './pause';

/**
 * A paused Movement Phase goes on (sequence/pauses.ts): the answer (null: the window closed
 * without one, and the decision's default is taken, said to that side) settles the decision;
 * the phase is carried out again from the position its window opened on, with the dice and
 * answers of before the pause, so it comes to the same point, and goes on from there with the
 * rest of the mover's file, with the dice of this window (`dice`), each order checked when
 * its turn comes; it may stop again. The end-of-phase duties (6.11, 2.3, 2.6, 18.16, 8.34)
 * run once, after the phase.
 */
export function resumeMovement(env: KbEnv, pause: MovementPause, answer: MovementAnswer | null, dice: Dice, options: Readonly<Record<string, string>> = {}) {
  const replay = { answers: [...pause.answers, answer], rolls: pause.rolls, sent: pause.sent };
  const r = adjudicateMovement(env, pause.state, pause.mover, pause.orders, pause.standing, dice, pause.label, options, replay);
  return { ...r, events: [...(answer === null ? [movementDefaulted(pause)] : []), ...r.events] };
}
