import type Database from 'better-sqlite3';
import type { SqliteDb } from '../open-sqlite';
import { CommitConflict, type CommitPlan } from './plan';
import { planStatements } from './statements';
import { fileOnlyStatements, type BoundStatement } from './file-only-statements';
import { isConstraintFailure } from './constraint-failure';

/** Test seam: called inside the transaction after each statement (throwing rolls it all back). */
export interface CommitHooks {
  afterStatement?(plan: CommitPlan, index: number): void;
}

/**
 * Runs a plan in one synchronous better-sqlite3 transaction (BEGIN IMMEDIATE): every row
 * or none. A changed version or a taken key (a concurrent writer won) becomes a
 * CommitConflict; any other error is rethrown after the rollback. The statements depend on
 * nothing read inside the transaction, so they are built before it begins.
 */
export function commitSqlite(db: SqliteDb, plan: CommitPlan, hooks?: CommitHooks): void {
  const statements = fileOnlyStatements(plan) ?? planStatements(db, plan).map((statement) => statement.toSQL());
  try {
    transactionOf(db.$client).immediate(plan, statements, hooks);
  } catch (err) {
    if (isConstraintFailure(err)) throw new CommitConflict(`commit to game ${gameOf(plan)} lost a race`, { cause: err });
    throw err;
  }
}

type RunStatements = (plan: CommitPlan, statements: readonly BoundStatement[], hooks: CommitHooks | undefined) => void;

/**
 * The connection's transaction function, made once: better-sqlite3's `transaction()` (and
 * drizzle's over it) wraps the callback in four new functions with their properties on
 * every call, which cost a file's commit more than its BEGIN and COMMIT. The function is
 * the same for every plan; only its arguments change.
 */
function transactionOf(client: Database.Database): Database.Transaction<RunStatements> {
  let run = transactions.get(client);
  if (!run) {
    const prepared = preparedStatements(client);
    run = client.transaction<RunStatements>((plan, statements, hooks) => {
      statements.forEach(({ sql, params }, index) => {
        const result = prepared(sql).run(...params);
        if (index === 0 && plan.kind === 'advance' && result.changes !== 1) {
          throw new CommitConflict(`game ${plan.gameId} is gone`);
        }
        hooks?.afterStatement?.(plan, index);
      });
    });
    transactions.set(client, run);
  }
  return run;
}

const transactions = new WeakMap<Database.Database, Database.Transaction<RunStatements>>();

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

/**
 * The connection's statements by SQL text: a commit's statements repeat from one turn file
 * to the next (only their values change), and preparing the SQL again for each costs more
 * than running it. They are only ever run (`run()`), never read from, so sharing one is
 * safe; at most MAX_PREPARED are kept, the least recently used dropped first.
 */
function preparedStatements(client: Database.Database): (sql: string) => Database.Statement {
  let cache = statementCaches.get(client);
  if (!cache) statementCaches.set(client, (cache = new Map()));
  const statements = cache;
  return (sql) => {
    let statement = statements.get(sql);
    if (statement) statements.delete(sql);
    else statement = client.prepare(sql);
    statements.set(sql, statement);
    if (statements.size > MAX_PREPARED) statements.delete(statements.keys().next().value!);
    return statement;
  };
}

const MAX_PREPARED = 64;
const statementCaches = new WeakMap<Database.Database, Map<string, Database.Statement>>();
