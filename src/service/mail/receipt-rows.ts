import type { GameRow, InboundMailRow, NewOutboxRow, PlayerRow } from '#db/schema';
import type { ServiceContext } from '../context';
import type { Receipt } from '../types';
import { answerAddress, logUnanswered } from './answer-address';
import { inboundRecord } from './inbound-record';
import { outboxRow } from './outbox-row';
import type { ReceivedMail } from './types';

/**
 * What an accepted (or identical, already accepted) mailed file commits besides the file
 * itself: the mail's record and the receipt echoing the orders as read and the file hash,
 * to the sender when its address belongs to the game (answerAddress) and to the side's
 * registered address when that is another one. A sender outside the game is not answered
 * (logged): the side learns of the file at its own address.
 */
export async function receiptRows(
  ctx: ServiceContext,
  input: { mail: ReceivedMail; game: GameRow; receipt: Receipt; canonical: string; players: PlayerRow[] },
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
  const answer = await answerAddress(ctx, mail, input.game);
  if (!answer) logUnanswered(ctx, mail, receipt.duplicate ? 'duplicate' : 'accepted');
  const to = answer ?? sideEmail;
  if (!to) return { inbound, outbox: [] };
  const thread = (await ctx.reads.mailThreads(receipt.game)).get(receipt.side) ?? null;
  const reply = ctx.mail.receipt({ mail, to, answersSender: answer !== null, receipt, file, sideEmail, thread });
  return { inbound, outbox: [outboxRow(reply, { gameId: receipt.game, side: receipt.side }, now)] };
}
