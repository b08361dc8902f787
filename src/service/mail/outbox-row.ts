import type { NewOutboxRow } from '../../db/schema';
import type { OutgoingMail } from './composer';

/** An outbox row for a composed mail: pending, due now, never tried. */
export function outboxRow(mail: OutgoingMail, where: { gameId: string | null; side: string | null }, now: Date): NewOutboxRow {
  const at = now.toISOString();
  return {
    messageId: mail.messageId,
    gameId: where.gameId,
    side: where.side,
    kind: mail.kind,
    to: mail.to,
    cc: mail.cc,
    subject: mail.subject,
    body: mail.body,
    headers: mail.headers,
    attachments: mail.attachments,
    secret: mail.secret ?? null,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: at,
    claimedUntil: null,
    lastError: null,
    createdAt: at,
    sentAt: null,
  };
}
