import type { EventRow, GameRow, InboundMailRow, NewOutboxRow, NewTurnFile, PlayerRow, RefereeActionRow, ScheduleMarkRow, SnapshotRow, StepRow, TournamentGameRow, TournamentRow } from '../schema';

/**
 * Everything one use case writes, as plain data (design.md "Storage and atomicity").
 * The service computes a plan in memory and hands it to `Store.commit`, which writes it
 * all or nothing: one synchronous transaction on better-sqlite3, one `batch()` on D1.
 */
export type CommitPlan = CreateGamePlan | AdvanceGamePlan | MailPlan | TournamentPlan | SweepPlan;

/** A new game: its row, its players, the set-up snapshot (step 0) and the steps of the server windows it opened at. */
export interface CreateGamePlan {
  kind: 'create';
  game: GameRow;
  players: PlayerRow[];
  snapshot: SnapshotRow;
  /** The steps that closed the server windows the set-up opened (docs/architecture.md), each with its snapshot, inserted after step 0. */
  steps?: { step: StepRow; snapshot: SnapshotRow }[];
  /** Their events. */
  events?: EventRow[];
  /** Mail queued by the creation (game-start mail), sent after the commit. */
  outbox?: NewOutboxRow[];
}

/**
 * A change to an existing game: an accepted turn file, an adjudication step, or both.
 * The games row is updated only if its version is still `expectedVersion`; otherwise the
 * whole plan fails with a CommitConflict and the caller re-reads and retries.
 */
export interface AdvanceGamePlan {
  kind: 'advance';
  gameId: string;
  expectedVersion: number;
  /** Inserted as a new version; earlier versions of its side and window become superseded. */
  turnFile?: NewTurnFile;
  step?: StepRow;
  events: EventRow[];
  snapshot?: SnapshotRow;
  /** Columns of the games row to set (besides `version`, which the commit moves by one). */
  game: GameChanges;
  /** Mail queued by this change (receipt, results), sent after the commit. */
  outbox?: NewOutboxRow[];
  /** The inbound mail this change answers: recorded so that it is never processed twice. */
  inbound?: InboundMailRow;
  /** Referee actions (docs/referee.md), inserted before `step`. */
  refereeActions?: RefereeActionRow[];
  /**
   * A rollback's undone line: every file of the game stops counting (it becomes superseded),
   * except the files of `keepWindow`, the window a replay left open where it was before.
   */
  undoFiles?: { keepWindow: string | null };
  /** Steps inserted after `step`, each with its snapshot (their events go in `events`): replayed after a rollback, or closing the server windows `step` opened. */
  replayed?: { step: StepRow; snapshot: SnapshotRow }[];
  /** A side's new token hash, signing key and address (a replaced player). */
  player?: PlayerRow;
  /** What the scheduler did for the window (docs/deadlines.md): a taken key means it was done already. */
  scheduleMarks?: ScheduleMarkRow[];
}

/**
 * The time of a sweep of the scheduler, kept for the outage guard (docs/deadlines.md). The
 * same commit erases every unsent outbox secret whose expiry is at or before `at`, and seals
 * signing keys still stored in clear (each written only while its row still holds `clear`).
 */
export interface SweepPlan {
  kind: 'sweep';
  at: string;
  sealedKeys?: { gameId: string; side: string; clear: string; sealed: string }[];
}

/** A new tournament, or games added to one (docs/tournaments.md). */
export interface TournamentPlan {
  kind: 'tournament';
  tournament?: TournamentRow;
  games: TournamentGameRow[];
}

/**
 * An inbound mail dealt with without changing a game (refused, ignored, or a duplicate
 * file): its record and the replies it gets. A second record of the same Message-ID
 * fails the key and becomes a CommitConflict.
 */
export interface MailPlan {
  kind: 'mail';
  inbound: InboundMailRow;
  outbox: NewOutboxRow[];
}

export type GameChanges = Partial<Omit<GameRow, 'id' | 'version' | 'createdAt' | 'diceSecret' | 'gameSalt'>>;

/** Another writer changed the game first (or took the same key): re-read and retry. */
export class CommitConflict extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CommitConflict';
  }
}
