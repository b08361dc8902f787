import { getTableColumns } from 'drizzle-orm';
import type { BaseSQLiteDatabase, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { schema } from '../schema';

/**
 * D1 binds at most 100 parameters per statement (SQLite allows 32,766), and a step's
 * events or a game's mail easily need more in one INSERT. So rows go in as several
 * INSERTs of at most 100 parameters each, in order: the same rows on both drivers, still
 * inside the one transaction or batch of the plan.
 */
export const MAX_BOUND_PARAMETERS = 100;

export function insertRows<K extends 'sync' | 'async', R, T extends SQLiteTable>(db: BaseSQLiteDatabase<K, R, typeof schema>, table: T, rows: T['$inferInsert'][]) {
  const perStatement = Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / Object.keys(getTableColumns(table)).length));
  const statements = [];
  for (let at = 0; at < rows.length; at += perStatement) statements.push(db.insert(table).values(rows.slice(at, at + perStatement)));
  return statements;
}
