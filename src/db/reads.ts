import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import {
  events,
  games,
  inboundMail,
  outbox,
  players,
  snapshots,
  steps,
  turnFiles,
  type EventRow,
  type GameRow,
  type InboundMailRow,
  type PlayerRow,
  type SnapshotRow,
  type StepRow,
  type TurnFileRow,
  type schema,
} from './schema';

/** A drizzle SQLite database of either kind: better-sqlite3 (sync) or D1 (async). */
export type AnyDb = BaseSQLiteDatabase<'sync' | 'async', unknown, typeof schema>;

/**
 * Every query the service makes, written with `await` so the same code runs on
 * better-sqlite3 and on D1. Writes never happen here: they go through `Store.commit`.
 */
export class Reads {
  constructor(private readonly db: AnyDb) {}

  async game(id: string): Promise<GameRow | undefined> {
    return await this.db.select().from(games).where(eq(games.id, id)).get();
  }

  async players(gameId: string): Promise<PlayerRow[]> {
    return await this.db.select().from(players).where(eq(players.gameId, gameId)).orderBy(asc(players.side)).all();
  }

  async playerByTokenHash(gameId: string, tokenHash: string): Promise<PlayerRow | undefined> {
    return await this.db
      .select()
      .from(players)
      .where(and(eq(players.gameId, gameId), eq(players.tokenHash, tokenHash)))
      .get();
  }

  /** The latest version a side sent for a window. */
  async latestFile(gameId: string, side: string, windowId: string): Promise<TurnFileRow | undefined> {
    return await this.db
      .select()
      .from(turnFiles)
      .where(
        and(
          eq(turnFiles.gameId, gameId),
          eq(turnFiles.side, side),
          eq(turnFiles.windowId, windowId),
          eq(turnFiles.superseded, false),
        ),
      )
      .get();
  }

  /** The latest version of every side that sent a file for a window, sorted by side. */
  async latestFiles(gameId: string, windowId: string): Promise<TurnFileRow[]> {
    return await this.db
      .select()
      .from(turnFiles)
      .where(and(eq(turnFiles.gameId, gameId), eq(turnFiles.windowId, windowId), eq(turnFiles.superseded, false)))
      .orderBy(asc(turnFiles.side))
      .all();
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
    return await this.db.select().from(steps).where(eq(steps.gameId, gameId)).orderBy(asc(steps.k)).all();
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
    const where = step === undefined ? eq(events.gameId, gameId) : and(eq(events.gameId, gameId), eq(events.step, step));
    return await this.db.select().from(events).where(where).orderBy(asc(events.seq)).all();
  }

  async snapshot(gameId: string, step: number): Promise<SnapshotRow | undefined> {
    return await this.db
      .select()
      .from(snapshots)
      .where(and(eq(snapshots.gameId, gameId), eq(snapshots.step, step)))
      .get();
  }

  /** The record of an inbound mail already dealt with (docs/mail.md), by Message-ID. */
  async inboundMail(messageId: string): Promise<InboundMailRow | undefined> {
    return await this.db.select().from(inboundMail).where(eq(inboundMail.messageId, messageId)).get();
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
}
