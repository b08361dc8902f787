import type { OutboxRow } from '../../db/schema';
import { SECRET_PLACEHOLDER } from '../../service/mail/composer';
import type { OutboundMessage } from './transport';

/** An outbox row as the transport sends it, with the token of a game-start mail put back in. */
export function outboundMessage(row: OutboxRow, from: string): OutboundMessage {
  const text = row.secret ? row.body.split(SECRET_PLACEHOLDER).join(row.secret) : row.body;
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
