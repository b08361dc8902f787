import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { DieRecord } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { DecisionWindow, Outcome } from '#kernel/engine/ruleset';

/**
 * The tables of one Umpire database (docs/storage.md). Times are ISO 8601 UTC text; JSON
 * columns hold plain JSON. Nothing is ever deleted: turn files keep every version, steps,
 * events and snapshots are append-only, and the games row is the only row that changes
 * (guarded by `version`).
 */
export const games = sqliteTable(
  'games',
  {
    id: text('id').primaryKey(),
    /** Title id, e.g. "drive-on-stalingrad". */
    title: text('title').notNull(),
    /** Scenario id within the title, e.g. "operation-blue". */
    scenario: text('scenario').notNull(),
    options: text('options', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    engineVersion: text('engine_version').notNull(),
    /** `paused`: by the referee or the outage guard; the reason is the pause action's (referee_actions). */
    status: text('status', { enum: ['active', 'paused', 'ended'] }).notNull(),
    createdAt: text('created_at').notNull(),
    /** s_N, the secret end of the dice chain (hex). Never leaves the server. */
    diceSecret: text('dice_secret').notNull(),
    /** The secret game salt (hex); revealed in the archive once the game has ended. */
    gameSalt: text('game_salt').notNull(),
    /** s_0, published at creation. */
    diceCommitment: text('dice_commitment').notNull(),
    /** SHA256(gameSalt bytes), published at creation. */
    gameSaltHash: text('game_salt_hash').notNull(),
    refereeTokenHash: text('referee_token_hash').notNull(),
    state: text('state', { mode: 'json' }).$type<unknown>().notNull(),
    /** Published state hash: HMAC-SHA256(gameSalt, canonical state). */
    stateHash: text('state_hash').notNull(),
    headline: text('headline').notNull(),
    /** k of the last adjudication step (0 before the first). */
    lastStep: integer('last_step').notNull(),
    /** seq of the last event row (0 before the first). */
    lastEventSeq: integer('last_event_seq').notNull(),
    windowId: text('window_id'),
    window: text('window', { mode: 'json' }).$type<DecisionWindow>(),
    windowOpenedAt: text('window_opened_at'),
    deadline: text('deadline'),
    /** Optimistic concurrency: every commit moves it by one, guarded by its old value. */
    version: integer('version').notNull(),
    outcome: text('outcome', { mode: 'json' }).$type<Outcome>(),
    /** Where the referee's notices go (docs/deadlines.md); null: none are sent. Never published. */
    refereeEmail: text('referee_email'),
    /** Every absence declared, in order (docs/deadlines.md); a deadline falling in one moves past its end. */
    absences: text('absences', { mode: 'json' }).$type<Absence[]>().notNull().default([]),
  },
  (t) => [index('games_status_deadline').on(t.status, t.deadline)],
);

export const players = sqliteTable(
  'players',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    side: text('side').notNull(),
    email: text('email'),
    /** SHA-256 of the token (hex); the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /**
     * The key that verifies the side's signed turn files, HMAC-SHA256(token, "umpire-sign"),
     * sealed under the server's secret key, which is kept outside the database
     * (src/service/credentials/signing-key-vault.ts): the column alone cannot sign as the side.
     */
    signingKey: text('signing_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.side] }), index('players_token').on(t.gameId, t.tokenHash)],
);

export const turnFiles = sqliteTable(
  'turn_files',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    side: text('side').notNull(),
    windowId: text('window_id').notNull(),
    /** 1, 2, … per (game, side, window). */
    version: integer('version').notNull(),
    /** SHA-256 of `canonical`. */
    fileHash: text('file_hash').notNull(),
    /** The file's canonical JSON without `auth`. */
    canonical: text('canonical').notNull(),
    /** The text as received. */
    raw: text('raw').notNull(),
    final: integer('final', { mode: 'boolean' }).notNull(),
    channel: text('channel', { enum: ['http', 'mail', 'cli'] }).notNull(),
    receivedAt: text('received_at').notNull(),
    /** A later version of the same side and window replaced this one. */
    superseded: integer('superseded', { mode: 'boolean' }).notNull(),
    /** The receipt given for this version, returned again for an identical resubmission. */
    receipt: text('receipt', { mode: 'json' }).$type<unknown>().notNull(),
  },
  (t) => [
    uniqueIndex('turn_files_version').on(t.gameId, t.side, t.windowId, t.version),
    // The files that still count, by window then side: what a submission reads and supersedes,
    // without walking every earlier version of the window or of the game.
    index('turn_files_live').on(t.gameId, t.windowId, t.superseded, t.side),
    index('turn_files_hash').on(t.gameId, t.fileHash),
  ],
);

export const steps = sqliteTable(
  'steps',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    k: integer('k').notNull(),
    windowId: text('window_id').notNull(),
    stateHashBefore: text('state_hash_before').notNull(),
    stateHashAfter: text('state_hash_after').notNull(),
    ctx: text('ctx').notNull(),
    /** s_k, revealed with the step. */
    seed: text('seed').notNull(),
    /**
     * Which element of the dice chain `seed` is: k, except for a step that replays an undone
     * step with the same inputs after a rollback, which reuses that step's index (docs/dice.md).
     */
    seedIndex: integer('seed_index').notNull().default(0),
    submissions: text('submissions', { mode: 'json' })
      .$type<{ side: string; fileHash: string; entropy?: string }[]>()
      .notNull(),
    /** The published transcript: hidden draws as commitments only. */
    transcript: text('transcript', { mode: 'json' }).$type<DieRecord[]>().notNull(),
    /** The transcript with hidden values, for the referee and the archive after the end. */
    fullTranscript: text('full_transcript', { mode: 'json' }).$type<DieRecord[]>().notNull(),
    /** Who closed the window: the last final file, the referee, or the deadline. */
    closedBy: text('closed_by', { enum: ['files', 'referee', 'deadline'] }).notNull(),
    at: text('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.k] })],
);

export const events = sqliteTable(
  'events',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    /** 1, 2, … per game. The key serializes writers: one that loses the race retries. */
    seq: integer('seq').notNull(),
    step: integer('step').notNull(),
    event: text('event', { mode: 'json' }).$type<GameEvent>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seq] }), index('events_step').on(t.gameId, t.step)],
);

