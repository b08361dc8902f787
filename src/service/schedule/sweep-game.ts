import type { GameRow } from '#db/schema';
import { closeWindow } from '../adjudication/close-window';
import { retryOnConflict } from '../concurrency/retry';
import type { ServiceContext } from '../context';
import { rulesetOf } from '../game/load-game';
import { runAction } from '../referee/run-action';
import type { SweepReport } from '../types';
import { decide, type Decision, type Moment } from './decide';
import { markNames, markRow } from './marks';
import { refereeNoticeMail } from './referee-notice-mail';
import { missingSides, reminderMails } from './reminder-mails';
import { timingOf } from './timing';

/** One sweep's moment: the time it started and when the one before it ran. */
export interface SweepMoment extends Moment {
  iso: string;
  lastSweepIso: string | null;
}

/** Thrown inside a pause when the game changed meanwhile and no longer needs it: nothing is committed. */
class NoLongerDue extends Error {}

/**
 * Does what is due for one game (docs/deadlines.md). Every branch re-reads the game inside
 * its queue and decides again before committing, and what it does is committed with the
 * mark or status change that records it: a restart or a second sweeper never repeats it.
 */
export async function sweepGame(ctx: ServiceContext, gameId: string, moment: SweepMoment, report: SweepReport): Promise<void> {
  const game = await ctx.reads.game(gameId);
  if (!game) return;
  const decision = await decisionFor(ctx, game, moment);
  if (decision.kind === 'close') return close(ctx, gameId, moment, report);
  if (decision.kind === 'pause') return pause(ctx, gameId, decision.reason, moment, report);
  if (decision.kind === 'wait' || decision.kind === 'remind') return note(ctx, gameId, moment, report);
}

async function decisionFor(ctx: ServiceContext, game: GameRow, moment: Moment): Promise<Decision> {
  const marks = game.windowId ? await ctx.reads.scheduleMarks(game.id, game.windowId) : new Set<string>();
  return decide(game, timingOf(game.options, ctx.deadlineHours), marks, moment);
}

/** Policy `no-action`: the window closes with the latest file of each side (drafts count). */
async function close(ctx: ServiceContext, gameId: string, moment: SweepMoment, report: SweepReport): Promise<void> {
  const stillDue = (g: GameRow) => decide(g, timingOf(g.options, ctx.deadlineHours), new Set(), moment).kind === 'close';
  const step = await closeWindow(ctx, gameId, 'deadline', stillDue);
  if (!step) return;
  // closeWindow logs the step (step.adjudicated, closedBy deadline).
  report.closed.push({ game: gameId, step: step.step.k, window: step.step.windowId, nextWindow: step.adjudicated.nextWindow });
}

/** Policy `referee` or the outage guard: the game pauses (a referee action by `umpire`) and the referee is told. */
async function pause(ctx: ServiceContext, gameId: string, reason: 'missed-orders' | 'outage', moment: SweepMoment, report: SweepReport): Promise<void> {
  let window = '';
  try {
    await runAction(ctx, gameId, 'umpire', 'pause', async ({ game, ruleset, now }) => {
      const d = await decisionFor(ctx, game, moment);
      if (d.kind !== 'pause' || d.reason !== reason) throw new NoLongerDue();
      window = game.windowId!;
      const missing = missingSides(game, await ctx.reads.latestFiles(game.id, window));
      const outbox = refereeNoticeMail(ctx, { game, ruleset, kind: reason, missing, lastSweep: moment.lastSweepIso, now });
      const mark = markRow({ id: game.id, windowId: window }, markNames.notice(reason, game.deadline!), now.toISOString());
      return {
        reason,
        detail: { window, deadline: game.deadline, missing },
        commit: { events: [], game: { status: 'paused' }, scheduleMarks: [mark], ...(outbox.length ? { outbox } : {}) },
        result: {},
      };
    });
  } catch (err) {
    if (err instanceof NoLongerDue) return;
    throw err;
  }
  report.paused.push({ game: gameId, reason });
  report.notices.push({ game: gameId, window, kind: reason });
  ctx.logger.log({ level: reason === 'outage' ? 'warn' : 'info', event: 'schedule.paused', game: gameId, window, reason });
}

/** Reminders, or policy `wait`'s notice to the referee: mail and mark in one commit, the game row untouched but its version. */
async function note(ctx: ServiceContext, gameId: string, moment: SweepMoment, report: SweepReport): Promise<void> {
  await ctx.mutex.run(gameId, () =>
    retryOnConflict(async () => {
      const game = await ctx.reads.game(gameId);
      if (!game || !game.windowId || !game.deadline) return;
      const d = await decisionFor(ctx, game, moment);
      if (d.kind !== 'wait' && d.kind !== 'remind') return;
      const ruleset = rulesetOf(ctx, game.title);
      const files = await ctx.reads.latestFiles(game.id, game.windowId);
      const now = ctx.clock.now();
      const at = now.toISOString();
      const where = { id: game.id, windowId: game.windowId };
      const missing = missingSides(game, files);
      if (d.kind === 'wait') {
        const outbox = refereeNoticeMail(ctx, { game, ruleset, kind: 'waiting', missing, lastSweep: moment.lastSweepIso, now });
        const marks = [markRow(where, markNames.notice('waiting', game.deadline), at)];
        await ctx.store.commit({ kind: 'advance', gameId, expectedVersion: game.version, events: [], game: {}, scheduleMarks: marks, ...(outbox.length ? { outbox } : {}) });
        report.notices.push({ game: gameId, window: game.windowId, kind: 'waiting' });
        ctx.logger.log({ level: 'info', event: 'schedule.waiting', game: gameId, window: game.windowId, missing });
        return;
      }
      const nearest = Math.min(...d.hoursBefore);
      const timing = timingOf(game.options, ctx.deadlineHours);
      const players = await ctx.reads.players(game.id);
      const outbox = await reminderMails(ctx, { game, ruleset, timing, players, files, hoursBefore: nearest, now });
      const marks = d.hoursBefore.map((h) => markRow(where, markNames.reminder(h, game.deadline!), at));
      await ctx.store.commit({ kind: 'advance', gameId, expectedVersion: game.version, events: [], game: {}, scheduleMarks: marks, ...(outbox.length ? { outbox } : {}) });
      report.reminders.push({ game: gameId, window: game.windowId, hoursBefore: nearest, sides: missing });
      ctx.logger.log({ level: 'info', event: 'schedule.reminder', game: gameId, window: game.windowId, hoursBefore: nearest, mails: outbox.length });
    }, (n) => ctx.logger.log({ level: 'debug', event: 'commit.retry', game: gameId, attempt: n })),
  );
}
