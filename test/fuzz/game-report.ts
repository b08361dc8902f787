import type { Outcome } from '#kernel/engine/ruleset';
import type { BattleTally } from './fuzz-title';
import type { GameLog } from './game-log';
import type { Disagreement } from './offered-alone';

/** Something that must never happen, with where it happened. */
export interface Violation {
  /** The step whose adjudication showed it (0: the scenario's set-up). */
  step: number;
  window: string | null;
  /** e.g. "state", "events", "leak", "purity", "replay", "crash", "file", "window", "end", "runaway". */
  kind: string;
  message: string;
}

/** What one fuzzed game did. */
export interface GameReport {
  scenario: string;
  gameSeed: string;
  steps: number;
  /** The game turn the game ended in. */
  turn: number;
  outcome: Outcome;
  /** The game stopped unended at the run's last turn (play-fuzz-game.ts `lastTurn`). */
  sliced?: boolean;
  battles: BattleTally[];
  /** Accepted orders by kind (the order's key: move, attack, …). */
  orders: Record<string, number>;
  /** Orders check() refused in combination and the fuzzer dropped. */
  dropped: number;
  /** Those orders by the code of the first issue check() gave. */
  droppedBy: Record<string, number>;
  /** Offered orders checked alone, and files given up after rounds of refusals. */
  offeredChecked: number;
  gaveUp: number;
  /** Standing-only files of the side a window did not wait for, sent and accepted. */
  standingFiles: number;
  /** Title events worth counting, by type (order-skipped, overstack-removed, …). */
  notableEvents: Record<string, number>;
  violations: Violation[];
  disagreements: (Disagreement & { step: number; window: string })[];
  ms: number;
  log: GameLog;
}
