import type { HexId } from '#kernel/ids';
import type { KbSide } from '../data/ids';

/**
 * An answer to a decision asked in the middle of a Movement Phase (orders/decisions.ts, its
 * hexes resolved): the Forced Displacement's hex or the unit eliminated (KB 11.32), the unit
 * that loses the step (11.26, 12.63), the defender's Air Point (5.21, 11.2).
 */
export type MovementAnswer =
  | { displace: { hex: HexId } }
  | { displace: { eliminate: true } }
  | { losses: { units: string[] } }
  | { airDefense: { commit: number } };

/**
 * A decision of the other side that its standing orders leave to it (`ask`) and that has a
 * real choice (sequence/pauses.ts): the units and hex it is about, and every legal answer,
 * the default first.
 */
export interface MovementAsk {
  decision: 'displace' | 'losses' | 'airDefense';
  /** The side that answers. */
  side: KbSide;
  hex: HexId;
  units: string[];
  about: string;
  choices: MovementAnswer[];
  /** KB 5.21 (`airDefense`): the Air Points the attacker committed, declared before the defender's. */
  attackerAir?: number;
  /** The default (the first choice) in plain words, with how it is ranked. */
  default: string;
  rule: string;
}

/**
 * Thrown by the caller's judgements (game/judge/movement-judge.ts) where a decision is to be
 * asked: the Movement Phase stops there (execute.ts), before the choice is applied, and says
 * what is asked. The phase is carried out again from its start with the same dice and the
 * answers given so far to go on (windows/movement/resume.ts).
 */
export class MovementPhaseStop {
  constructor(readonly ask: MovementAsk) {}
}
