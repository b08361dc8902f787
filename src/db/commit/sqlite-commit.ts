import type { SqliteDb } from '../open-sqlite';
import { CommitConflict, type CommitPlan } from './plan';
import { planStatements } from './statements';
import { isConstraintFailure } from './constraint-failure';

/** Test seam: called inside the transaction after each statement (throwing rolls it all back). */
export interface CommitHooks {
  afterStatement?(plan: CommitPlan, index: number): void;
}

/**
 * Runs a plan in one synchronous better-sqlite3 transaction (BEGIN IMMEDIATE): every row
 * or none. A changed version or a taken key (a concurrent writer won) becomes a
 * CommitConflict; any other error is rethrown after the rollback.
 */
export function commitSqlite(db: SqliteDb, plan: CommitPlan, hooks?: CommitHooks): void {
  try {
    db.transaction(
      (tx) => {
        planStatements(tx, plan).forEach((statement, index) => {
          const result = statement.run();
          if (index === 0 && plan.kind === 'advance' && result.changes !== 1) {
            throw new CommitConflict(`game ${plan.gameId} is gone`);
          }
          hooks?.afterStatement?.(plan, index);
        });
      },
      { behavior: 'immediate' },
    );
  } catch (err) {
    if (isConstraintFailure(err)) throw new CommitConflict(`commit to game ${gameOf(plan)} lost a race`, { cause: err });
    throw err;
  }
}

const gameOf = (plan: CommitPlan): string =>
  plan.kind === 'create'
    ? plan.game.id
    : plan.kind === 'mail'
      ? (plan.inbound.gameId ?? '(none)')
      : plan.kind === 'tournament'
        ? `of tournament ${plan.tournament?.id ?? plan.games[0]?.tournamentId ?? '?'}`
        : plan.kind === 'sweep'
          ? '(sweep)'
          : plan.gameId;
