import type { AdvanceGamePlan } from '#db/commit/plan';
import type { GameRow, RefereeActionRow } from '#db/schema';
import type { Ruleset } from '#kernel/engine/ruleset';
import type { RefereeAction } from '#archive/types';
import { retryOnConflict } from '../concurrency/retry';
import type { ServiceContext } from '../context';
import { ServiceError } from '../errors';
import { loadGame } from '../game/load-game';
import type { Principal } from '../types';
import { roundMails } from '../tournament/round-mails';
import type { RefereeResult } from './types';

/** What an action sees: the game as it is, its rules, the action's number and the time. */
export interface Acting {
  game: GameRow;
  ruleset: Ruleset;
  seq: number;
  now: Date;
}

/** What an action decided: its log entry, what to commit with it, and what to answer. */
export interface ActionDecision {
  reason?: string | undefined;
  detail: Record<string, unknown>;
  /** The state hash after the action; the same as before when it changes no state. */
  stateHashAfter?: string;
  commit: Omit<AdvanceGamePlan, 'kind' | 'gameId' | 'expectedVersion' | 'refereeActions'>;
  result: Partial<RefereeResult>;
}

/** Who acts: the referee (checked here), or Umpire itself (the outage guard's pause). */
export type Actor = Principal | 'umpire';

/**
 * Runs one referee action: only the referee may (403), never on an ended game (409); in
 * the game's queue, with retries like every write; the action's log entry is committed
 * with everything it changed, and the round's standings mail when it ended a tournament
 * game (docs/tournaments.md).
 */
export async function runAction(
  ctx: ServiceContext,
  gameId: string,
  who: Actor,
  action: RefereeAction,
  decide: (a: Acting) => Promise<ActionDecision>,
): Promise<RefereeResult> {
  if (who !== 'umpire' && who.kind !== 'referee') {
    throw new ServiceError(403, 'referee-only', `Only the referee may ${action.replace('-', ' ')}.`);
  }
  return await ctx.mutex.run(gameId, () =>
    retryOnConflict(async () => {
      const { row: game, ruleset } = await loadGame(ctx, gameId);
      if (game.status === 'ended') throw new ServiceError(409, 'game-ended', `Game ${gameId} has ended; no referee action is left to take.`);
      const seq = (await ctx.reads.refereeActions(gameId)).length + 1;
      const now = ctx.clock.now();
      const d = await decide({ game, ruleset, seq, now });
      const row: RefereeActionRow = {
        gameId,
        seq,
        afterStep: game.lastStep,
        action,
        by: who === 'umpire' ? 'umpire' : 'referee',
        reason: d.reason ?? null,
        detail: d.detail,
        stateHashBefore: game.stateHash,
        stateHashAfter: d.stateHashAfter ?? game.stateHash,
        at: now.toISOString(),
      };
      const after: GameRow = { ...game, ...d.commit.game };
      const standings = after.status === 'ended' ? await roundMails(ctx, after, now) : [];
      const queued = new Set((d.commit.outbox ?? []).map((m) => m.messageId));
      const outbox = [...(d.commit.outbox ?? []), ...standings.filter((m) => !queued.has(m.messageId))];
      await ctx.store.commit({
        kind: 'advance',
        gameId,
        expectedVersion: game.version,
        ...d.commit,
        refereeActions: [row],
        ...(outbox.length ? { outbox } : {}),
      });
      ctx.logger.log({ level: 'info', event: `referee.${action}`, game: gameId, seq, by: row.by });
      return { game: gameId, action, seq, status: after.status, window: after.windowId, steps: [], ...d.result };
    }, (n) => ctx.logger.log({ level: 'debug', event: 'commit.retry', game: gameId, attempt: n })),
  );
}