export const snapshots = sqliteTable(
  'snapshots',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    /** The state after step k (0 = the scenario's set-up). */
    step: integer('step').notNull(),
    state: text('state', { mode: 'json' }).$type<unknown>().notNull(),
    stateHash: text('state_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.step] })],
);

/** What an outgoing mail is for (docs/mail.md). */
export const OUTBOX_KINDS = ['game-start', 'receipt', 'rejection', 'results', 'standings', 'reminder', 'referee-notice'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** A file attached to an outgoing mail: text as is, or bytes as base64 (PDF reports). */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
  /**
   * Made when the mail is sent, not when it is queued (src/mail/outbox/report-attachment.ts):
   * `content` is empty in the row and the sender renders this side's PDF report of the step.
   */
  render?: { kind: 'report-pdf'; step: number; side: string };
}

/**
 * Mail waiting to be sent, written in the same commit as what it reports (docs/mail.md).
 * A row is claimed (`sending`, with a lease), sent, then marked `sent`; `message_id` is
 * fixed when the row is written, so a resend after a crash carries the same Message-ID.
 * No foreign key on `game_id`: a reply to mail for an unknown game has no game row.
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The Message-ID without angle brackets, unique: the same mail is never queued twice. */
    messageId: text('message_id').notNull(),
    gameId: text('game_id'),
    side: text('side'),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
    to: text('to', { mode: 'json' }).$type<string[]>().notNull(),
    cc: text('cc', { mode: 'json' }).$type<string[]>().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Extra headers: In-Reply-To, References, Auto-Submitted. */
    headers: text('headers', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    attachments: text('attachments', { mode: 'json' }).$type<OutboxAttachment[]>().notNull(),
    /** A token the body refers to by placeholder (game-start mail); cleared once sent, or by the sweep once `secret_expires_at` has passed. */
    secret: text('secret'),
    /** When an unsent `secret` is erased (ISO 8601): the mail then goes without the token (docs/mail.md). */
    secretExpiresAt: text('secret_expires_at'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull(),
    /** Not sent before this time (ISO 8601): the retry backoff. */
    nextAttemptAt: text('next_attempt_at').notNull(),
    /** While `sending`: the claim expires at this time and another sender may take the row. */
    claimedUntil: text('claimed_until'),
    lastError: text('last_error'),
    createdAt: text('created_at').notNull(),
    sentAt: text('sent_at'),
  },
  (t) => [uniqueIndex('outbox_message_id').on(t.messageId), index('outbox_due').on(t.status, t.nextAttemptAt), index('outbox_game').on(t.gameId, t.side, t.kind)],
);

/**
 * Every inbound mail the worker has dealt with, keyed by its Message-ID (a hash of the raw
 * message when it has none), written in the same commit as its result: a message that has a
 * row here is never processed again, only moved out of the inbox.
 */
export const inboundMail = sqliteTable(
  'inbound_mail',
  {
    messageId: text('message_id').primaryKey(),
    receivedAt: text('received_at').notNull(),
    from: text('from'),
    subject: text('subject').notNull(),
    gameId: text('game_id'),
    side: text('side'),
    outcome: text('outcome', { enum: ['accepted', 'duplicate', 'rejected', 'ignored'] }).notNull(),
    /** Why: "accepted", a refusal code ("invalid-file", "unknown-game", …) or an ignore reason ("auto-submitted", …). */
    code: text('code').notNull(),
    fileHash: text('file_hash'),
    size: integer('size').notNull(),
    /** SHA-256 of the raw message. */
    rawHash: text('raw_hash').notNull(),
  },
  (t) => [index('inbound_mail_game').on(t.gameId)],
);

/** What a referee action was (docs/referee.md). */
export const REFEREE_ACTIONS = ['preview', 'force-close', 'rollback', 'correct', 'replace-player', 'pause', 'resume', 'end'] as const;
export type RefereeActionKind = (typeof REFEREE_ACTIONS)[number];

/**
 * Every referee action, in order, with the log position it took (after step record
 * `after_step`) and the state hash before and after it: the archive chains these with the
 * steps. `by` is `umpire` for a pause the service made itself (the outage guard).
 */
export const refereeActions = sqliteTable(
  'referee_actions',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    /** 1, 2, … per game. */
    seq: integer('seq').notNull(),
    /** The last step record when the action was taken (0 before the first). */
    afterStep: integer('after_step').notNull(),
    action: text('action', { enum: REFEREE_ACTIONS }).notNull(),
    by: text('by', { enum: ['referee', 'umpire'] }).notNull(),
    reason: text('reason'),
    /** What the action did: window, rollback target, corrections, side, winner (docs/referee.md). */
    detail: text('detail', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    stateHashBefore: text('state_hash_before').notNull(),
    stateHashAfter: text('state_hash_after').notNull(),
    at: text('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seq] })],
);

/** A tournament: games grouped in rounds, scored from their outcomes (docs/tournaments.md). */
export const tournaments = sqliteTable('tournaments', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Points for a win, a draw and a loss. */
  points: text('points', { mode: 'json' }).$type<{ win: number; draw: number; loss: number }>().notNull(),
  createdAt: text('created_at').notNull(),
});

/** A game of a tournament: its round and who plays each side. */
export const tournamentGames = sqliteTable(
  'tournament_games',
  {
    tournamentId: text('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    round: integer('round').notNull(),
    /** side -> participant name. */
    players: text('players', { mode: 'json' }).$type<Record<string, string>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.gameId] }), uniqueIndex('tournament_games_game').on(t.gameId)],
);

