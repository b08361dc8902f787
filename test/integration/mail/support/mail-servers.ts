import { afterAll, beforeAll } from 'vitest';
import { tempDatabase, type TempDatabase } from './game';
import { emptyMailboxes } from './mailbox';
import { mailStackDown, mailStackUp } from './mail-stack';
import { startWorker, type WorkerProcess } from './worker-process';

/** A mail test file's servers and database (mailServers). */
export interface MailServers {
  /** The file's own database (there from the file's first test on). */
  readonly db: TempDatabase;
  /** Starts `umpire mail` on the file's database, with `env` added; stopped after the file's tests. */
  startWorker(env?: Record<string, string>): WorkerProcess;
}

/**
 * What every mail test file that plays a game sets up around its tests: before them, the
 * mail stack up (dovecot + OpenSMTPD, mailStackUp), `mailboxes` emptied and a fresh
 * database; after them, the worker stopped (if one was started), `alsoAfter` run, the
 * database removed and the file's hold on the stack let go (mailStackDown).
 */
export function mailServers(mailboxes: string[], alsoAfter?: () => Promise<void>): MailServers {
  let db: TempDatabase | undefined;
  let worker: WorkerProcess | undefined;

  beforeAll(async () => {
    mailStackUp();
    await emptyMailboxes(mailboxes);
    db = tempDatabase();
  });

  afterAll(async () => {
    await worker?.stop();
    await alsoAfter?.();
    db?.dispose();
    mailStackDown();
  });

  const made = (): TempDatabase => {
    if (!db) throw new Error('the database is made before the first test (mailServers)');
    return db;
  };
  return {
    get db() {
      return made();
    },
    startWorker(env) {
      worker = startWorker(made().file, env);
      return worker;
    },
  };
}
