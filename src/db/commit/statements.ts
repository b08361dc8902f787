import { and, eq, sql } from 'drizzle-orm';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { events, games, inboundMail, outbox, players, snapshots, steps, turnFiles, type schema } from '../schema';
import type { AdvanceGamePlan, CommitPlan, CreateGamePlan, MailPlan } from './plan';

type Db<K extends 'sync' | 'async', R> = BaseSQLiteDatabase<K, R, typeof schema>;

/**
 * The statements of a plan, in the order they must run. They depend on nothing read
 * inside the transaction, so the same list runs in a better-sqlite3 transaction or in a
 * D1 `batch()`. The games update comes first and fails (NOT NULL on `version`) when the
 * version moved, which aborts the transaction or the batch.
 */
export function planStatements<K extends 'sync' | 'async', R>(db: Db<K, R>, plan: CommitPlan) {
  if (plan.kind === 'mail') return mailStatements(db, plan);
  return plan.kind === 'create' ? createStatements(db, plan) : advanceStatements(db, plan);
}

function createStatements<K extends 'sync' | 'async', R>(db: Db<K, R>, plan: CreateGamePlan) {
  return [
    db.insert(games).values(plan.game),
    db.insert(players).values(plan.players),
    db.insert(snapshots).values(plan.snapshot),
    ...(plan.outbox?.length ? [db.insert(outbox).values(plan.outbox)] : []),
  ];
}

function mailStatements<K extends 'sync' | 'async', R>(db: Db<K, R>, plan: MailPlan) {
  return [db.insert(inboundMail).values(plan.inbound), ...(plan.outbox.length ? [db.insert(outbox).values(plan.outbox)] : [])];
}

function advanceStatements<K extends 'sync' | 'async', R>(db: Db<K, R>, plan: AdvanceGamePlan) {
  const guardedVersion = sql`case when ${games.version} = ${plan.expectedVersion} then ${games.version} + 1 else null end`;
  const list = [];
  list.push(
    db
      .update(games)
      .set({ ...plan.game, version: guardedVersion })
      .where(eq(games.id, plan.gameId)),
  );
  const file = plan.turnFile;
  if (file) {
    list.push(
      db
        .update(turnFiles)
        .set({ superseded: true })
        .where(
          and(
            eq(turnFiles.gameId, file.gameId),
            eq(turnFiles.side, file.side),
            eq(turnFiles.windowId, file.windowId),
            eq(turnFiles.superseded, false),
          ),
        ),
    );
    list.push(db.insert(turnFiles).values(file));
  }
  if (plan.step) list.push(db.insert(steps).values(plan.step));
  if (plan.events.length > 0) list.push(db.insert(events).values(plan.events));
  if (plan.snapshot) list.push(db.insert(snapshots).values(plan.snapshot));
  if (plan.inbound) list.push(db.insert(inboundMail).values(plan.inbound));
  if (plan.outbox?.length) list.push(db.insert(outbox).values(plan.outbox));
  return list;
}
