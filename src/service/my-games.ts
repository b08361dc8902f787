import { authenticate } from './authenticate';
import type { ServiceContext } from './context';
import { ServiceError } from './errors';
import { summary } from './summary';
import type { GameSummary } from './types';

/** One game link a player holds: the game and his token for it. */
export interface GameToken {
  gameId: string;
  token: string;
}

/** One line of a player's list of games: where the game stands and whether it waits for him. */
export type MyGameLine =
  | {
      gameId: string;
      /** The side the token plays, or "referee". */
      as: string;
      /** The game waits for this side's turn file in its open window. */
      yourTurn: boolean;
      game: GameSummary;
    }
  | { gameId: string; problem: { code: 'unknown-game' | 'unknown-token'; message: string } };

/**
 * "My games, your turn": for each game link a player holds, the game's summary and whether
 * its open window waits for the token's side; the games that wait for him first (the
 * nearest deadline first), then the others in the order given. A link whose game or token
 * is unknown gets a line saying so and tells nothing of the game.
 */
export async function myGames(ctx: ServiceContext, links: readonly GameToken[]): Promise<MyGameLine[]> {
  const lines: MyGameLine[] = [];
  for (const { gameId, token } of links) {
    let who;
    try {
      who = await authenticate(ctx, gameId, token);
    } catch (err) {
      if (err instanceof ServiceError && err.status === 404) {
        lines.push({ gameId, problem: { code: 'unknown-game', message: `There is no game ${gameId}.` } });
        continue;
      }
      throw err;
    }
    if (!who) {
      lines.push({ gameId, problem: { code: 'unknown-token', message: `The token is not a player's token for game ${gameId}.` } });
      continue;
    }
    const game = await summary(ctx, gameId);
    const as = who.kind === 'side' ? String(who.side) : 'referee';
    lines.push({ gameId, as, yourTurn: who.kind === 'side' && game.status === 'active' && game.waitingFor.includes(as), game });
  }
  const waiting = lines.filter((l): l is Extract<MyGameLine, { yourTurn: boolean }> => 'yourTurn' in l && l.yourTurn);
  waiting.sort((a, b) => (a.game.deadline ?? '9').localeCompare(b.game.deadline ?? '9'));
  return [...waiting, ...lines.filter((l) => !('yourTurn' in l && l.yourTurn))];
}
