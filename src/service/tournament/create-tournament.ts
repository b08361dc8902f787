import type { ServiceContext } from '../context';
import { retryOnConflict } from '../concurrency/retry';
import { ServiceError } from '../errors';
import { newTournamentId } from './tournament-id';
import { tournamentView } from './load-tournament';
import type { CreateTournamentInput, TournamentView } from './types';

export const DEFAULT_POINTS = { win: 3, draw: 1, loss: 0 };

/** A new, empty tournament (the operator's, like creating games). */
export async function createTournament(ctx: ServiceContext, input: CreateTournamentInput): Promise<TournamentView> {
  const name = input.name.trim();
  if (!name) throw new ServiceError(422, 'invalid-tournament', 'A tournament needs a name.', [{ path: ['name'], code: 'required', message: 'empty name' }]);
  const points = input.points ?? DEFAULT_POINTS;
  const id = await retryOnConflict(async () => {
    const tid = newTournamentId(ctx.entropy);
    await ctx.store.commit({ kind: 'tournament', tournament: { id: tid, name, points, createdAt: ctx.clock.now().toISOString() }, games: [] });
    return tid;
  });
  ctx.logger.log({ level: 'info', event: 'tournament.created', tournament: id });
  return tournamentView(ctx, id);
}
