import { planStep } from '../adjudication/plan-step';
import { followingRows, thenServerWindows } from '../adjudication/server-windows';
import type { ServiceContext } from '../context';
import { ServiceError } from '../errors';
import { stepMails } from '../mail/step-mails';
import { stepRecord } from '../steps/step-record';
import type { Principal } from '../types';
import { reusableSeedIndex } from './reusable-seed';
import { runAction } from './run-action';
import type { RefereeResult } from './types';

/**
 * Closes the open window now with the latest file of every side that sent one (sides with
 * none take no action): the action's entry and the step are one commit, and the step's
 * results mail goes out as after any adjudication. Refused while the game is paused.
 */
export function forceClose(ctx: ServiceContext, gameId: string, who: Principal, reason?: string): Promise<RefereeResult> {
  return runAction(ctx, gameId, who, 'force-close', async ({ game, ruleset, now }) => {
    if (game.status === 'paused') throw new ServiceError(409, 'game-paused', `Game ${gameId} is paused; resume it before closing its window.`);
    if (!game.windowId) throw new ServiceError(409, 'no-window', `Game ${gameId} has no open window to close.`);
    const files = await ctx.reads.latestFiles(gameId, game.windowId);
    const seedIndex = await reusableSeedIndex(ctx, game, files);
    const planned = planStep({ game, ruleset, files, closedBy: 'referee', now, deadlineHours: ctx.deadlineHours, ...(seedIndex !== undefined ? { seedIndex } : {}) });
    const { plan: step, following } = thenServerWindows(game, planned, ruleset, now, ctx.deadlineHours);
    const outbox = await stepMails(ctx, { game, ruleset, step });
    const rows = followingRows(following);
    return {
      reason,
      detail: { window: game.windowId },
      commit: { step: step.step, ...(rows.replayed ? { replayed: rows.replayed } : {}), events: [...step.events, ...rows.events], snapshot: step.snapshot, game: step.game, ...(outbox.length ? { outbox } : {}) },
      result: { steps: [stepRecord(step.step, step.events, 'full'), ...following.map((p) => stepRecord(p.step, p.events, 'full'))] },
    };
  });
}
