import type { GameRow } from '#db/schema';
import type { ServiceContext } from '../context';
import { retryOnConflict } from '../concurrency/retry';
import { ServiceError, unknownGame } from '../errors';
import { rulesetOf } from '../game/load-game';
import { planStep, type StepPlan } from './plan-step';
import { followingRows, thenServerWindows } from './server-windows';
import { stepMails } from '../mail/step-mails';
import { reusableSeedIndex } from '../referee/reusable-seed';

/**
 * Closes a game's open window now, with the latest file of every side that sent one
 * (drafts included; a side with no file takes no action), in the game's queue and with
 * retries like a submission. `stillDue` lets the deadline sweep skip a game whose window
 * moved on meanwhile (it returns null then).
 */
export function closeWindow(
  ctx: ServiceContext,
  gameId: string,
  closedBy: 'referee' | 'deadline',
  stillDue: (game: GameRow) => boolean = () => true,
): Promise<StepPlan | null> {
  return ctx.mutex.run(gameId, () =>
    retryOnConflict(async () => {
      const game = await ctx.reads.game(gameId);
      if (!game) throw unknownGame(gameId);
      if (!stillDue(game)) return null;
      if (game.status === 'ended' || game.windowId === null) {
        throw new ServiceError(409, 'game-ended', `Game ${gameId} has ended; there is no window to close.`);
      }
      const files = await ctx.reads.latestFiles(gameId, game.windowId);
      const ruleset = rulesetOf(ctx, game.title);
      const seedIndex = await reusableSeedIndex(ctx, game, files);
      const now = ctx.clock.now();
      const planned = planStep({ game, ruleset, files, closedBy, now, deadlineHours: ctx.deadlineHours, ...(seedIndex !== undefined ? { seedIndex } : {}) });
      const { plan: step, following } = thenServerWindows(game, planned, ruleset, now, ctx.deadlineHours);
      const outbox = await stepMails(ctx, { game, ruleset, step });
      const rows = followingRows(following);
      await ctx.store.commit({
        kind: 'advance',
        gameId,
        expectedVersion: game.version,
        step: step.step,
        ...(rows.replayed ? { replayed: rows.replayed } : {}),
        events: [...step.events, ...rows.events],
        snapshot: step.snapshot,
        game: step.game,
        ...(outbox.length ? { outbox } : {}),
      });
      ctx.logger.log({ level: 'info', event: 'step.adjudicated', game: gameId, step: step.step.k, window: step.step.windowId, closedBy, events: step.events.length, nextWindow: step.adjudicated.nextWindow });
      return step;
    }, (n) => ctx.logger.log({ level: 'debug', event: 'commit.retry', game: gameId, attempt: n })),
  );
}
