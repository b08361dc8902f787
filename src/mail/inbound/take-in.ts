import type { MailIntake, MailOutcome } from '#service/mail/types';
import type { Logger } from '#service/ports';
import { readMessage, type ReadOptions } from './read-message';

/**
 * One incoming message through the service, whichever way it arrived (IMAP on Node, an
 * Email Worker on Cloudflare): read, handed to receiveMail (which commits its result and
 * queues the reply), and logged as `mail.received`.
 */
export async function takeIn(service: MailIntake, raw: Uint8Array, opts: ReadOptions, logger: Logger) {
  const mail = await readMessage(raw, opts);
  const outcome: MailOutcome = await service.receiveMail(mail);
  logger.log({
    level: 'info',
    event: 'mail.received',
    game: outcome.game ?? undefined,
    messageId: mail.messageId,
    outcome: outcome.outcome,
    code: outcome.code,
    side: outcome.side ?? undefined,
    size: mail.size,
  });
  return { mail, outcome };
}
