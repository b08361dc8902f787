import type { CommitPlan } from './commit/plan';
import { commitSqlite, type CommitHooks } from './commit/sqlite-commit';
import type { SqliteDb } from './open-sqlite';
import { Reads } from './reads';

/**
 * The storage port of the service: queries (async, any driver) and one atomic `commit`.
 * A D1 store implements the same interface with `batch(planStatements(db, plan))`.
 */
export interface Store {
  readonly reads: Reads;
  commit(plan: CommitPlan): Promise<void>;
}

/** A Store on a better-sqlite3 database (see open-sqlite.ts and migrate.ts). */
export function sqliteStore(db: SqliteDb, hooks?: CommitHooks): Store {
  return {
    reads: new Reads(db),
    commit: async (plan) => commitSqlite(db, plan, hooks),
  };
}
