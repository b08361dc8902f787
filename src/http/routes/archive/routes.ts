import { defineRoute } from '../../openapi/route';
import { errorSchema } from '../../schemas/error';
import { archiveSchema } from '../../schemas/archive';
import { gameParams } from '../../schemas/params';

export const archiveRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/games/:id/archive',
    operationId: 'gameArchive',
    tag: 'archive',
    summary: 'The game as one verifiable JSON document',
    description:
      "The public view without a token, a side's view with its token, everything with the referee " +
      'token or once the game has ended. Every step lists its revealed seed; `umpire verify` checks it offline.',
    auth: 'optional',
    params: gameParams,
    responses: {
      200: { description: 'The archive', schema: archiveSchema },
      404: { description: 'Unknown game', schema: errorSchema },
    },
    handler: async ({ c, deps, params, principal }) => c.json(await deps.service.archive(params.id, principal)),
  }),
];
