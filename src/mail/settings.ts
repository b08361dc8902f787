import type { Env } from '#config/env';
import { parseImapUrl, type ImapSettings } from './imap/imap-url';
import { DEFAULT_MAX_MAIL_BYTES } from './inbound/limits';
import { DEFAULT_RETRY_BASE_MS } from './outbox/sender';
import { parseSmtpUrl, type SmtpSettings } from './smtp/smtp-url';

/** Everything the mail worker needs from the environment (docs/mail.md "Settings"). */
export interface MailSettings {
  imap: ImapSettings;
  smtp: SmtpSettings;
  /** The referee address: the From of every mail; mail from it is never answered. */
  from: string;
  maxBytes: number;
  pollMs: number;
  retryBaseMs: number;
  processedFolder: string;
  testPause?: { stage: 'after-fetch' | 'after-commit' | 'after-send'; ms: number };
}

export const DEFAULT_POLL_SECONDS = 60;
export const DEFAULT_PROCESSED_FOLDER = 'Processed';

/** The referee address: UMPIRE_MAIL_FROM, else the IMAP user when it is an address. */
export function mailFromOf(env: Env): string | undefined {
  if (env.UMPIRE_MAIL_FROM) return env.UMPIRE_MAIL_FROM;
  if (!env.UMPIRE_IMAP_URL) return undefined;
  const user = decodeURIComponent(new URL(env.UMPIRE_IMAP_URL).username);
  return user.includes('@') ? user : undefined;
}

/** Whether both mail URLs are set (then `npm start` runs the worker). */
export const mailConfigured = (env: Env): boolean => Boolean(env.UMPIRE_IMAP_URL && env.UMPIRE_SMTP_URL);

/** The worker's settings; throws naming what is missing when mail is not fully configured. */
export function mailSettings(env: Env): MailSettings {
  const missing = (['UMPIRE_IMAP_URL', 'UMPIRE_SMTP_URL'] as const).filter((k) => !env[k]);
  if (missing.length) throw new Error(`the mail worker needs ${missing.join(' and ')} (docs/mail.md)`);
  const from = mailFromOf(env);
  if (!from) throw new Error('the mail worker needs UMPIRE_MAIL_FROM (the referee address) when the IMAP user is not an address');
  return {
    imap: parseImapUrl(env.UMPIRE_IMAP_URL!),
    smtp: parseSmtpUrl(env.UMPIRE_SMTP_URL!),
    from,
    maxBytes: env.UMPIRE_MAIL_MAX_BYTES ?? DEFAULT_MAX_MAIL_BYTES,
    pollMs: Math.round((env.UMPIRE_MAIL_POLL_SECONDS ?? DEFAULT_POLL_SECONDS) * 1000),
    retryBaseMs: env.UMPIRE_MAIL_RETRY_SECONDS !== undefined ? Math.round(env.UMPIRE_MAIL_RETRY_SECONDS * 1000) : DEFAULT_RETRY_BASE_MS,
    processedFolder: env.UMPIRE_MAIL_PROCESSED_FOLDER ?? DEFAULT_PROCESSED_FOLDER,
    ...(env.UMPIRE_MAIL_TEST_PAUSE ? { testPause: { stage: env.UMPIRE_MAIL_TEST_PAUSE, ms: env.UMPIRE_MAIL_TEST_PAUSE_MS ?? 60_000 } } : {}),
  };
}
