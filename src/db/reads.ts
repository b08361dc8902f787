import { and, asc, eq, inArray, isNotNull, lte, max, notLike, sql } from 'drizzle-orm';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import {
  events,
  games,
  inboundMail,
  outbox,
  players,
  refereeActions,
  scheduleMarks,
  snapshots,
  steps,
  sweeps,
  tournamentGames,
  tournaments,
  turnFiles,
  type EventRow,
  type GameRow,
  type InboundMailRow,
  type PlayerRow,
  type RefereeActionRow,
  type SnapshotRow,
  type StepRow,
  type TournamentGameRow,
  type TournamentRow,
  type TurnFileRow,
  type schema,
} from './schema';

/** What `Reads.gameGate` reads of a game row. */
export type GameGate = Pick<GameRow, 'id' | 'title' | 'status' | 'windowId' | 'refereeTokenHash' | 'version'>;

/** What `Reads.latestFileRecords` reads of a turn file. */
export type LatestFileRecord = Pick<TurnFileRow, 'side' | 'version' | 'fileHash' | 'canonical' | 'final' | 'receipt'>;

/** A drizzle SQLite database of either kind: better-sqlite3 (sync) or D1 (async). */
export type AnyDb = BaseSQLiteDatabase<'sync' | 'async', unknown, typeof schema>;

/**
 * Every query the service makes, written with `await` so the same code runs on
 * better-sqlite3 and on D1. Writes never happen here: they go through `Store.commit`.
 */
export class Reads {
  constructor(private readonly db: AnyDb) {}

  /** The queries every turn file asks, prepared once for this database (on first use). */
  private preparedQueries: ReturnType<typeof prepareHotReads> | undefined;
  private get hot(): ReturnType<typeof prepareHotReads> {
    return (this.preparedQueries ??= prepareHotReads(this.db));
  }

  async game(id: string): Promise<GameRow | undefined> {
    return await this.hot.game.get({ id });
  }

  /**
   * The columns that say whether a game takes a file at all, read before a file is: none of
   * the JSON ones (the state is large, and parsing it is most of what reading the row costs).
   */
  async gameGate(id: string): Promise<GameGate | undefined> {
    return await this.hot.gameGate.get({ id });
  }

  async players(gameId: string): Promise<PlayerRow[]> {
    return await this.hot.players.all({ gameId });
  }

  /** Players whose signing key is still in clear (a database from before sealing; the sweep seals them). */
  async clearSigningKeys(): Promise<PlayerRow[]> {
    return await this.db.select().from(players).where(notLike(players.signingKey, 'sealed-v1:%')).all();
  }

  async playerByTokenHash(gameId: string, tokenHash: string): Promise<PlayerRow | undefined> {
    return await this.hot.playerByTokenHash.get({ gameId, tokenHash });
  }

  /** The latest version a side sent for a window, if it still counts (not superseded, not undone by a rollback). */
  async latestFile(gameId: string, side: string, windowId: string): Promise<TurnFileRow | undefined> {
    return await this.hot.latestFile.get({ gameId, side, windowId });
  }

  /**
   * The number of the last version a side sent for a window, counting versions that no
   * longer count (superseded, or undone by a rollback); 0 when it sent none.
   */
  async lastVersion(gameId: string, side: string, windowId: string): Promise<number> {
    const row = await this.hot.lastVersion.get({ gameId, side, windowId });
    return row?.version ?? 0;
  }

  /** The latest version of every side that sent a file for a window, sorted by side: those that still count. */
  async latestFiles(gameId: string, windowId: string): Promise<TurnFileRow[]> {
    return await this.hot.latestFiles.all({ gameId, windowId });
  }

  /**
   * latestFiles without the text as received (`raw`, the largest column, which a submission
   * never reads): what a submission needs of the window's files, to find a repeated file and
   * to close the window.
   */
  async latestFileRecords(gameId: string, windowId: string): Promise<LatestFileRecord[]> {
    return await this.hot.latestFileRecords.all({ gameId, windowId });
  }

  /** Every version of every file of a game, in the order received. */
  async allFiles(gameId: string): Promise<TurnFileRow[]> {
    return await this.db.select().from(turnFiles).where(eq(turnFiles.gameId, gameId)).orderBy(asc(turnFiles.id)).all();
  }

  async filesByHash(gameId: string, hashes: string[]): Promise<TurnFileRow[]> {
    if (hashes.length === 0) return [];
    return await this.db
      .select()
      .from(turnFiles)
      .where(and(eq(turnFiles.gameId, gameId), inArray(turnFiles.fileHash, hashes)))
      .orderBy(asc(turnFiles.id))
      .all();
  }

