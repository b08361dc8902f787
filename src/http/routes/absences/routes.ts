import { defineRoute } from '#http/openapi/route';
import { absenceBodySchema, absenceResultSchema } from '#http/schemas/absence';
import { errorSchema } from '#http/schemas/error';
import { gameParams } from '#http/schemas/params';

/** Absences (docs/deadlines.md): a deadline falling in one moves past its end. */
export const absenceRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/games/:id/absences',
    operationId: 'declareAbsence',
    tag: 'games',
    summary: 'Declare a player absence',
    description:
      'A side token declares an absence of its own side; the referee token names the side. From `from` to `until` ' +
      "(whole days in the game's time zone), a deadline of a window waiting for that side moves past the absence's end " +
      '(timing option `afterAbsenceHours`, 24 h by default). The open window\'s deadline moves at once when it falls in it.',
    auth: 'side-or-referee',
    params: gameParams,
    body: { kind: 'json', schema: absenceBodySchema },
    responses: {
      200: { description: 'The absence and the open window\'s deadline after it', schema: absenceResultSchema },
      403: { description: 'A side token naming another side', schema: errorSchema },
      409: { description: 'The game has ended', schema: errorSchema },
      422: { description: 'Bad dates, an absence over or too long, an unknown side, or the referee named none', schema: errorSchema },
    },
    handler: async ({ c, deps, params, body, principal }) => {
      if (!principal) throw new Error('absences: the principal is missing');
      return c.json(await deps.service.declareAbsence(params.id, principal, body));
    },
  }),
];
