import type { Issue } from '#kernel/engine/issues';
import { CommitConflict } from '#db/commit/plan';
import type { NewOutboxRow } from '#db/schema';
import type { ServiceContext } from '../context';
import { MAX_ATTEMPTS } from '../concurrency/retry';
import { submitTurn } from '../submit-turn';
import { answerAddress, logUnanswered } from './answer-address';
import { inboundRecord } from './inbound-record';
import { outboxRow } from './outbox-row';
import { receiptRows } from './receipt-rows';
import type { MailOutcome, ReceivedMail } from './types';

/**
 * The mail channel's use case (docs/mail.md). Exactly once per Message-ID: a recorded one
 * changes nothing. Mail to be ignored (auto-replies, bounces…) is only recorded. A turn
 * file goes through submitTurn with channel "mail": when accepted, its record and receipt
 * (and the results, if it closed the window) are written in the file's own commit; a
 * refusal or an identical file is recorded with its rejection or receipt in one commit.
 * Answers go only to the game's own people (answerAddress): a stranger's mail is recorded
 * and logged (`mail.unanswered`), never answered.
 * Losing a race with another worker for the same Message-ID ends as "already-processed".
 */
export async function receiveMail(ctx: ServiceContext, mail: ReceivedMail): Promise<MailOutcome> {
  for (let n = 1; ; n++) {
    try {
      return await once(ctx, mail);
    } catch (err) {
      if (!(err instanceof CommitConflict) || n >= MAX_ATTEMPTS) throw err;
    }
  }
}

async function once(ctx: ServiceContext, mail: ReceivedMail): Promise<MailOutcome> {
  const seen = await ctx.reads.inboundMail(mail.messageId);
  if (seen) return { outcome: 'already-processed', code: seen.code, game: seen.gameId, side: seen.side };
  const content = mail.content;
  if (content.kind === 'ignore') {
    await ctx.store.commit({ kind: 'mail', inbound: inboundRecord(mail, { outcome: 'ignored', code: content.reason }, ctx.clock.now()), outbox: [] });
    return { outcome: 'ignored', code: content.reason, game: mail.gameId, side: null };
  }
  if (content.kind === 'reject') return reject(ctx, mail, { status: content.status, code: content.code, message: content.message, errors: content.errors });
  if (!mail.gameId) {
    const message = 'The subject names no game (it should carry the game id, e.g. "g_7QH2XK"), and neither does the file.';
    return reject(ctx, mail, { status: 422, code: 'no-game-id', message, errors: [{ path: ['game'], code: 'no-game-id', message }] });
  }

  const result = await submitTurn(ctx, { gameId: mail.gameId, text: content.text, channel: 'mail' }, mail);
  if (!result.ok) return reject(ctx, mail, result);
  const { receipt } = result;
  if (receipt.duplicate) {
    const [file] = await ctx.reads.filesByHash(receipt.game, [receipt.fileHash]);
    const [game, players] = await Promise.all([ctx.reads.game(receipt.game), ctx.reads.players(receipt.game)]);
    const rows = await receiptRows(ctx, { mail, game: game!, receipt, canonical: file?.canonical ?? '{"orders":[]}', players });
    await ctx.store.commit({ kind: 'mail', inbound: rows.inbound, outbox: rows.outbox });
  }
  return { outcome: receipt.duplicate ? 'duplicate' : 'accepted', code: receipt.duplicate ? 'duplicate' : 'accepted', game: receipt.game, side: receipt.side };
}

async function reject(
  ctx: ServiceContext,
  mail: ReceivedMail,
  refusal: { status: number; code: string; message: string; errors: Issue[] },
): Promise<MailOutcome> {
  const now = ctx.clock.now();
  const game = mail.gameId ? await ctx.reads.game(mail.gameId) : undefined;
  const gameId = game?.id ?? null;
  const side = game && mail.from ? ((await ctx.reads.players(game.id)).find((p) => p.email?.toLowerCase() === mail.from)?.side ?? null) : null;
  const outbox: NewOutboxRow[] = [];
  if (ctx.mail && mail.replyTo) {
    const to = await answerAddress(ctx, mail, game);
    if (to) {
      const thread = gameId && side ? ((await ctx.reads.mailThreads(gameId)).get(side) ?? null) : null;
      const reply = ctx.mail.rejection({ mail, to, gameId, ...refusal, thread });
      outbox.push(outboxRow(reply, { gameId, side }, now));
    } else {
      logUnanswered(ctx, mail, refusal.code);
    }
  }
  const inbound = inboundRecord(mail, { outcome: 'rejected', code: refusal.code, gameId: mail.gameId, side }, now);
  await ctx.store.commit({ kind: 'mail', inbound, outbox });
  return { outcome: 'rejected', code: refusal.code, game: mail.gameId, side };
}
