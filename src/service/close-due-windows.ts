import { closeWindow } from './adjudication/close-window';
import type { ServiceContext } from './context';
import type { DeadlineClosure } from './types';

/**
 * Closes every open window whose deadline has passed (missed orders: no action; a side's
 * latest draft counts), whatever the game's timing options say. The scheduler's `sweep`
 * (schedule/sweep.ts) is what timers and cron triggers call: it applies each game's grace
 * period and missed-orders policy, sends reminders and guards against outages.
 */
export async function closeDueWindows(ctx: ServiceContext): Promise<DeadlineClosure[]> {
  const now = ctx.clock.now().toISOString();
  const closed: DeadlineClosure[] = [];
  for (const gameId of await ctx.reads.dueGames(now)) {
    try {
      const step = await closeWindow(ctx, gameId, 'deadline', (g) => g.status === 'active' && g.deadline !== null && g.deadline <= now);
      if (step) closed.push({ game: gameId, step: step.step.k, window: step.step.windowId, nextWindow: step.adjudicated.nextWindow });
    } catch (err) {
      // One game's failure must not hold up the others; it stays due and is tried again next sweep.
      ctx.logger.log({ level: 'error', event: 'deadline.failed', game: gameId, message: (err as Error).message });
    }
  }
  return closed;
}