  async steps(gameId: string): Promise<StepRow[]> {
    return await this.hot.steps.all({ gameId });
  }

  async step(gameId: string, k: number): Promise<StepRow | undefined> {
    return await this.db
      .select()
      .from(steps)
      .where(and(eq(steps.gameId, gameId), eq(steps.k, k)))
      .get();
  }

  /** A game's events in order; only those of one step when `step` is given. */
  async events(gameId: string, step?: number): Promise<EventRow[]> {
    if (step === undefined) return await this.hot.events.all({ gameId });
    return await this.db
      .select()
      .from(events)
      .where(and(eq(events.gameId, gameId), eq(events.step, step)))
      .orderBy(asc(events.seq))
      .all();
  }

  async snapshot(gameId: string, step: number): Promise<SnapshotRow | undefined> {
    return await this.db
      .select()
      .from(snapshots)
      .where(and(eq(snapshots.gameId, gameId), eq(snapshots.step, step)))
      .get();
  }

  /**
   * How far a game's log reaches: its last step k, event seq and referee action seq (0
   * when none). These rows are never changed or deleted, so the same three numbers always
   * mean the same log.
   */
  async logExtent(gameId: string): Promise<{ step: number; event: number; action: number }> {
    const row = await this.hot.logExtent.get({ gameId });
    return { step: row?.step ?? 0, event: row?.event ?? 0, action: row?.action ?? 0 };
  }

  /** The record of an inbound mail already dealt with (docs/mail.md), by Message-ID. */
  async inboundMail(messageId: string): Promise<InboundMailRow | undefined> {
    return await this.db.select().from(inboundMail).where(eq(inboundMail.messageId, messageId)).get();
  }

  /** Whether an address (lower case) is a player's or a referee's in any game here: who mail naming no known game may answer. */
  async knownMailAddress(address: string): Promise<boolean> {
    const player = await this.db.select({ side: players.side }).from(players).where(eq(sql`lower(${players.email})`, address)).limit(1).get();
    if (player) return true;
    const game = await this.db.select({ id: games.id }).from(games).where(eq(sql`lower(${games.refereeEmail})`, address)).limit(1).get();
    return game !== undefined;
  }

  /** The Message-ID of each side's game-start mail: the root its later mails refer to. */
  async mailThreads(gameId: string): Promise<Map<string, string>> {
    const rows = await this.db
      .select({ side: outbox.side, messageId: outbox.messageId })
      .from(outbox)
      .where(and(eq(outbox.gameId, gameId), eq(outbox.kind, 'game-start')))
      .orderBy(asc(outbox.id))
      .all();
    return new Map(rows.flatMap((r) => (r.side ? [[r.side, r.messageId] as const] : [])));
  }

  /** Ids of active games whose open window's deadline is at or before `nowIso`. */
  async dueGames(nowIso: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.status, 'active'), lte(games.deadline, nowIso)))
      .orderBy(asc(games.deadline), asc(games.id))
      .all();
    return rows.map((r) => r.id);
  }

  /** Earlier steps that closed `windowId` from the state `stateHashBefore` (candidates for seed reuse after a rollback). */
  async stepsFrom(gameId: string, windowId: string, stateHashBefore: string): Promise<StepRow[]> {
    return await this.db
      .select()
      .from(steps)
      .where(and(eq(steps.gameId, gameId), eq(steps.windowId, windowId), eq(steps.stateHashBefore, stateHashBefore)))
      .orderBy(asc(steps.k))
      .all();
  }

  /** A game's referee actions in order (docs/referee.md). */
  async refereeActions(gameId: string): Promise<RefereeActionRow[]> {
    return await this.hot.refereeActions.all({ gameId });
  }

  async tournament(id: string): Promise<TournamentRow | undefined> {
    return await this.db.select().from(tournaments).where(eq(tournaments.id, id)).get();
  }

  /** A tournament's games, by round then game id. */
  async tournamentGames(tournamentId: string): Promise<TournamentGameRow[]> {
    return await this.db
      .select()
      .from(tournamentGames)
      .where(eq(tournamentGames.tournamentId, tournamentId))
      .orderBy(asc(tournamentGames.round), asc(tournamentGames.gameId))
      .all();
  }

  /** The tournament entry of a game, if it belongs to one. */
  async tournamentOfGame(gameId: string): Promise<TournamentGameRow | undefined> {
    return await this.db.select().from(tournamentGames).where(eq(tournamentGames.gameId, gameId)).get();
  }

  /** Ids of active games with an open window and a deadline, soonest first: what the scheduler looks at (docs/deadlines.md). */
  async scheduledGames(): Promise<string[]> {
    const rows = await this.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.status, 'active'), isNotNull(games.deadline)))
      .orderBy(asc(games.deadline), asc(games.id))
      .all();
    return rows.map((r) => r.id);
  }

  /** What the scheduler has already done for a window (schedule_marks). */
  async scheduleMarks(gameId: string, windowId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ mark: scheduleMarks.mark })
      .from(scheduleMarks)
      .where(and(eq(scheduleMarks.gameId, gameId), eq(scheduleMarks.windowId, windowId)))
      .all();
    return new Set(rows.map((r) => r.mark));
  }

  /** When the last sweep ran; null before the first. */
  async lastSweep(): Promise<string | null> {
    return (await this.db.select().from(sweeps).where(eq(sweeps.id, 1)).get())?.lastAt ?? null;
  }

  /** Whether a mail with this Message-ID is already queued (or sent). */
  async outboxHas(messageId: string): Promise<boolean> {
    return (await this.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.messageId, messageId)).get()) !== undefined;
  }
}

