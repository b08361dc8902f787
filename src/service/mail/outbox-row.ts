import type { NewOutboxRow } from '#db/schema';
import type { OutgoingMail } from './composer';

/**
 * How long a token waits in an unsent mail (game-start) before the sweep erases it; a mail
 * sent after that goes without the token, saying so (docs/mail.md).
 */
export const UNSENT_SECRET_HOURS = 72;

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
    secretExpiresAt: mail.secret ? new Date(now.getTime() + UNSENT_SECRET_HOURS * 3_600_000).toISOString() : null,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: at,
    claimedUntil: null,
    lastError: null,
    createdAt: at,
    sentAt: null,
  };
}
