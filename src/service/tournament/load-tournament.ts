import type { GameRow, TournamentGameRow, TournamentRow } from '#db/schema';
import type { ServiceContext } from '../context';
import { ServiceError } from '../errors';
import { standings } from './standings';
import type { TournamentGame, TournamentView } from './types';

export const unknownTournament = (id: string): ServiceError =>
  new ServiceError(404, 'unknown-tournament', `There is no tournament ${JSON.stringify(id)}.`);

/** A tournament game as it stands, from its entry and its game row (the winner as a participant). */
export function tournamentGame(entry: TournamentGameRow, game: Pick<GameRow, 'status' | 'outcome'>): TournamentGame {
  const out: TournamentGame = { game: entry.gameId, round: entry.round, players: { ...entry.players }, status: game.status };
  if (game.status === 'ended') {
    const side = game.outcome?.winner;
    out.winner = side === undefined ? null : (entry.players[side] ?? null);
    if (game.outcome?.reason !== undefined) out.reason = game.outcome.reason;
  }
  return out;
}

/** The tournament's rounds and standings; `override` replaces a game row not yet committed (the game that is ending now). */
export async function tournamentView(ctx: ServiceContext, id: string, override?: GameRow): Promise<TournamentView> {
  const t: TournamentRow | undefined = await ctx.reads.tournament(id);
  if (!t) throw unknownTournament(id);
  const entries = await ctx.reads.tournamentGames(id);
  const games: TournamentGame[] = [];
  for (const e of entries) {
    const row = override?.id === e.gameId ? override : await ctx.reads.game(e.gameId);
    if (row) games.push(tournamentGame(e, row));
  }
  const rounds = [...new Set(games.map((g) => g.round))]
    .sort((a, b) => a - b)
    .map((round) => {
      const list = games.filter((g) => g.round === round);
      return { round, complete: list.every((g) => g.status === 'ended'), games: list };
    });
  return { id: t.id, name: t.name, points: t.points, createdAt: t.createdAt, rounds, standings: standings(t.points, games) };
}
