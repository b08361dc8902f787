import { and, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { events, games, inboundMail, outbox, players, refereeActions, scheduleMarks, snapshots, steps, sweeps, tournamentGames, tournaments, turnFiles, type schema } from '../schema';
import { insertRows } from './insert-rows';
import type { AdvanceGamePlan, CommitPlan, CreateGamePlan, MailPlan, SweepPlan, TournamentPlan } from './plan';

type Db<K extends 'sync' | 'async', R> = BaseSQLiteDatabase<K, R, typeof schema>;

/**
 * The statements of a plan, in the order they must run. They depend on nothing read
 * inside the transaction, so the same list runs in a better-sqlite3 transaction or in a
 * D1 `batch()`. The games update comes first and fails (NOT NULL on `version`) when the
 * version moved, which aborts the transaction or the batch.
 */
export function planStatements<K extends 'sync' | 'async', R>(db: Db<K, R>, plan: CommitPlan) {
  if (plan.kind === 'mail') return mailStatements(db, plan);
  if (plan.kind === 'tournament') return tournamentStatements(db, plan);
  if (plan.kind === 'sweep') return sweepStatements(db, plan);
  return plan.kind === 'create' ? createStatements(db, plan) : advanceStatements(db, plan);
}

function createStatements<K extends 'sync' | 'async', R>(db: Db<K, R>, plan: CreateGamePlan) {
  return [
    db.insert(games).values(plan.game),
    ...insertRows(db, players, plan.players),
    db.insert(snapshots).values(plan.snapshot),
    ...(plan.steps ?? []).map((s) => db.insert(steps).values(s.step)),
    ...insertRows(db, events, plan.events ?? []),
    ...(plan.steps ?? []).map((s) => db.insert(snapshots).values(s.snapshot)),
    ...insertRows(db, outbox, plan.outbox ?? []),
  ];
}

function mailStatements<K extends 'sync' | 'async', R>(db: Db<K, R>, plan: MailPlan) {
  return [db.insert(inboundMail).values(plan.inbound), ...insertRows(db, outbox, plan.outbox)];
}

function tournamentStatements<K extends 'sync' | 'async', R>(db: Db<K, R>, plan: TournamentPlan) {
  return [
    ...(plan.tournament ? [db.insert(tournaments).values(plan.tournament)] : []),
    ...(plan.games.length ? [db.insert(tournamentGames).values(plan.games)] : []),
  ];
}

function sweepStatements<K extends 'sync' | 'async', R>(db: Db<K, R>, plan: SweepPlan) {
  return [
    db.insert(sweeps).values({ id: 1, lastAt: plan.at }).onConflictDoUpdate({ target: sweeps.id, set: { lastAt: plan.at } }),
    db
      .update(outbox)
      .set({ secret: null })
      .where(and(isNotNull(outbox.secret), lte(outbox.secretExpiresAt, plan.at))),
    ...(plan.sealedKeys ?? []).map((k) =>
      db
        .update(players)
        .set({ signingKey: k.sealed })
        .where(and(eq(players.gameId, k.gameId), eq(players.side, k.side), eq(players.signingKey, k.clear))),
    ),
  ];
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
  if (plan.undoFiles) {
    const { keepWindow } = plan.undoFiles;
    const counting = and(eq(turnFiles.gameId, plan.gameId), eq(turnFiles.superseded, false));
    list.push(
      db
        .update(turnFiles)
        .set({ superseded: true })
        .where(keepWindow === null ? counting : and(counting, ne(turnFiles.windowId, keepWindow))),
    );
  }
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
  if (plan.refereeActions?.length) list.push(db.insert(refereeActions).values(plan.refereeActions));
  if (plan.player) {
    const { gameId, side, ...changes } = plan.player;
    list.push(db.update(players).set(changes).where(and(eq(players.gameId, gameId), eq(players.side, side))));
  }
  if (plan.step) list.push(db.insert(steps).values(plan.step));
  for (const r of plan.replayed ?? []) list.push(db.insert(steps).values(r.step));
  list.push(...insertRows(db, events, plan.events));
  if (plan.snapshot) list.push(db.insert(snapshots).values(plan.snapshot));
  for (const r of plan.replayed ?? []) list.push(db.insert(snapshots).values(r.snapshot));
  if (plan.inbound) list.push(db.insert(inboundMail).values(plan.inbound));
  if (plan.scheduleMarks?.length) list.push(db.insert(scheduleMarks).values(plan.scheduleMarks));
  list.push(...insertRows(db, outbox, plan.outbox ?? []));
  return list;
}
