import type { ServiceContext } from './context';
import { tokenHash } from './credentials/tokens';
import { unknownGame } from './errors';
import type { Principal } from './types';

/** The principal a bearer token stands for in a game; null for a token the game does not know; 404 for no game. */
export async function authenticate(ctx: ServiceContext, gameId: string, token: string): Promise<Principal | null> {
  const game = await ctx.reads.game(gameId);
  if (!game) throw unknownGame(gameId);
  if (!token) return null;
  const hash = tokenHash(token);
  if (hash === game.refereeTokenHash) return { kind: 'referee' };
  const player = await ctx.reads.playerByTokenHash(gameId, hash);
  return player ? { kind: 'side', side: player.side } : null;
}
