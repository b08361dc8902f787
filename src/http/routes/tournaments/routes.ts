import { defineRoute } from '#http/openapi/route';
import { errorSchema } from '#http/schemas/error';
import { addTournamentGameBodySchema, createTournamentBodySchema, tournamentParams, tournamentSchema } from '#http/schemas/tournament';

/** Tournaments (docs/tournaments.md): the operator creates them and adds games; anyone may read the standings. */
export const tournamentRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/tournaments',
    operationId: 'createTournament',
    tag: 'tournaments',
    summary: 'Create a tournament (admin token)',
    auth: 'admin',
    body: { kind: 'json', schema: createTournamentBodySchema },
    responses: { 201: { description: 'The new, empty tournament', schema: tournamentSchema } },
    handler: async ({ c, deps, body }) => c.json(await deps.service.createTournament(body), 201),
  }),
  defineRoute({
    method: 'post',
    path: '/api/tournaments/:id/games',
    operationId: 'addTournamentGame',
    tag: 'tournaments',
    summary: 'Add a game to a round, naming the participant on each side (admin token)',
    auth: 'admin',
    params: tournamentParams,
    body: { kind: 'json', schema: addTournamentGameBodySchema },
    responses: {
      200: { description: 'The tournament with the game', schema: tournamentSchema },
      404: { description: 'Unknown tournament or game', schema: errorSchema },
      409: { description: 'The game is already in a tournament', schema: errorSchema },
    },
    handler: async ({ c, deps, params, body }) => c.json(await deps.service.addTournamentGame(params.id, body)),
  }),
  defineRoute({
    method: 'get',
    path: '/api/tournaments/:id',
    operationId: 'tournament',
    tag: 'tournaments',
    summary: 'A tournament: rounds, results and standings',
    auth: 'none',
    params: tournamentParams,
    responses: {
      200: { description: 'The tournament', schema: tournamentSchema },
      404: { description: 'Unknown tournament', schema: errorSchema },
    },
    handler: async ({ c, deps, params }) => c.json(await deps.service.tournament(params.id)),
  }),
];
