import type { GameEvent } from '#kernel/engine/events';
import type { Issue } from '#kernel/engine/issues';
import type { Dice } from '#kernel/engine/dice';
import type { SosDecisionName } from '../orders/kinds';
import type { SosOrder } from '../orders/schema';
import type { SosStanding } from '../orders/standing';
import type { SosSide } from '../sequence/phases';
import type { SosScenarioId } from '../sequence/scenarios';
import type { WindowEntry } from '../sequence/windows';
import type { SosState } from '../state/types';
import type { SosEnv } from '../game/env';

/** What a window's rules know of the game beside the position: the data, the window and both sides' reaction policies. */
export interface PhaseContext {
  env: SosEnv;
  scenario: SosScenarioId;
  turn: number;
  window: WindowEntry;
  /** The side whose file the window waits for. */
  side: SosSide;
  standing: Readonly<Record<SosSide, SosStanding | null>>;
  options: Readonly<Record<string, string>>;
}

/** A phase stopped for a named decision: who answers, what about, and what the phase needs to go on (plain JSON). */
export interface PhaseStop {
  side: SosSide;
  decision: SosDecisionName;
  about: string;
  resume: unknown;
}

/** A window closed: the new position, its events, and the stop when the phase waits for a decision. */
export interface PhaseDone {
  state: SosState;
  events: GameEvent[];
  stop: PhaseStop | null;
  /** SoS 3.1: the German player declared the game over; victory is determined at once. */
  gameOver?: true;
}

/**
 * The rules of one kind of window (administrative, bombardment, movement, reserves, attack):
 * whether its side has anything to decide in it, the check of the orders it takes (each
 * issue's path as `['orders', i, ...]`, `i` the order's place in the list given), and its
 * resolution. A window whose phase stops for a decision also checks and takes the answer.
 */
export interface WindowRules {
  hasChoice(ctx: PhaseContext, state: SosState): boolean;
  /** What the side must know of the position to write its file, for the template's notes (optional). */
  notes?(ctx: PhaseContext, state: SosState): string[];
  check(ctx: PhaseContext, state: SosState, orders: readonly SosOrder[]): Issue[];
  adjudicate(ctx: PhaseContext, state: SosState, orders: readonly SosOrder[], dice: Dice): PhaseDone;
  /** The answer to a stop this window's phase made (`stop.resume`); absent for a window that never stops. */
  checkAnswer?(ctx: PhaseContext, state: SosState, stop: PhaseStop, orders: readonly SosOrder[]): Issue[];
  /** The phase goes on from its stop with the answer, or with the decision's default when `orders` is null (the deadline passed). */
  resume?(ctx: PhaseContext, state: SosState, stop: PhaseStop, orders: readonly SosOrder[] | null, dice: Dice): PhaseDone;
}
