import type { GameEvent } from '#kernel/engine/events';
import type { FireOutcome } from '../../combat/fire-outcome';
import type { SosState } from '../../state/types';
import type { CounterAttackAnswer, CounterAttackChoice } from './counter-attack-pause';
import type { RetreatAnswer, RetreatChoice } from './retreat-pause';

/** A running resolution: the position and the events so far. */
export interface Run {
  state: SosState;
  events: GameEvent[];
}

/**
 * Where an attack's resolution starts: from the beginning, or from a stop for the `retreat`
 * decision (its result rolled, the retreat not made) or the `counterAttack` decision (the
 * advance made, the counter-attack not), with the answer (null: the deadline passed).
 */
export type AttackFrom =
  | { stage: 'start' }
  | { stage: 'retreat'; fired: string[]; out: FireOutcome; choice: RetreatChoice; answer: RetreatAnswer | null }
  | { stage: 'counterAttack'; fired: string[]; choice: CounterAttackChoice; answer: CounterAttackAnswer | null };

/** Where an attack stopped for a decision: what its resolution needs to go on (plain JSON). */
export type AttackStop =
  | { stage: 'retreat'; fired: string[]; out: FireOutcome; choice: RetreatChoice }
  | { stage: 'counterAttack'; fired: string[]; choice: CounterAttackChoice };

/** An attack resolved, or stopped for a decision. */
export interface AttackRun extends Run {
  stop?: AttackStop;
}
