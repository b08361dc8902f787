import { defineRoute } from '#http/openapi/route';
import { scenarioListSchema } from '#http/schemas/scenario';

export const scenarioRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/scenarios',
    operationId: 'listScenarios',
    tag: 'scenarios',
    summary: 'Every scenario a game can be created from',
    auth: 'none',
    responses: { 200: { description: 'The scenarios, ids like "drive-on-stalingrad/operation-blue"', schema: scenarioListSchema } },
    handler: ({ c, deps }) => c.json(deps.service.listScenarios()),
  }),
];
