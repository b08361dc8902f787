import { migrateSqlite } from './migrate';
import { openSqlite, type SqliteDb } from './open-sqlite';
import { sqliteStore, type Store } from './store';
import type { CommitHooks } from './commit/sqlite-commit';

/** Opens an SQLite file, applies pending migrations and returns the Store on it. */
export function openStore(file: string, hooks?: CommitHooks): Store & { sqlite: SqliteDb; close(): void } {
  const sqlite = openSqlite(file);
  migrateSqlite(sqlite);
  return { ...sqliteStore(sqlite, hooks), sqlite, close: () => sqlite.$client.close() };
}
