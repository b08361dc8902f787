import type { RefereeRequest } from '#service/referee/types';
import { defineRoute, type Route } from '#http/openapi/route';
import { errorSchema } from '#http/schemas/error';
import { gameParams } from '#http/schemas/params';
import { refereeBodies, refereeResultSchema } from '#http/schemas/referee';

type Action = keyof typeof refereeBodies;

const ACTIONS: { action: Action; summary: string; conflict: string }[] = [
  { action: 'preview', summary: 'See the step the open window would give now, without closing it or revealing its seed', conflict: 'No window is open' },
  { action: 'force-close', summary: 'Close the open window now with the files that are in', conflict: 'No window is open, or the game is paused' },
  { action: 'rollback', summary: 'Return to the result of an earlier step and, by default, replay the undone windows with the same files', conflict: 'Nothing to undo' },
  { action: 'correct', summary: 'Set values of the game state, for a reason shown in the next reports', conflict: 'The game has ended' },
  { action: 'replace-player', summary: "Give a side to a new player: a new token (the old one stops working)", conflict: 'The game has ended' },
  { action: 'pause', summary: 'Pause the game: no turn files, no deadlines until resumed', conflict: 'Already paused' },
  { action: 'resume', summary: "Resume a paused game; the open window's deadline moves by the pause", conflict: 'Not paused' },
  { action: 'end', summary: 'End the game now, with a winner or drawn', conflict: 'The game has ended' },
];

/** POST /api/games/:id/referee/<action>: every referee action, each logged in the archive (docs/referee.md). */
export const refereeRoutes: Route[] = ACTIONS.map(({ action, summary, conflict }) =>
  defineRoute({
    method: 'post',
    path: `/api/games/:id/referee/${action}`,
    operationId: `referee${action.replace(/(^|-)(\w)/g, (_, _d: string, c: string) => c.toUpperCase())}`,
    tag: 'referee',
    summary: `Referee: ${summary.charAt(0).toLowerCase()}${summary.slice(1)}`,
    description: 'Recorded as an entry of the game log, which the archive chains and `umpire verify` checks.',
    auth: 'referee',
    params: gameParams,
    // preview takes no body; the others take JSON (`{}` when every field is optional).
    ...(action === 'preview' ? {} : { body: { kind: 'json' as const, schema: refereeBodies[action] } }),
    responses: {
      200: { description: 'What the action did', schema: refereeResultSchema },
      409: { description: `${conflict}, or the game has ended`, schema: errorSchema },
    },
    handler: async ({ c, deps, params, principal, body }) => {
      if (!principal) throw new Error(`referee ${action}: the referee principal is missing`);
      const request = { action, ...((body as object | undefined) ?? {}) } as RefereeRequest;
      return c.json(await deps.service.referee(params.id, principal, request));
    },
  }),
);
