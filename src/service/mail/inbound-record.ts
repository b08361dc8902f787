import type { InboundMailRow } from '#db/schema';
import type { ReceivedMail } from './types';

/** The record that marks an inbound mail as dealt with (written in the commit of its result). */
export function inboundRecord(
  mail: ReceivedMail,
  result: { outcome: InboundMailRow['outcome']; code: string; gameId?: string | null; side?: string | null; fileHash?: string | null },
  now: Date,
): InboundMailRow {
  return {
    messageId: mail.messageId,
    receivedAt: now.toISOString(),
    from: mail.from,
    subject: mail.subject,
    gameId: result.gameId ?? mail.gameId,
    side: result.side ?? null,
    outcome: result.outcome,
    code: result.code,
    fileHash: result.fileHash ?? null,
    size: mail.size,
    rawHash: mail.rawHash,
  };
}
