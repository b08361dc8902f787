import { defineRoute } from '#http/openapi/route';
import { errorSchema } from '#http/schemas/error';
import { stepParams } from '#http/schemas/params';
import { stepRecordSchema } from '#http/schemas/step';

export const stepRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/games/:id/steps/:n',
    operationId: 'gameStep',
    tag: 'steps',
    summary: "One adjudication step: events, dice transcript and revealed seed",
    description: "Without a token the public's copy; with a side's token that side's; with the referee token everything.",
    auth: 'optional',
    params: stepParams,
    responses: {
      200: { description: 'The step, redacted for the caller', schema: stepRecordSchema },
      404: { description: 'Unknown game or step', schema: errorSchema },
    },
    handler: async ({ c, deps, params, principal }) => c.json(await deps.service.step(params.id, params.n, principal)),
  }),
];
