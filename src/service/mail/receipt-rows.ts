import type { InboundMailRow, NewOutboxRow, PlayerRow } from '../../db/schema';
import type { ServiceContext } from '../context';
import type { Receipt } from '../types';
import { inboundRecord } from './inbound-record';
import { outboxRow } from './outbox-row';
import type { ReceivedMail } from './types';

/**
 * What an accepted (or identical, already accepted) mailed file commits besides the file
 * itself: the mail's record and the receipt echoing the orders as read and the file hash,
 * to the sender and, when it is another address, to the side's registered one.
 */
export async function receiptRows(
  ctx: ServiceContext,
  input: { mail: ReceivedMail; receipt: Receipt; canonical: string; players: PlayerRow[] },
): Promise<{ inbound: InboundMailRow; outbox: NewOutboxRow[] }> {
  const { mail, receipt } = input;
  const now = ctx.clock.now();
  const inbound = inboundRecord(
    mail,
    { outcome: receipt.duplicate ? 'duplicate' : 'accepted', code: receipt.duplicate ? 'duplicate' : 'accepted', gameId: receipt.game, side: receipt.side, fileHash: receipt.fileHash },
    now,
  );
  if (!ctx.mail || !mail.replyTo) return { inbound, outbox: [] };
  const file = JSON.parse(input.canonical) as { orders: unknown[]; standing?: unknown; entropy?: string };
  const sideEmail = input.players.find((p) => p.side === receipt.side)?.email ?? null;
  const thread = (await ctx.reads.mailThreads(receipt.game)).get(receipt.side) ?? null;
  const reply = ctx.mail.receipt({ mail, receipt, file, sideEmail, thread });
  return { inbound, outbox: [outboxRow(reply, { gameId: receipt.game, side: receipt.side }, now)] };
}
