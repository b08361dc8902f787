import type { Command } from '../command';
import { UsageError } from '../errors';

export const mailCommand: Command = {
  name: 'mail',
  summary: 'Run the mail worker: turn files in over IMAP, replies out over SMTP',
  usage: '',
  description: [
    'Watches the referee mailbox (UMPIRE_IMAP_URL, IDLE with a polling fallback, reconnecting with',
    'backoff), hands every mail to the service (a turn file as an attachment or as the body, the game',
    'id in the subject), and sends the outbox (receipts, rejections, results, game-start mail) over',
    'UMPIRE_SMTP_URL, retrying with backoff while the server is down. Each mail is moved to the',
    'processed folder once its result is committed. Needs UMPIRE_IMAP_URL, UMPIRE_SMTP_URL and',
    'UMPIRE_MAIL_FROM (see docs/mail.md); the database is UMPIRE_DB. Logs one JSON line per event',
    'on stderr (UMPIRE_LOG=off: none). Stops cleanly on Ctrl-C (SIGINT) or SIGTERM.',
  ].join('\n'),
  options: {},
  positionals: { min: 0, max: 0 },
  async run({ env, io }) {
    const { mailSettings } = await import('#mail/settings');
    let settings;
    try {
      settings = mailSettings(env);
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    const { openService } = await import('#config/open-service');
    const { startMailWorker } = await import('#mail/worker');
    const { redactUrl } = await import('#mail/smtp/smtp-url');
    const { jsonLinesLogger, systemClock } = await import('#service/node-ports');
    const { silentLogger } = await import('#service/ports');
    const logger = env.UMPIRE_LOG === 'off' ? silentLogger : jsonLinesLogger((line) => io.stderr.write(line));
    const { service, store, close } = openService({ dbPath: env.UMPIRE_DB, ...(env.UMPIRE_SECRET_KEY ? { secretKey: env.UMPIRE_SECRET_KEY } : {}), logger, mailFrom: settings.from, ...(env.UMPIRE_PUBLIC_URL ? { publicUrl: env.UMPIRE_PUBLIC_URL } : {}) });
    const { serviceReports } = await import('#mail/outbox/service-reports');
    const { loadNodeFonts } = await import('#report/fonts/node-fonts');
    const worker = startMailWorker({ service, db: store.sqlite, settings, clock: systemClock, logger, reports: serviceReports(service, loadNodeFonts) });
    io.stdout.write(`Mail worker: ${redactUrl(env.UMPIRE_IMAP_URL!)} -> ${redactUrl(env.UMPIRE_SMTP_URL!)}, from ${settings.from}, database ${env.UMPIRE_DB}\n`);
    await new Promise<void>((stop) => {
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    await worker.close();
    close();
    return 0;
  },
};
