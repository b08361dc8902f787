import type { DieRecord } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { HeadSignature } from './head-signature';

/**
 * One self-contained JSON document per game (design.md Contracts, `GET /api/games/:id/archive`,
 * `umpire export`, `umpire verify`). Redacted per reader until the game ends.
 */
export interface Archive {
  format: 'umpire-archive/1';
  /** Who this copy is for: the public, one side, or everything (referee, or any reader once ended). */
  redaction: 'public' | { side: string } | 'full';
  game: {
    id: string;
    title: string;
    scenario: string;
    options: Record<string, unknown>;
    engineVersion: string;
    sides: string[];
    createdAt: string;
    status: 'active' | 'paused' | 'ended';
    /** s_0 of the dice chain. */
    diceCommitment: string;
    /** SHA256(gameSalt), published at creation. */
    gameSaltHash: string;
    /** Revealed once the game has ended (and in the referee's copy). */
    gameSalt?: string;
    outcome?: { winner?: string; reason?: string };
    /** The first link of the log chain: SHA256(diceCommitment ‖ JCS(every other member but gameSalt, status, outcome)). */
    logHash: string;
  };
  steps: ArchiveStep[];
  /**
   * Referee actions (docs/referee.md), present when there are any. Each sits in the log
   * after step `afterStep` (before step afterStep + 1) and is chained with the steps.
   */
  referee?: ArchiveRefereeEntry[];
  /** The current state as the reader may see it. */
  finalView: unknown;
  /**
   * Seals the copy: SHA256(last logHash ‖ JCS({redaction, status, outcome?, finalView})). The
   * log chain runs from `game.logHash` through the steps and referee entries in order
   * (docs/storage.md "Archive log chain").
   */
  logHead: string;
  /** The server's signature on `logHead`, added by the HTTP API (src/archive/head-signature.ts); not part of the chain. */
  signature?: HeadSignature;
}

export interface ArchiveStep {
  step: number;
  window: string;
  stateHashBefore: string;
  stateHashAfter: string;
  ctx: string;
  seed: string;
  /**
   * The dice chain index of `seed`, present only when it is not `step`: a step that replays
   * an undone step with the same inputs after a rollback reuses that step's seed (docs/dice.md).
   */
  seedIndex?: number;
  /** Files that went into the step: the accepted turn files (canonical JSON, without auth). */
  submissions: { side: string; fileHash: string; entropy?: string; file?: unknown }[];
  transcript: DieRecord[];
  events: GameEvent[];
  at: string;
  /** SHA256(previous logHash ‖ canonical JSON of this step without logHash). */
  logHash: string;
}

/** What a referee did (docs/referee.md). */
export type RefereeAction = 'preview' | 'force-close' | 'rollback' | 'correct' | 'replace-player' | 'pause' | 'resume' | 'end';

/** One change of a correction: the value set at `path` of the state (and, in the full copy, what was there). */
export interface StateChange {
  path: (string | number)[];
  /** Absent in a copy whose reader the correction is hidden from (see `visibleTo`). */
  value?: unknown;
  /** The value before, in the full copy only. */
  was?: unknown;
}

/**
 * A referee action in the log. `stateHashBefore`/`stateHashAfter` are the state hashes
 * around it: equal except for `rollback` (the hash of the state rolled back to) and
 * `correct`. `detail` by action:
 * - preview, force-close: `{ window }`
 * - rollback: `{ to, undone: [step, …], replay }` (to = the step whose result is restored, 0 = the set-up)
 * - correct: `{ changes: StateChange[], visibleTo?: [side, …] }`
 * - replace-player: `{ side }`; pause, resume: `{}`; end: `{ winner? }`
 */
export interface ArchiveRefereeEntry {
  seq: number;
  afterStep: number;
  action: RefereeAction;
  /** `umpire` when the service paused the game itself (the outage guard). */
  by: 'referee' | 'umpire';
  reason?: string;
  detail: Record<string, unknown>;
  stateHashBefore: string;
  stateHashAfter: string;
  at: string;
  /** SHA256(previous logHash ‖ canonical JSON of this entry without logHash). */
  logHash: string;
}
