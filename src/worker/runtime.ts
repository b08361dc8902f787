import { drizzle } from 'drizzle-orm/d1';
import { headSigner } from '#archive/head-signature';
import type { Hono } from 'hono';
import { d1Store } from '#db/d1-store';
import { schema } from '#db/schema';
import type { AppEnv } from '#http/app-env';
import { createApp } from '#http/create-app';
import { createMailComposer } from '#mail/outbound/composer';
import { messageIdDomain } from '#mail/outbound/message-ids';
import { OutboxQueue } from '#mail/outbox/outbox-queue';
import { OutboxSender } from '#mail/outbox/sender';
import { serviceReports } from '#mail/outbox/service-reports';
import { sendEmailTransport, type AnsweredMail, type EmailMessageFactory } from '#mail/send-email/send-email-transport';
import { registerStandardFonts } from '#report/pdf/standard-fonts';
import { createService } from '#service/create-service';
import type { MailIntake } from '#service/mail/types';
import type { DeadlineSweep, UmpireService } from '#service/types';
import type { WorkerBindings } from './bindings';
import { assetFonts } from './fonts';
import { workerSettings, type WorkerSettings } from './settings';
import { assetRulesets } from './titles';
import { bundledTemplates } from './templates';

/** Everything one isolate serves with: the service on D1, the hono app, and the outbox sender. */
export interface WorkerRuntime {
  settings: WorkerSettings;
  service: UmpireService & DeadlineSweep & MailIntake;
  app: Hono<AppEnv>;
  /**
   * A sender that delivers the outbox over the `send_email` binding (replying to the mail
   * an `email()` invocation answers, when given); absent without MAIL or UMPIRE_MAIL_FROM.
   */
  sender: ((answering?: AnsweredMail) => OutboxSender) | undefined;
}

const runtimes = new WeakMap<object, Promise<WorkerRuntime>>();
registerStandardFonts();

/**
 * The runtime for these bindings, built on first use and kept for the isolate's life (so
 * the per-game queue and the test entropy outlive a request). The same service, app and
 * composer as on Node; only the adapters differ: D1 for SQLite, bundled templates, the
 * titles' data and the fonts from the static assets for files, `send_email` for SMTP.
 * A start that fails (a bad variable, an asset missing) is not kept: the next request
 * tries again.
 */
export function workerRuntime(bindings: WorkerBindings, newMessage: EmailMessageFactory): Promise<WorkerRuntime> {
  const known = runtimes.get(bindings);
  if (known) return known;
  const started = startRuntime(bindings, newMessage);
  runtimes.set(bindings, started);
  started.catch(() => runtimes.delete(bindings));
  return started;
}

async function startRuntime(bindings: WorkerBindings, newMessage: EmailMessageFactory): Promise<WorkerRuntime> {
  const settings = workerSettings(bindings);
  const rulesets = await assetRulesets(bindings.ASSETS);
  const fonts = assetFonts(bindings.ASSETS);
  const db = drizzle(bindings.DB as Parameters<typeof drizzle>[0], { schema });
  const service = createService({
    db: d1Store(db),
    rulesets,
    clock: settings.clock,
    entropy: settings.entropy,
    logger: settings.logger,
    secretKey: settings.secretKey,
    // mail is queued for players with an address whether or not it can be sent yet, as on Node
    mail: createMailComposer({ templates: bundledTemplates(), domain: messageIdDomain(settings.mailFrom), ...(settings.publicUrl ? { publicUrl: settings.publicUrl } : {}) }),
  });
  const app = createApp({
    service,
    adminToken: settings.adminToken,
    ...(settings.signingKey ? { headSigner: headSigner(settings.signingKey) } : {}),
    fonts,
    logger: settings.logger,
    ...(settings.mailFrom ? { refereeAddress: settings.mailFrom } : {}),
    ...(settings.maxBodyBytes ? { limits: { maxBodyBytes: settings.maxBodyBytes } } : {}),
  });
  const mail = bindings.MAIL;
  const from = settings.mailFrom;
  const sender =
    mail && from
      ? (answering?: AnsweredMail) =>
          new OutboxSender({
            queue: new OutboxQueue(db),
            transport: sendEmailTransport(mail, newMessage, settings.clock, answering),
            from,
            clock: settings.clock,
            logger: settings.logger,
            reports: serviceReports(service, fonts),
          })
      : undefined;
  if (settings.testPorts) settings.logger.log({ level: 'warn', event: 'worker.test-ports', message: 'UMPIRE_TEST_CLOCK or UMPIRE_TEST_SEED is set: for tests only' });
  return { settings, service, app, sender };
}
