import { defineRoute } from '#http/openapi/route';
import { healthSchema } from '#http/schemas/health';

export const healthRoutes = [
  defineRoute({
    method: 'get',
    path: '/health',
    operationId: 'health',
    tag: 'service',
    summary: 'Liveness check',
    auth: 'none',
    responses: { 200: { description: 'The service is up', schema: healthSchema } },
    handler: ({ c }) => c.json({ status: 'ok' as const, service: 'umpire' as const }),
  }),
];
