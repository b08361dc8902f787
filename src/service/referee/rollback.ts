import type { GameChanges } from '#db/commit/plan';
import type { ServiceContext } from '../context';
import { ServiceError } from '../errors';
import { windowFields } from '../game/window-fields';
import { stepMails } from '../mail/step-mails';
import { stepRecord } from '../steps/step-record';
import type { Principal } from '../types';
import { currentLine } from './current-line';
import { replayUndone } from './replay-undone';
import { runAction } from './run-action';
import type { RefereeResult } from './types';

export interface RollbackInput {
  /** The step whose result the game returns to (0 = the set-up). */
  to: number;
  reason: string;
  /** Play the undone steps again at once with their files (default true). */
  replay?: boolean;
}

/**
 * Returns the game to the state step `to` left it in (before any later correction) and
 * reopens the window that followed. The undone steps stay in the log, marked undone by
 * this action. With `replay` their windows are adjudicated again at once with the same
 * files: unchanged inputs reuse the same seeds, so the dice and the state come out the
 * same (docs/referee.md), and each replayed step sends its results mail. Without it the
 * window waits for every side again: the files of the undone line no longer count (nor
 * does a file that was pending), players send files anew, and a close with the same files
 * as before also gets the same dice.
 */
export function rollback(ctx: ServiceContext, gameId: string, who: Principal, input: RollbackInput): Promise<RefereeResult> {
  return runAction(ctx, gameId, who, 'rollback', async ({ game, ruleset, now }) => {
    const [steps, actions] = await Promise.all([ctx.reads.steps(gameId), ctx.reads.refereeActions(gameId)]);
    const line = currentLine(steps, actions);
    const at = input.to === 0 ? 0 : line.findIndex((s) => s.k === input.to) + 1;
    if (!Number.isInteger(input.to) || (input.to !== 0 && at === 0)) {
      throw new ServiceError(422, 'unknown-step', `Step ${input.to} is not a step of the current line (${line.map((s) => s.k).join(', ') || 'none yet'}), nor 0.`, [
        { path: ['to'], code: 'unknown-step', message: `steps of the current line: ${line.map((s) => s.k).join(', ') || 'none'}` },
      ]);
    }
    const undone = line.slice(at);
    if (undone.length === 0) throw new ServiceError(409, 'nothing-to-undo', `The game is at step ${input.to} already: there is nothing to roll back.`);
    const snapshot = await ctx.reads.snapshot(gameId, input.to);
    if (!snapshot) throw new Error(`game ${gameId} has no snapshot of step ${input.to}`);
    const replay = input.replay ?? true;
    const back = {
      ...game,
      state: snapshot.state,
      stateHash: snapshot.stateHash,
      headline: ruleset.headline(snapshot.state),
      ...windowFields(ruleset, snapshot.state, now, ctx.deadlineHours, game),
      status: 'active' as const,
      outcome: null,
    };
    const { game: after, plans: replayed } = replay ? await replayUndone(ctx, back, ruleset, undone, now) : { game: back, plans: [] };
    const plans = replayed.map((r) => r.plan);
    const outbox = [];
    for (const r of replayed) outbox.push(...(await stepMails(ctx, { game: r.before, ruleset, step: r.plan })));
    const changes: GameChanges = {
      state: after.state,
      stateHash: after.stateHash,
      headline: after.headline,
      windowId: after.windowId,
      window: after.window,
      windowOpenedAt: after.windowOpenedAt,
      deadline: after.deadline,
      status: game.status === 'paused' && after.status !== 'ended' ? 'paused' : after.status,
      outcome: after.outcome,
      lastStep: after.lastStep,
      lastEventSeq: after.lastEventSeq,
    };
    // Files sent on the undone line no longer count: the window that reopens waits for every
    // side again. Only a replay that brings the game back to the window and state it left
    // keeps that window's files (they were sent against this very state).
    const reproduced = replay && after.windowId === game.windowId && after.stateHash === game.stateHash;
    return {
      reason: input.reason,
      detail: { to: input.to, undone: undone.map((s) => s.k), replay },
      stateHashAfter: snapshot.stateHash,
      commit: {
        events: plans.flatMap((p) => p.events),
        replayed: plans.map((p) => ({ step: p.step, snapshot: p.snapshot })),
        game: changes,
        undoFiles: { keepWindow: reproduced ? after.windowId : null },
        ...(outbox.length ? { outbox } : {}),
      },
      result: { steps: plans.map((p) => stepRecord(p.step, p.events, 'full')) },
    };
  });
}
