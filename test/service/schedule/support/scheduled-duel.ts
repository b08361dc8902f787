import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { openStore } from '#db/open-store';
import type { CommitHooks } from '#db/commit/sqlite-commit';
import { outbox, refereeActions, scheduleMarks, type OutboxRow } from '#db/schema';
import { createMailComposer } from '#mail/outbound/composer';
import { loadTemplates } from '#mail/outbound/load-templates';
import { createService } from '#service/create-service';
import type { CreatedGame } from '#service/types';
import { duelFile } from '../../../support/duel-files';
import { duelRuleset } from '../../../support/duel-ruleset';
import { memoryLogger, seededEntropy, steppingClock } from '../../../support/fixed-ports';

/** Monday 5 January 2026, 09:00 UTC: when every scheduled Duel is created. */
export const START = '2026-01-05T09:00:00.000Z';

/**
 * A Duel on an SQLite file whose service queues mail, with a clock that stands still until
 * set. `restart()` drops the service and opens a new one on the same file, as a process
 * restart would: nothing but the database carries over.
 */
export async function scheduledDuel(
  opts: { timing?: Record<string, unknown>; refereeEmail?: string | null; outageMarginMinutes?: number; hooks?: CommitHooks } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-schedule-'));
  const file = join(dir, 'umpire.db');
  const open = (at: string) => {
    const db = openStore(file, opts.hooks);
    const clock = steppingClock(at, 0);
    const logger = memoryLogger();
    const service = createService({
      db,
      rulesets: [duelRuleset],
      clock,
      entropy: seededEntropy(`schedule ${at}`),
      logger,
      mail: createMailComposer({ templates: loadTemplates(), domain: 'example.test' }),
      ...(opts.outageMarginMinutes !== undefined ? { schedule: { outageMarginMinutes: opts.outageMarginMinutes } } : {}),
    });
    return { db, clock, logger, service };
  };
  let current = open(START);
  const game: CreatedGame = await current.service.createGame({
    scenario: 'duel/skirmish',
    players: [
      { side: 'blue', email: 'blue@example.test' },
      { side: 'red', email: 'red@example.test' },
    ],
    ...(opts.timing ? { options: { timing: opts.timing } } : {}),
    ...(opts.refereeEmail === null ? {} : { refereeEmail: opts.refereeEmail ?? 'referee@example.test' }),
  });
  const token = (side: 'blue' | 'red') => game.players.find((p) => p.side === side)!.token;
  return {
    game,
    token,
    get service() {
      return current.service;
    },
    get db() {
      return current.db;
    },
    get logger() {
      return current.logger;
    },
    /** Sweeps at `iso`. */
    sweepAt(iso: string) {
      current.clock.set(iso);
      return current.service.sweep();
    },
    at(iso: string) {
      current.clock.set(iso);
    },
    /** A new process on the same file, its clock at `iso`. */
    restart(iso: string) {
      current.db.close();
      current = open(iso);
    },
    send(side: 'blue' | 'red', args: { window: string; dice?: number; final?: boolean; returnFire?: boolean }) {
      return current.service.submitTurn({ gameId: game.id, text: duelFile({ game: game.id, side, ...args }), bearer: token(side), channel: 'http' });
    },
    mails(kind?: OutboxRow['kind']): OutboxRow[] {
      const rows = current.db.sqlite.select().from(outbox).orderBy(asc(outbox.id)).all();
      return kind ? rows.filter((r) => r.kind === kind) : rows;
    },
    marks() {
      return current.db.sqlite.select().from(scheduleMarks).where(eq(scheduleMarks.gameId, game.id)).all().map((m) => m.mark).sort();
    },
    pauses() {
      return current.db.sqlite.select().from(refereeActions).where(eq(refereeActions.gameId, game.id)).all();
    },
    dispose() {
      current.db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type ScheduledDuel = Awaited<ReturnType<typeof scheduledDuel>>;
