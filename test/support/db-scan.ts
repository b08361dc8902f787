import type { SqliteDb } from '#db/open-sqlite';

export interface Hit {
  table: string;
  column: string;
  needle: string;
}

/** Every table of the database, read from sqlite_master (so a table added later is scanned too). */
export function tableNames(db: SqliteDb): string[] {
  return (db.$client.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).all() as { name: string }[]).map((r) => r.name);
}

/** Every place in every column of every table where one of `needles` occurs (case-sensitive). */
export function scanDb(db: SqliteDb, needles: readonly string[]): Hit[] {
  const hits: Hit[] = [];
  for (const table of tableNames(db)) {
    for (const row of db.$client.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[]) {
      for (const [column, value] of Object.entries(row)) {
        if (value === null || value === undefined) continue;
        const text = value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : String(value);
        for (const needle of needles) if (text.includes(needle)) hits.push({ table, column, needle });
      }
    }
  }
  return hits;
}
