import type { Absence } from '#db/schema';
import { issue } from '#kernel/engine/issues';
import { retryOnConflict } from '../concurrency/retry';
import type { ServiceContext } from '../context';
import { ServiceError } from '../errors';
import { loadGame } from '../game/load-game';
import type { AbsenceInput, AbsenceResult, Principal } from '../types';
import { absenceInputSchema, MAX_ABSENCE_DAYS } from './absence-input';
import { endOf, pastAbsences } from './deadline-after';
import { missingSides } from './reminder-mails';
import { timingOf } from './timing';

const DAY = 86_400_000;

/**
 * Records an absence (docs/deadlines.md): a side token for its own side, the referee for any
 * side. Kept on the games row with every earlier one; the open window's deadline moves past
 * its end when it falls in it and the side has not sent its final file; later windows'
 * deadlines are set with it in mind. A refused request changes nothing.
 */
export async function declareAbsence(ctx: ServiceContext, gameId: string, who: Principal, raw: AbsenceInput): Promise<AbsenceResult> {
  const parsed = absenceInputSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ServiceError(422, 'invalid-absence', 'The absence is not valid.', parsed.error.issues.map((i) => issue(i.path.map(String), 'invalid', i.message)));
  }
  const input = parsed.data;
  return ctx.mutex.run(gameId, () =>
    retryOnConflict(async () => {
      const { row: game } = await loadGame(ctx, gameId);
      const side = sideOf(who, input.side);
      const players = await ctx.reads.players(gameId);
      if (!players.some((p) => p.side === side)) {
        throw new ServiceError(422, 'unknown-side', `Game ${gameId} has no side "${side}".`, [issue(['side'], 'unknown-side', `Its sides are ${players.map((p) => p.side).join(', ')}.`)]);
      }
      if (game.status === 'ended') throw new ServiceError(409, 'game-ended', `Game ${gameId} has ended; absences no longer matter.`);
      const timing = timingOf(game.options, ctx.deadlineHours);
      const now = ctx.clock.now();
      checkDates(input.from, input.until, timing.timeZone, now.getTime());
      const absence: Absence = { side, from: input.from, until: input.until, by: who.kind, at: now.toISOString() };
      const absences = [...game.absences, absence];
      let deadline = game.deadline;
      if (game.windowId && deadline) {
        const missing = missingSides(game, await ctx.reads.latestFiles(game.id, game.windowId));
        deadline = new Date(pastAbsences(Date.parse(deadline), missing, absences, timing)).toISOString();
      }
      await ctx.store.commit({ kind: 'advance', gameId, expectedVersion: game.version, events: [], game: { absences, deadline } });
      const moved = deadline !== game.deadline;
      ctx.logger.log({ level: 'info', event: 'absence.declared', game: gameId, side, from: input.from, until: input.until, by: who.kind, ...(moved ? { deadline } : {}) });
      return { game: gameId, side, from: input.from, until: input.until, deadline, moved };
    }),
  );
}

function sideOf(who: Principal, named: string | undefined): string {
  if (who.kind === 'side') {
    if (named !== undefined && named !== who.side) throw new ServiceError(403, 'other-side', `A ${who.side} token declares absences for ${who.side} only.`, [issue(['side'], 'other-side', `Leave out "side" or name ${who.side}.`)]);
    return who.side;
  }
  if (named === undefined) throw new ServiceError(422, 'side-required', 'The referee names the side that is away.', [issue(['side'], 'side-required', 'Name the side that is away.')]);
  return named;
}

function checkDates(from: string, until: string, timeZone: string, now: number): void {
  if (until < from) throw new ServiceError(422, 'absence-order', `The absence ends (${until}) before it starts (${from}).`, [issue(['until'], 'absence-order', '`until` must be on or after `from`.')]);
  const days = (Date.parse(until) - Date.parse(from)) / DAY + 1;
  if (days > MAX_ABSENCE_DAYS) throw new ServiceError(422, 'absence-too-long', `An absence is at most ${MAX_ABSENCE_DAYS} days; this one is ${days}.`, [issue(['until'], 'absence-too-long', `At most ${MAX_ABSENCE_DAYS} days.`)]);
  if (endOf({ until }, timeZone) <= now) throw new ServiceError(422, 'absence-over', `The absence ended on ${until}, in the past.`, [issue(['until'], 'absence-over', 'The last day away has already passed.')]);
}
