import { defineRoute } from '#http/openapi/route';
import { errorSchema } from '#http/schemas/error';
import { gameParams } from '#http/schemas/params';
import { stepRecordSchema } from '#http/schemas/step';

export const adjudicationRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/games/:id/adjudicate',
    operationId: 'adjudicate',
    tag: 'steps',
    summary: 'Referee: close the open window now',
    description: 'Adjudicates with the files that are in; sides that sent none take no action.',
    auth: 'referee',
    params: gameParams,
    responses: {
      200: { description: 'The step that closed the window', schema: stepRecordSchema },
      409: { description: 'No window is open (the game has ended)', schema: errorSchema },
    },
    handler: async ({ c, deps, params, principal }) => {
      if (!principal) throw new Error('adjudicate: the referee principal is missing');
      return c.json(await deps.service.adjudicate(params.id, principal));
    },
  }),
];
