import { CommitConflict } from '#db/commit/plan';
import type { Issue } from '#kernel/engine/issues';
import type { ServiceContext } from '../context';
import { ServiceError, unknownGame } from '../errors';
import { rulesetOf } from '../game/load-game';
import { tournamentView, unknownTournament } from './load-tournament';
import type { AddTournamentGameInput, TournamentView } from './types';

/**
 * Adds an existing game to a tournament round, naming the participant on every side.
 * A game belongs to one tournament at most (409); every side needs a name and only the
 * game's sides may be named (422).
 */
export async function addTournamentGame(ctx: ServiceContext, tournamentId: string, input: AddTournamentGameInput): Promise<TournamentView> {
  if (!(await ctx.reads.tournament(tournamentId))) throw unknownTournament(tournamentId);
  const game = await ctx.reads.game(input.game);
  if (!game) throw unknownGame(input.game);
  const sides = rulesetOf(ctx, game.title).sides.map(String);
  const issues: Issue[] = [];
  if (!Number.isInteger(input.round) || input.round < 1) issues.push({ path: ['round'], code: 'invalid-round', message: 'a round is a whole number from 1' });
  for (const side of sides) {
    if (!input.players[side]?.trim()) issues.push({ path: ['players', side], code: 'required', message: `name the participant playing ${side}` });
  }
  for (const side of Object.keys(input.players)) {
    if (!sides.includes(side)) issues.push({ path: ['players', side], code: 'unknown-side', message: `game ${game.id} has no side ${side} (its sides: ${sides.join(', ')})` });
  }
  if (issues.length) throw new ServiceError(422, 'invalid-tournament-game', `The game cannot be added as asked: ${issues[0]!.message}.`, issues);
  const other = await ctx.reads.tournamentOfGame(game.id);
  if (other) throw new ServiceError(409, 'game-in-tournament', `Game ${game.id} is already in tournament ${other.tournamentId}.`);
  const players = Object.fromEntries(sides.map((s) => [s, input.players[s]!.trim()]));
  try {
    await ctx.store.commit({ kind: 'tournament', games: [{ tournamentId, gameId: game.id, round: input.round, players }] });
  } catch (err) {
    if (err instanceof CommitConflict) throw new ServiceError(409, 'game-in-tournament', `Game ${game.id} was just added to a tournament.`);
    throw err;
  }
  ctx.logger.log({ level: 'info', event: 'tournament.game-added', tournament: tournamentId, game: game.id, round: input.round });
  return tournamentView(ctx, tournamentId);
}
