import type { SosStanding } from '../orders/standing';
import type { SosSide } from '../sequence/phases';
import type { SequencePosition } from '../sequence/position';
import type { SosScenarioId } from '../sequence/scenarios';
import type { SosState } from '../state/types';

/** How a game ended (SoS 3.1-3.4). */
export interface SosResult {
  winner: SosSide | null;
  reason: string;
  /** The German victory points (3.2: every VP is awarded to the German player). */
  germanVp: number;
  /** The level of victory (3.3): Soviet decisive, Soviet marginal, German marginal, German decisive. */
  level: string | null;
}

/**
 * A phase stopped for a named decision (sequence/pauses.ts): the window it opens for the
 * deciding side and what the phase needs to go on once it is answered or its deadline passes.
 */
export interface SosPause {
  /** `T{nn}/{side}-{decision}-{n}`. */
  id: string;
  side: SosSide;
  decision: string;
  about: string;
  n: number;
  /** The window the phase was stopped in; the game goes on from it once the phase is over. */
  window: string;
  /** What the stopped phase needs to go on, its own record (plain JSON). */
  resume: unknown;
}

/**
 * A game of Streets of Stalingrad as the service keeps it: plain JSON, never changed in
 * place, null rather than absent values.
 */
export interface SosGame {
  scenario: SosScenarioId;
  state: SosState;
  /** The side whose set-up window is open (2.31: the Soviet sets up first), null once both have set up. */
  setup: SosSide | null;
  /** Where the game stands in the turn plan (sequence/position.ts): the window open now; null while setting up and once the game is over. */
  position: SequencePosition | null;
  /** The game options chosen at creation, name to value. */
  options: Record<string, string>;
  /** Each side's reaction policy (standing orders), as its last file that held one gave it. */
  standing: Record<SosSide, SosStanding | null>;
  /** The open pause, if a phase stopped for a named decision. */
  pause: SosPause | null;
  /** The pauses opened so far this turn (a pause window's number is the next one, sequence/pauses.ts). */
  pausesThisTurn: number;
  result: SosResult | null;
}
