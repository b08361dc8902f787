import Database from 'better-sqlite3';
import { Hono } from 'hono';

/**
 * The baseline for http.turns: a bare hono app on better-sqlite3 that stores each POSTed
 * body in a table and answers a small JSON receipt, with the same SQLite settings as
 * Umpire's store (WAL, synchronous NORMAL, busy timeout). No parsing, no rules, no auth.
 */
export function baselineApp(file: string) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  db.exec('CREATE TABLE IF NOT EXISTS bodies (id INTEGER PRIMARY KEY, body TEXT NOT NULL, received_at TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO bodies (body, received_at) VALUES (?, ?)');
  const app = new Hono();
  app.post('/api/games/:id/turns', async (c) => {
    const body = await c.req.text();
    const { lastInsertRowid } = insert.run(body, new Date().toISOString());
    return c.json({ receipt: { id: Number(lastInsertRowid), game: c.req.param('id') } }, 200);
  });
  return { app, close: () => db.close() };
}
