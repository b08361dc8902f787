import { z } from 'zod';
import type { TournamentView } from '#service/tournament/types';
import { named } from '../openapi/components';
import type { SameShape } from './same-shape';
import { gameIdSchema } from './params';

export const tournamentParams = z.object({ id: z.string().regex(/^t_[A-Za-z0-9]{1,32}$/).describe('Tournament id, e.g. "t_K3QX7A"') });

const points = z.strictObject({ win: z.number().int(), draw: z.number().int(), loss: z.number().int() });

export const createTournamentBodySchema = named(
  'CreateTournament',
  z.strictObject({
    name: z.string().trim().min(1).max(200),
    points: points.optional().describe('Points for a win, a draw and a loss (default 3, 1, 0)'),
  }),
);

export const addTournamentGameBodySchema = named(
  'AddTournamentGame',
  z.strictObject({
    game: gameIdSchema,
    round: z.number().int().min(1),
    players: z.record(z.string().min(1).max(40), z.string().trim().min(1).max(100)).describe('side -> participant name, one per side'),
  }),
);

export const tournamentSchema = named(
  'Tournament',
  z.object({
    id: z.string(),
    name: z.string(),
    points: z.object({ win: z.number(), draw: z.number(), loss: z.number() }),
    createdAt: z.string(),
    rounds: z.array(
      z.object({
        round: z.number().int(),
        complete: z.boolean(),
        games: z.array(
          z.object({
            game: z.string(),
            round: z.number().int(),
            players: z.record(z.string(), z.string()),
            status: z.enum(['active', 'paused', 'ended']),
            winner: z.string().nullable().optional().describe('Once ended: the winning participant, null for a draw'),
            reason: z.string().optional(),
          }),
        ),
      }),
    ),
    standings: z.array(
      z.object({
        rank: z.number().int(),
        name: z.string(),
        played: z.number().int(),
        won: z.number().int(),
        drawn: z.number().int(),
        lost: z.number().int(),
        points: z.number(),
      }),
    ),
  }),
  'A tournament: its rounds, their games and results, and the standings (docs/tournaments.md)',
);

true satisfies SameShape<z.infer<typeof tournamentSchema>, TournamentView>;