/**
 * The reads of every submission, each built and prepared once per database rather than on
 * every call (building a query and preparing its SQL cost more than running it). The same
 * queries as written inline, with placeholders for the values.
 */
function prepareHotReads(db: AnyDb) {
  const p = sql.placeholder;
  return {
    game: db.select().from(games).where(eq(games.id, p('id'))).prepare(),
    gameGate: db
      .select({ id: games.id, title: games.title, status: games.status, windowId: games.windowId, refereeTokenHash: games.refereeTokenHash, version: games.version })
      .from(games)
      .where(eq(games.id, p('id')))
      .prepare(),
    players: db.select().from(players).where(eq(players.gameId, p('gameId'))).orderBy(asc(players.side)).prepare(),
    playerByTokenHash: db
      .select()
      .from(players)
      .where(and(eq(players.gameId, p('gameId')), eq(players.tokenHash, p('tokenHash'))))
      .prepare(),
    latestFile: db
      .select()
      .from(turnFiles)
      .where(and(eq(turnFiles.gameId, p('gameId')), eq(turnFiles.side, p('side')), eq(turnFiles.windowId, p('windowId')), eq(turnFiles.superseded, false)))
      .prepare(),
    lastVersion: db
      .select({ version: max(turnFiles.version) })
      .from(turnFiles)
      .where(and(eq(turnFiles.gameId, p('gameId')), eq(turnFiles.side, p('side')), eq(turnFiles.windowId, p('windowId'))))
      .prepare(),
    latestFiles: db
      .select()
      .from(turnFiles)
      .where(and(eq(turnFiles.gameId, p('gameId')), eq(turnFiles.windowId, p('windowId')), eq(turnFiles.superseded, false)))
      .orderBy(asc(turnFiles.side))
      .prepare(),
    latestFileRecords: db
      .select({ side: turnFiles.side, version: turnFiles.version, fileHash: turnFiles.fileHash, canonical: turnFiles.canonical, final: turnFiles.final, receipt: turnFiles.receipt })
      .from(turnFiles)
      .where(and(eq(turnFiles.gameId, p('gameId')), eq(turnFiles.windowId, p('windowId')), eq(turnFiles.superseded, false)))
      .orderBy(asc(turnFiles.side))
      .prepare(),
    steps: db.select().from(steps).where(eq(steps.gameId, p('gameId'))).orderBy(asc(steps.k)).prepare(),
    events: db.select().from(events).where(eq(events.gameId, p('gameId'))).orderBy(asc(events.seq)).prepare(),
    refereeActions: db.select().from(refereeActions).where(eq(refereeActions.gameId, p('gameId'))).orderBy(asc(refereeActions.seq)).prepare(),
    logExtent: db
      .select({
        step: sql<number | null>`(select max(${steps.k}) from ${steps} where ${steps.gameId} = ${p('gameId')})`,
        event: sql<number | null>`(select max(${events.seq}) from ${events} where ${events.gameId} = ${p('gameId')})`,
        action: sql<number | null>`(select max(${refereeActions.seq}) from ${refereeActions} where ${refereeActions.gameId} = ${p('gameId')})`,
      })
      .from(sql`(select 1)`)
      .prepare(),
  };
}
