import type { ServiceContext } from '../context';
import { ServiceError } from '../errors';
import type { Principal } from '../types';
import { runAction } from './run-action';
import type { RefereeResult } from './types';

/**
 * Resumes a paused game. The open window's deadline moves by the time the game was paused,
 * so nobody loses time to the pause.
 */
export function resume(ctx: ServiceContext, gameId: string, who: Principal, reason?: string): Promise<RefereeResult> {
  return runAction(ctx, gameId, who, 'resume', async ({ game, now }) => {
    if (game.status !== 'paused') throw new ServiceError(409, 'not-paused', `Game ${gameId} is not paused.`);
    const pause = (await ctx.reads.refereeActions(gameId)).filter((a) => a.action === 'pause').at(-1);
    const pausedFor = pause ? Math.max(0, now.getTime() - Date.parse(pause.at)) : 0;
    const deadline = game.deadline === null ? null : new Date(Date.parse(game.deadline) + pausedFor).toISOString();
    return {
      reason,
      detail: deadline === null ? {} : { deadline },
      commit: { events: [], game: { status: 'active', deadline } },
      result: {},
    };
  });
}
