import { planStep } from '../adjudication/plan-step';
import type { ServiceContext } from '../context';
import { ServiceError } from '../errors';
import { stepRecord } from '../steps/step-record';
import type { Principal } from '../types';
import { reusableSeedIndex } from './reusable-seed';
import { runAction } from './run-action';
import type { RefereeResult } from './types';

/**
 * The step the open window would give if it closed now, with the files that are in: shown
 * to the referee only. Nothing of the step is committed and its seed stays unrevealed to
 * the players; the log records that the referee looked (docs/referee.md).
 */
export function preview(ctx: ServiceContext, gameId: string, who: Principal): Promise<RefereeResult> {
  return runAction(ctx, gameId, who, 'preview', async ({ game, ruleset, now }) => {
    if (!game.windowId) throw new ServiceError(409, 'no-window', `Game ${gameId} has no open window to preview.`);
    const files = await ctx.reads.latestFiles(gameId, game.windowId);
    const seedIndex = await reusableSeedIndex(ctx, game, files);
    const step = planStep({ game, ruleset, files, closedBy: 'referee', now, deadlineHours: ctx.deadlineHours, ...(seedIndex !== undefined ? { seedIndex } : {}) });
    return {
      detail: { window: game.windowId },
      commit: { events: [], game: {} },
      result: { preview: stepRecord(step.step, step.events, 'full') },
    };
  });
}
