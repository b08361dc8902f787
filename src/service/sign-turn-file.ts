import { withSignature } from '#turnfile/signature';
import type { ServiceContext } from './context';
import { ServiceError } from './errors';
import { loadGame } from './game/load-game';

/**
 * A turn file signed with the side's token, for a player who mails files from the game page
 * (the page holds the token in its session, never in the script): the text as
 * `umpire sign FILE --token …` would write it. A file that does not parse against the
 * game's title is not signed: 422 with every issue.
 */
export async function signTurnFile(ctx: ServiceContext, gameId: string, token: string, text: string): Promise<string> {
  const { ruleset } = await loadGame(ctx, gameId);
  const signed = withSignature(text, token, { order: ruleset.orderSchema, standing: ruleset.standingSchema });
  if (!signed.ok) throw new ServiceError(422, 'invalid-file', 'The turn file does not parse; nothing was signed.', signed.issues);
  return signed.text;
}
