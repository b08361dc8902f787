import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { schema } from './schema';

export type SqliteDb = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * Opens (creating it and its folder if needed) an SQLite database file for Node, with
 * write-ahead logging, foreign keys on and a busy timeout, so several connections (the
 * server and a CLI) can share it. `":memory:"` opens a private in-memory database.
 */
export function openSqlite(file: string): SqliteDb {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const client = new Database(file);
  client.pragma('journal_mode = WAL');
  client.pragma('foreign_keys = ON');
  client.pragma('busy_timeout = 5000');
  client.pragma('synchronous = NORMAL');
  return drizzle({ client, schema });
}
