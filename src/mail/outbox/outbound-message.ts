import type { OutboxRow } from '#db/schema';
import { SECRET_PLACEHOLDER } from '#service/mail/composer';
import type { OutboundMessage } from './transport';

/** What a game-start mail says instead of a token that waited too long to be sent (docs/mail.md). */
export const WITHDRAWN_TOKEN =
  '(not sent: this mail waited too long to go out, so the token was erased. Whoever created the game received every token; the referee can also give you a new one)';

/**
 * An outbox row as the transport sends it, with the token of a game-start mail put back in.
 * A token past its expiry (or already erased by the sweep) is not put back: the body says
 * so instead, and a game-page link goes without it.
 */
export function outboundMessage(row: OutboxRow, from: string, now: Date): OutboundMessage {
  const expired = row.secretExpiresAt !== null && Date.parse(row.secretExpiresAt) <= now.getTime();
  const secret = expired ? null : row.secret;
  const text = secret
    ? row.body.split(SECRET_PLACEHOLDER).join(secret)
    : row.body.split(`?token=${SECRET_PLACEHOLDER}`).join('').split(SECRET_PLACEHOLDER).join(WITHDRAWN_TOKEN);
  return {
    from,
    to: row.to,
    cc: row.cc,
    subject: row.subject,
    text,
    messageId: row.messageId,
    headers: row.headers,
    attachments: row.attachments,
  };
}
