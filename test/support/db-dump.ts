import type { SqliteDb } from '#db/open-sqlite';

const TABLES = ['games', 'players', 'turn_files', 'steps', 'events', 'snapshots', 'referee_actions', 'tournaments', 'tournament_games'];

/** Every row of every table, in a stable order: equal dumps mean equal databases. */
export function dumpDb(db: SqliteDb): string {
  const out: Record<string, unknown[]> = {};
  for (const t of TABLES) out[t] = db.$client.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all();
  return JSON.stringify(out);
}
