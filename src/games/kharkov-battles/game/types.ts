import type { KbScenarioId, KbSide } from '../data/ids';
import type { KbStanding } from '../orders/standing';
import type { SequencePosition } from '../sequence/position';
import type { ServerRecord } from '../server-steps/index';
import type { KbState } from '../state/types';
import type { CombatPause } from '../windows/combat/pause';
import type { MovementPause } from '../windows/movement/pause';

/** How a game ended (KB 20.1-20.3 victory conditions, or an automatic victory). */
export interface KbResult {
  winner: KbSide | null;
  reason: string;
  /** The level of victory when the scenario grades it (e.g. "decisive"). */
  level: string | null;
}

/**
 * A paused window (docs/kharkov-battles.md "Answering a paused window"): the named decision
 * the phase stopped at, for the side that must answer it, and where the window it broke
 * into resumes. Null while no phase is paused.
 */
export interface KbPause {
  /** `T{nn}/{side}-{decision}-{n}`. */
  id: string;
  side: KbSide;
  decision: string;
  about: string;
  /** The pause's number in its turn for this side and decision (the id's `n`). */
  n: number;
  /** The window the phase was stopped in (`T05/axis-combat`); the game goes on from it once the phase is over. */
  window: string;
  /** What the Combat Phase needs to go on (windows/combat/pause.ts): the facts asked and the rest of the file. */
  combat: CombatPause;
}

/**
 * A Movement Phase paused (docs/kharkov-battles.md "Answering a paused window"): the other
 * side's `displace` (KB 11.32) or `losses` (11.26) decision, as for KbPause, with what the
 * phase needs to go on (windows/movement/pause.ts) in place of the Combat Phase's.
 */
export interface KbMovementPause extends Omit<KbPause, 'combat'> {
  movement: MovementPause;
}

/** Which phase a pause broke into. */
export const isMovementPause = (p: KbPause | KbMovementPause): p is KbMovementPause => 'movement' in p;

/**
 * A game of Kharkov Battles as the service keeps it: plain JSON, never changed in place,
 * null rather than absent values, so its canonical JSON is the same however it was made.
 */
export interface KbGame {
  /** The map and every counter and marker (state/types.ts); `state.at` follows `position`. */
  state: KbState;
  scenario: KbScenarioId;
  /** Where the game stands in the turn plan (sequence/position.ts): the window open now; null once the game is over. */
  position: SequencePosition | null;
  /**
   * The server's steps from this position up to the open window that are still to be
   * carried out: set only by a set-up whose first steps roll dice (the set-up has none);
   * they run with the opening's dice (`opening`), or, in a game of engine kb-1, with the
   * first window's dice when that window closes, before its file.
   */
  pending: SequencePosition | null;
  /**
   * The opening (`T{nn}/opening`, opening.ts): a server window that waits for no side, open
   * from the set-up while the steps from `pending` to the first window roll dice (KB 13.2,
   * 19.1); the service closes it at once, and the first window's file is then checked on
   * their results. Null when no opening is open; absent in the games of engine kb-1, whose
   * pending steps ran when the first window closed (game/adjudicate.ts).
   */
  opening?: string | null;
  /** The game options chosen at creation (KB 20.1-20.3 optional rules), name to value. */
  options: Record<string, string>;
  /** Each side's standing orders, as its last file that held some gave them (docs/kharkov-battles.md). */
  standing: Record<KbSide, KbStanding | null>;
  /** The server's record between turns (server-steps). */
  record: ServerRecord;
  /** The open pause, if a phase stopped for a named decision. */
  pause: KbPause | KbMovementPause | null;
  result: KbResult | null;
}
