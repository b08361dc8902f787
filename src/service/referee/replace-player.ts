import { signingKeyFor } from '#turnfile/signature';
import type { ServiceContext } from '../context';
import { newToken, tokenHash } from '../credentials/tokens';
import { ServiceError } from '../errors';
import type { Principal } from '../types';
import { runAction } from './run-action';
import type { RefereeResult } from './types';

/**
 * Gives a side to a new player: a new token (returned once; the old one stops working at
 * once, and so do files signed with it) and, when given, a new address. The side's turn
 * files so far stay in the game.
 */
export function replacePlayer(
  ctx: ServiceContext,
  gameId: string,
  who: Principal,
  input: { side: string; reason: string; email?: string },
): Promise<RefereeResult> {
  return runAction(ctx, gameId, who, 'replace-player', async () => {
    const player = (await ctx.reads.players(gameId)).find((p) => p.side === input.side);
    if (!player) {
      throw new ServiceError(422, 'unknown-side', `No side ${JSON.stringify(input.side)} plays in game ${gameId}.`, [
        { path: ['side'], code: 'unknown-side', message: `no player holds side ${input.side}` },
      ]);
    }
    const token = newToken(ctx.entropy);
    return {
      reason: input.reason,
      detail: { side: input.side },
      commit: {
        events: [],
        game: {},
        player: {
          ...player,
          email: input.email ?? player.email,
          tokenHash: tokenHash(token),
          signingKey: ctx.keys.seal({ gameId, side: player.side, tokenHash: tokenHash(token) }, signingKeyFor(token)),
        },
      },
      result: { token },
    };
  });
}
