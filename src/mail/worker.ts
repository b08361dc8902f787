import type { AnyDb } from '#db/reads';
import type { MailIntake } from '#service/mail/types';
import type { Clock, Logger } from '#service/ports';
import { ImapIntake, type FetchedMessage } from './imap/intake';
import { takeIn } from './inbound/take-in';
import { OutboxQueue } from './outbox/outbox-queue';
import { OutboxSender } from './outbox/sender';
import type { ReportPdfSource } from './outbox/report-attachment';
import type { MailTransport } from './outbox/transport';
import type { MailSettings } from './settings';
import { smtpTransport } from './smtp/smtp-transport';

export interface MailWorkerDeps {
  service: MailIntake;
  /** The database the service commits to (the outbox is read and marked here). */
  db: AnyDb;
  settings: MailSettings;
  clock: Clock;
  logger: Logger;
  /** Default: SMTP to settings.smtp. */
  transport?: MailTransport;
  /** Renders the PDF report each results mail carries (serviceReports); without it, the text report only. */
  reports?: ReportPdfSource;
}

export interface MailWorker {
  intake: ImapIntake;
  sender: OutboxSender;
  close(): Promise<void>;
}

/**
 * The mail worker (`umpire mail`, and `npm start` when IMAP and SMTP are configured): the
 * IMAP intake hands every message to the service's receiveMail, which commits its result
 * with its record and replies; the outbox sender then delivers what the commit queued
 * (and whatever other channels queued: results of a window closed over HTTP, game-start mail).
 */
export function createMailWorker(deps: MailWorkerDeps): MailWorker {
  const { settings, logger } = deps;
  const queue = new OutboxQueue(deps.db);
  const pause = pauser(settings, logger);
  const sender = new OutboxSender({
    queue,
    transport: deps.transport ?? smtpTransport(settings.smtp),
    from: settings.from,
    clock: deps.clock,
    logger,
    retryBaseMs: settings.retryBaseMs,
    ...(deps.reports ? { reports: deps.reports } : {}),
    ...(pause('after-send') ? { afterSend: pause('after-send') } : {}),
  });
  const handle = async (m: FetchedMessage) => {
    await takeIn(deps.service, m.raw, { maxBytes: settings.maxBytes, ownAddress: settings.from, size: m.size }, logger);
    sender.kick();
  };
  const afterFetch = pause('after-fetch');
  const afterHandle = pause('after-commit');
  const intake = new ImapIntake({
    settings: settings.imap,
    processedFolder: settings.processedFolder,
    maxBytes: settings.maxBytes,
    pollMs: settings.pollMs,
    handle,
    logger,
    ...(afterFetch ? { afterFetch } : {}),
    ...(afterHandle ? { afterHandle } : {}),
  });
  return {
    intake,
    sender,
    async close() {
      await intake.stop();
      await sender.stop();
    },
  };
}

/** Starts a worker: intake connects (retrying with backoff) and the sender starts polling the outbox. */
export function startMailWorker(deps: MailWorkerDeps): MailWorker {
  const worker = createMailWorker(deps);
  worker.sender.start();
  worker.intake.start();
  return worker;
}

/** UMPIRE_MAIL_TEST_PAUSE: a hook that logs "mail.test-pause" and waits, so a test can kill the process there. */
function pauser(settings: MailSettings, logger: Logger) {
  return (stage: NonNullable<MailSettings['testPause']>['stage']) => {
    const p = settings.testPause;
    if (!p || p.stage !== stage) return undefined;
    return async (what: number | string) => {
      logger.log({ level: 'info', event: 'mail.test-pause', stage, what, ms: p.ms });
      await new Promise((r) => setTimeout(r, p.ms));
    };
  };
}
