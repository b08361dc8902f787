import type { Side } from '#kernel/ids';
import type { ServiceContext } from '../context';
import { ServiceError } from '../errors';
import type { Principal } from '../types';
import { runAction } from './run-action';
import type { RefereeResult } from './types';

/**
 * Ends the game now, with a winner or drawn (no winner), for the reason given. The window
 * closes, the archive becomes the full copy for everyone, and a tournament counts the result.
 */
export function endGame(ctx: ServiceContext, gameId: string, who: Principal, reason: string, winner?: string): Promise<RefereeResult> {
  return runAction(ctx, gameId, who, 'end', async ({ ruleset }) => {
    if (winner !== undefined && !ruleset.sides.map(String).includes(winner)) {
      throw new ServiceError(422, 'unknown-side', `There is no side ${JSON.stringify(winner)} in this game.`, [
        { path: ['winner'], code: 'unknown-side', message: `sides are ${ruleset.sides.join(', ')}` },
      ]);
    }
    const outcome = { ended: true, ...(winner !== undefined ? { winner: winner as Side } : {}), reason: `Ended by the referee: ${reason}` };
    return {
      reason,
      detail: winner !== undefined ? { winner } : {},
      commit: {
        events: [],
        game: { status: 'ended', outcome, windowId: null, window: null, windowOpenedAt: null, deadline: null },
      },
      result: {},
    };
  });
}
