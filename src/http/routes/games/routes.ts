import { defineRoute } from '#http/openapi/route';
import { errorSchema } from '#http/schemas/error';
import { createdGameSchema, createGameBodySchema, gameSummarySchema, viewSchema } from '#http/schemas/game';
import { gameParams } from '#http/schemas/params';
import { templateQuery, templateSchema } from '#http/schemas/template';
import { createGame, gameSummary, gameTemplate, gameView } from './handlers';

export const gameRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/games',
    operationId: 'createGame',
    tag: 'games',
    summary: 'Create a game (admin token)',
    description:
      'Creates a game from a scenario and returns the tokens: one per side and the referee token. ' +
      'They are shown once; the server keeps only their hashes. `diceCommitment` is s_0 of the dice chain.',
    auth: 'admin',
    body: { kind: 'json', schema: createGameBodySchema },
    responses: { 201: { description: 'The game, its tokens and its dice commitment', schema: createdGameSchema } },
    handler: createGame,
  }),
  defineRoute({
    method: 'get',
    path: '/api/games/:id',
    operationId: 'gameSummary',
    tag: 'games',
    summary: 'Public summary of a game',
    auth: 'none',
    params: gameParams,
    responses: {
      200: { description: 'Turn, open window, who it waits for, deadline, status', schema: gameSummarySchema },
      404: { description: 'Unknown game', schema: errorSchema },
    },
    handler: gameSummary,
  }),
  defineRoute({
    method: 'get',
    path: '/api/games/:id/view',
    operationId: 'gameView',
    tag: 'games',
    summary: "The current state as the token's holder may see it",
    auth: 'side-or-referee',
    params: gameParams,
    responses: { 200: { description: 'The redacted view (the full state for the referee)', schema: viewSchema } },
    handler: gameView,
  }),
  defineRoute({
    method: 'get',
    path: '/api/games/:id/template',
    operationId: 'gameTemplate',
    tag: 'turns',
    summary: 'A turn-file skeleton for the open window (YAML)',
    auth: 'side-or-referee',
    params: gameParams,
    query: templateQuery,
    responses: {
      200: { description: 'The template', schema: templateSchema, contentType: 'text/yaml' },
      409: { description: 'No window is open (the game has ended)', schema: errorSchema },
    },
    handler: gameTemplate,
  }),
];
