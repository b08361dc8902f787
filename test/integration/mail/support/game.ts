import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { openSqlite, type SqliteDb } from '#db/open-sqlite';
import { migrateSqlite } from '#db/migrate';
import { inboundMail, outbox, turnFiles, steps, games } from '#db/schema';
import { address, workerEnv } from './mail-stack';

const BIN = fileURLToPath(new URL('../../../../bin/umpire.js', import.meta.url));
const run = promisify(execFile);

export interface CreatedByCli {
  id: string;
  refereeToken: string;
  players: { side: string; token: string }[];
  diceCommitment: string;
}

/** A fresh database file in a temp folder, migrated, and a reader on it (the worker writes, the test reads). */
export function tempDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-mail-'));
  const file = join(dir, 'umpire.sqlite');
  const db = openSqlite(file);
  migrateSqlite(db);
  return {
    file,
    db,
    outbox: () => db.select().from(outbox).orderBy(asc(outbox.id)).all(),
    inbound: () => db.select().from(inboundMail).all(),
    turnFiles: (game: string) => db.select().from(turnFiles).where(eq(turnFiles.gameId, game)).orderBy(asc(turnFiles.id)).all(),
    steps: (game: string) => db.select().from(steps).where(eq(steps.gameId, game)).orderBy(asc(steps.k)).all(),
    game: (game: string) => db.select().from(games).where(eq(games.id, game)).get(),
    dispose() {
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TempDatabase = ReturnType<typeof tempDatabase>;

/** `umpire new` on the database, as a referee would create a game: every side with its test address. */
export async function createDosGame(dbFile: string, sides = ['german', 'soviet']): Promise<CreatedByCli> {
  const args = [BIN, 'new', '--scenario', 'drive-on-stalingrad/operation-blue', ...sides.flatMap((s) => ['--player', `${s}=${address(s)}`]), '--json'];
  const { stdout } = await run(process.execPath, args, { env: { ...process.env, UMPIRE_DB: dbFile, UMPIRE_URL: '', ...workerEnv() } });
  return JSON.parse(stdout) as CreatedByCli;
}

/** Waits until `check` holds (polling), failing with `what` after `timeoutMs`. */
export async function eventually<T>(what: string, check: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
