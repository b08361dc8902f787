import { takeIn } from '#mail/inbound/take-in';
import type { IncomingEmail } from './bindings';
import { deliver } from './deliver';
import type { WorkerRuntime } from './runtime';

/**
 * `email()`: a mail Email Routing hands to the Worker goes through the same reading,
 * authentication and service code as a mail fetched over IMAP (src/mail/worker.ts):
 * readMessage, then receiveMail, which commits the file, its step, the mail's record and
 * the replies at once. Then the outbox is delivered, the answer to this mail as a reply.
 * A fault (not a refusal) is thrown, so Email Routing does not count the mail as delivered.
 */
export async function handleEmail(message: IncomingEmail, rt: WorkerRuntime): Promise<void> {
  const { settings, service } = rt;
  const raw = new Uint8Array(await new Response(message.raw).arrayBuffer());
  const { mail } = await takeIn(service, raw, { maxBytes: settings.maxMailBytes, ownAddress: settings.mailFrom ?? null, size: Math.max(message.rawSize, raw.length) }, settings.logger);
  // the receipt or rejection goes back as a reply to this mail; other mail through the binding
  await deliver(rt, mail.hasMessageId ? { messageId: mail.messageId, from: message.from, reply: (m) => message.reply(m) } : undefined);
}