/** A player away from `from` to `until` (whole days in the game's time zone, both included). */
export interface Absence {
  side: string;
  /** YYYY-MM-DD */
  from: string;
  /** YYYY-MM-DD */
  until: string;
  by: 'side' | 'referee';
  at: string;
}

/**
 * What the scheduler has done for a window, written in the commit of the mail it sends or
 * the change it makes, so that a restart never does it twice (docs/deadlines.md): a
 * reminder (`remind-24h@<deadline>`), a referee notice, a missed-orders hand-over.
 */
export const scheduleMarks = sqliteTable(
  'schedule_marks',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    windowId: text('window_id').notNull(),
    mark: text('mark').notNull(),
    at: text('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.windowId, t.mark] })],
);

/** One row (id 1): when the last sweep ran, for the outage guard (docs/deadlines.md). */
export const sweeps = sqliteTable('sweeps', {
  id: integer('id').primaryKey(),
  lastAt: text('last_at').notNull(),
});

export const schema = { games, players, turnFiles, steps, events, snapshots, outbox, inboundMail, refereeActions, tournaments, tournamentGames, scheduleMarks, sweeps };

export type GameRow = typeof games.$inferSelect;
export type PlayerRow = typeof players.$inferSelect;
export type TurnFileRow = typeof turnFiles.$inferSelect;
export type NewTurnFile = typeof turnFiles.$inferInsert;
export type StepRow = typeof steps.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type SnapshotRow = typeof snapshots.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;
export type InboundMailRow = typeof inboundMail.$inferSelect;
export type RefereeActionRow = typeof refereeActions.$inferSelect;
export type TournamentRow = typeof tournaments.$inferSelect;
export type TournamentGameRow = typeof tournamentGames.$inferSelect;
export type ScheduleMarkRow = typeof scheduleMarks.$inferSelect;
