import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { SqliteDb } from './open-sqlite';

/** The repository's migrations/ folder, which also feeds `wrangler d1 migrations apply`. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Applies every migration not yet applied (drizzle's migrator; idempotent). */
export function migrateSqlite(db: SqliteDb, migrationsFolder: string = MIGRATIONS_FOLDER): void {
  migrate(db, { migrationsFolder });
}
