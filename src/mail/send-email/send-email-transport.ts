import type { Clock } from '#service/ports';
import { SendError, type MailTransport, type OutboundMessage } from '../outbox/transport';
import { rawMessage } from './raw-message';

/** What the transport needs of a Workers `send_email` binding. */
export interface SendEmailBinding {
  send(message: unknown): Promise<unknown>;
}

/** Makes the binding's message: `new EmailMessage(from, to, raw)` from `cloudflare:email` (injected, so this file runs anywhere). */
export type EmailMessageFactory = (envelopeFrom: string, envelopeTo: string, raw: string) => unknown;

/**
 * The mail an invocation of `email()` answers. Email Routing lets a Worker reply to it
 * once, to its sender, whatever the verified destination addresses are.
 */
export interface AnsweredMail {
  /** The Message-ID without angle brackets. */
  messageId: string;
  /** The envelope sender. */
  from: string;
  reply(message: unknown): Promise<unknown>;
}

/**
 * The outbox transport over a Workers `send_email` binding (the SMTP transport's twin).
 * The binding takes one envelope recipient per message, so the same RFC 5322 text goes
 * once to each To and Cc address. Under Email Routing the binding reaches only verified
 * destination addresses: any other recipient is refused at once, which counts as a
 * permanent refusal (tried a few times, then the row is marked failed; docs/workers.md).
 * With `answering`, the receipt or rejection of that mail goes to its sender as a reply
 * (`message.reply()`), which needs no verified address; a refused reply falls back to the binding.
 */
export function sendEmailTransport(binding: SendEmailBinding, newMessage: EmailMessageFactory, clock: Clock, answering?: AnsweredMail): MailTransport {
  let replied = false;
  const replyFits = (m: OutboundMessage, to: string) =>
    answering !== undefined && !replied && m.headers['In-Reply-To'] === `<${answering.messageId}>` && addressOf(to).toLowerCase() === addressOf(answering.from).toLowerCase();
  return {
    async send(m: OutboundMessage) {
      const raw = rawMessage(m, clock.now());
      const from = addressOf(m.from);
      for (const to of [...m.to, ...m.cc]) {
        if (answering && replyFits(m, to)) {
          replied = true;
          try {
            await answering.reply(newMessage(from, addressOf(to), raw));
            continue;
          } catch {
            // not replyable (e.g. an auto-submitted mail): the binding may still reach the sender
          }
        }
        try {
          await binding.send(newMessage(from, addressOf(to), raw));
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          throw new SendError(`send_email to ${to}: ${message}`, /not allowed|not verified|destination/i.test(message), false, { cause: err });
        }
      }
    },
    close: () => {},
  };
}

/** The bare address of "Name <a@b>" or "a@b". */
function addressOf(value: string): string {
  return (/<([^>]+)>/.exec(value)?.[1] ?? value).trim();
}
