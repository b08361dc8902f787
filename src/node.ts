import { dirname, resolve } from 'node:path';
import { resolveSigningKey } from '#config/signing-key';
import { headSigner } from '#archive/head-signature';
import { pathToFileURL } from 'node:url';
import { resolveAdminToken, type AdminToken } from '#config/admin-token';
import { ConfigError, loadEnv, type Env } from '#config/env';
import { openService } from '#config/open-service';
import { createApp } from '#http/create-app';
import { offlineViewerOnce } from '#web/viewer/offline/build-offline-viewer';
import { listen } from '#http/node-listen';
import { loadNodeFonts } from '#report/fonts/node-fonts';
import { serviceReports } from '#mail/outbox/service-reports';
import { jsonLinesLogger, systemClock } from '#service/node-ports';
import { mailConfigured, mailFromOf, mailSettings } from '#mail/settings';
import { startMailWorker, type MailWorker } from '#mail/worker';
import { redactUrl } from '#mail/smtp/smtp-url';
import { silentLogger, type Logger } from '#service/ports';
import { parseWorkerPool } from '#turnfile/parse-worker/pool';

export interface StartOptions {
  /** Parsed environment; default: process.env. */
  env?: Env;
  /** Overrides env.PORT; 0 picks a free port. */
  port?: number;
  host?: string;
  dbPath?: string;
  /** Overrides UMPIRE_ADMIN_TOKEN and the stored token. */
  adminToken?: string;
  logger?: Logger;
  /** Where the start-up lines go; default stdout. */
  print?: (line: string) => void;
  /** Stop on SIGINT/SIGTERM (the command line does; tests do not). */
  handleSignals?: boolean;
  /** How often the scheduler sweeps (reminders, deadlines, outage guard; docs/deadlines.md); default every minute. */
  sweepIntervalMs?: number;
  /** How many of the newest steps the game page's `/data` carries; default PAGE_HISTORY_STEPS (the tests of the paging choose fewer). */
  pageHistorySteps?: number;
}

const DEFAULT_SWEEP_MS = 60_000;

export interface RunningServer {
  url: string;
  port: number;
  adminToken: string;
  close(): Promise<void>;
  /** Settles once the server has stopped (after close() or a signal). */
  closed: Promise<void>;
}

/**
 * `npm start`: the HTTP API on an SQLite file. Creates the database folder, migrates,
 * resolves the admin token (generating and storing one when none is configured), serves,
 * and stops cleanly.
 */
export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const env = opts.env ?? loadEnv(process.env);
  const print = opts.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  const dbPath = opts.dbPath ?? env.UMPIRE_DB;
  const admin: AdminToken = opts.adminToken
    ? { token: opts.adminToken, source: 'env' }
    : resolveAdminToken(env.UMPIRE_ADMIN_TOKEN, dbPath === ':memory:' ? resolve('data') : dirname(resolve(dbPath)));
  const dataDir = dbPath === ':memory:' ? resolve('data') : dirname(resolve(dbPath));
  const signer = headSigner((await resolveSigningKey(env.UMPIRE_SIGNING_KEY, dataDir)).pkcs8);
  const logger = opts.logger ?? (env.UMPIRE_LOG === 'off' ? silentLogger : jsonLinesLogger());
  const mailFrom = mailFromOf(env);
  // Turn files are read in worker threads, so that a large one never holds up the server.
  const parser = parseWorkerPool();
  parser.warm();
  const opened = openService({ dbPath, logger, parseTurnFile: parser.parse, ...(env.UMPIRE_SECRET_KEY ? { secretKey: env.UMPIRE_SECRET_KEY } : {}), ...(mailFrom ? { mailFrom } : {}), ...(env.UMPIRE_PUBLIC_URL ? { publicUrl: env.UMPIRE_PUBLIC_URL } : {}) });
  const { service, store } = opened;
  const closeDb = () => {
    opened.close();
    void parser.close();
  };
  let mail: MailWorker | undefined;
  try {
    // The mail worker runs when both UMPIRE_IMAP_URL and UMPIRE_SMTP_URL are set (docs/mail.md).
    if (mailConfigured(env)) mail = startMailWorker({ service, db: store.sqlite, settings: mailSettings(env), clock: systemClock, logger, reports: serviceReports(service, loadNodeFonts) });
  } catch (err) {
    closeDb();
    throw err;
  }
  const app = createApp({
    service,
    adminToken: admin.token,
    headSigner: signer,
    fonts: loadNodeFonts,
    offlineViewer: offlineViewerOnce(),
    logger,
    ...(mailFrom ? { refereeAddress: mailFrom } : {}),
    ...(env.UMPIRE_MAX_BODY_BYTES ? { limits: { maxBodyBytes: env.UMPIRE_MAX_BODY_BYTES } } : {}),
    ...(opts.pageHistorySteps !== undefined ? { pageHistorySteps: opts.pageHistorySteps } : {}),
  });
  const host = opts.host ?? env.HOST;
  const { server, port, url } = await listen(app.fetch, opts.port ?? env.PORT, host).catch(async (err: unknown) => {
    await mail?.close();
    closeDb();
    throw err;
  });

  // Everything the scheduler needs is in the database: a restart loses no reminder or deadline.
  // A sweep still running when the next is due is left to finish (sweeps are idempotent anyway).
  let sweeping: Promise<unknown> | undefined;
  const runSweep = () => {
    sweeping ??= service
      .sweep()
      .catch((err: unknown) => logger.log({ level: 'error', event: 'deadline.sweep-failed', error: err instanceof Error ? err.message : String(err) }))
      .finally(() => (sweeping = undefined));
  };
  runSweep();
  const sweep = setInterval(runSweep, opts.sweepIntervalMs ?? DEFAULT_SWEEP_MS);
  sweep.unref();

  let resolveClosed!: () => void;
  const closed = new Promise<void>((r) => (resolveClosed = r));
  let closing: Promise<void> | undefined;
  const onSignal = () => void close();
  const close = () =>
    (closing ??= new Promise<void>((done) => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      clearInterval(sweep);
      server.close(() => {
        // The database closes after the mail worker and any sweep still running are done.
        void Promise.all([mail?.close(), sweeping]).finally(() => {
          closeDb();
          done();
          resolveClosed();
        });
      });
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    }));
  if (opts.handleSignals) {
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }

  print(`Umpire listening on ${url} (database ${dbPath})`);
  print(`API docs: ${url}/api/docs`);
  print(adminTokenLine(admin));
  if (mail) print(`Mail worker: ${redactUrl(env.UMPIRE_IMAP_URL!)} -> ${redactUrl(env.UMPIRE_SMTP_URL!)}, from ${mailFrom}`);
  return { url, port, adminToken: admin.token, close, closed };
}

function adminTokenLine(admin: AdminToken): string {
  if (admin.source === 'env') return 'Admin token: from UMPIRE_ADMIN_TOKEN';
  const where = admin.source === 'generated' ? `generated and stored in ${admin.file}` : `from ${admin.file}`;
  return `Admin token (${where}): ${admin.token}`;
}

async function main(): Promise<void> {
  try {
    await startServer({ handleSignals: true });
  } catch (err) {
    process.stderr.write(`umpire: ${err instanceof ConfigError || err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
