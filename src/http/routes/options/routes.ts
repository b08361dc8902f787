import { templateSide } from '#http/access/template-side';
import { FailureError } from '#http/errors/failure';
import { defineRoute } from '#http/openapi/route';
import { errorSchema } from '#http/schemas/error';
import { attackPreviewQuery, attackPreviewSchema, optionsQuery, unitOptionsListingSchema } from '#http/schemas/options';
import { gameParams } from '#http/schemas/params';

/** "What can this unit do now" and "what would this attack be", for the game page and any client. */
export const optionsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/games/:id/options',
    operationId: 'unitOptions',
    tag: 'turns',
    summary: "The side's units and their legal options in the open window",
    description:
      'The same answer the template and the fuzzer use (Ruleset.options): legal destinations with their cost and ' +
      'path, legal attack targets (with the odds of attacking alone when every factor is known), entry hexes of ' +
      'reinforcements, and notes. A side token answers for its own side; the referee names one with `side`. ' +
      'Worked out once per position and side: asking again before the game moves on is answered from what was kept.',
    auth: 'side-or-referee',
    params: gameParams,
    query: optionsQuery,
    responses: {
      200: { description: 'The open window and the units with their options', schema: unitOptionsListingSchema },
      404: { description: 'Unknown game, or no such unit of the side', schema: errorSchema },
      409: { description: 'No window is open (the game has ended)', schema: errorSchema },
    },
    handler: async ({ c, deps, params, query, principal }) => {
      const who = templateSide(principal, query.side);
      if ('status' in who) throw new FailureError(who);
      return c.json(await deps.service.options(params.id, who.side, query.unit));
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/games/:id/attack-preview',
    operationId: 'attackPreview',
    tag: 'turns',
    summary: 'The odds and column shifts of an attack before committing it',
    description:
      '`units` attacking `target` now: every problem that would make the order illegal, every column shift with ' +
      'its reason and rule, and the strengths, raw and final odds when the side knows every factor (a stack shows ' +
      'only its top unit; untried values stay unknown). Changes nothing.',
    auth: 'side-or-referee',
    params: gameParams,
    query: attackPreviewQuery,
    responses: {
      200: { description: 'The attack as the side would see it', schema: attackPreviewSchema },
      409: { description: 'No window is open (the game has ended)', schema: errorSchema },
    },
    handler: async ({ c, deps, params, query, principal }) => {
      const who = templateSide(principal, query.side);
      if ('status' in who) throw new FailureError(who);
      return c.json(await deps.service.previewAttack(params.id, who.side, { target: query.target, units: query.units }));
    },
  }),
];
