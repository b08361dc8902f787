import type { ServiceContext } from '../context';
import { ServiceError } from '../errors';
import { runAction, type Actor } from './run-action';
import type { RefereeResult } from './types';

/**
 * Pauses a game: status `paused`, no turn file is taken and no deadline runs until it is
 * resumed; the reason is the pause's log entry. The one way to pause a game: the referee
 * calls it, and so does the outage guard (as `umpire`).
 */
export function pauseGame(ctx: ServiceContext, gameId: string, who: Actor, reason: string): Promise<RefereeResult> {
  return runAction(ctx, gameId, who, 'pause', async ({ game }) => {
    if (game.status === 'paused') throw new ServiceError(409, 'already-paused', `Game ${gameId} is already paused.`);
    return { reason, detail: {}, commit: { events: [], game: { status: 'paused' } }, result: {} };
  });
}
