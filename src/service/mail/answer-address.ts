import type { GameRow } from '#db/schema';
import type { ServiceContext } from '../context';
import type { ReceivedMail } from './types';

/**
 * The one address an answer to an inbound mail (receipt or rejection) may go to, or null:
 * Umpire answers only the people of the game the mail names, its players and its referee
 * (when it names no game, or one that does not exist: a player or referee of any game
 * here). The From must be one of them; the answer goes to the Reply-To when that is one
 * of them too, else to the From. So a stranger's mail is never answered, whatever its
 * Reply-To (a Reply-To alone proves nothing), and a player's mail with a Reply-To outside
 * the game is answered at the player's own address, never reflected to a third one.
 */
export async function answerAddress(ctx: ServiceContext, mail: ReceivedMail, game: GameRow | undefined): Promise<string | null> {
  const known = await knownAddresses(ctx, game);
  if (!mail.from || !(await known(mail.from))) return null;
  if (mail.replyTo && mail.replyTo !== mail.from && (await known(mail.replyTo))) return mail.replyTo;
  return mail.from;
}

async function knownAddresses(ctx: ServiceContext, game: GameRow | undefined): Promise<(address: string) => Promise<boolean>> {
  if (!game) return (address) => ctx.reads.knownMailAddress(address.toLowerCase());
  const players = await ctx.reads.players(game.id);
  const addresses = new Set([...players.map((p) => p.email), game.refereeEmail].flatMap((a) => (a ? [a.toLowerCase()] : [])));
  return async (address) => addresses.has(address.toLowerCase());
}

/** The log line of a mail that got no answer because no address of it belongs to the game (never its subject or body). */
export function logUnanswered(ctx: ServiceContext, mail: ReceivedMail, code: string): void {
  ctx.logger.log({ level: 'info', event: 'mail.unanswered', reason: 'stranger', game: mail.gameId ?? undefined, messageId: mail.messageId, code });
}
