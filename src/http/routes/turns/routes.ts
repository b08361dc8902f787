import { defineRoute } from '#http/openapi/route';
import { errorSchema } from '#http/schemas/error';
import { gameParams } from '#http/schemas/params';
import { submitAcceptedSchema } from '#http/schemas/receipt';
import { turnFileSchema, turnFileYamlSchema } from '#http/schemas/turn-file';
import { submitTurn } from './handlers';

export const turnRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/games/:id/turns',
    operationId: 'submitTurn',
    tag: 'turns',
    summary: 'Submit a turn file (YAML or JSON)',
    description:
      "Authenticates with the side's bearer token (the referee's may submit for any side), or without " +
      'one when the file is signed (`auth.signature`) or carries `auth.token`. Checks that need no reading ' +
      'of the file come first (size, the game, a bearer token, a game that has ended or is paused); a file ' +
      'without a bearer token may be at most 64 KiB. The latest valid file of a side replaces ' +
      'its earlier ones until the window closes; an identical resubmission returns the same receipt. ' +
      'A refused file changes nothing.',
    auth: 'turn-file',
    params: gameParams,
    body: {
      kind: 'text',
      contentTypes: { 'application/yaml': turnFileYamlSchema, 'application/json': turnFileSchema },
    },
    responses: {
      200: { description: 'Accepted; the receipt says whether the file closed the window', schema: submitAcceptedSchema },
      401: { description: 'No credentials, an unknown token, a signature that does not match, or an Authorization header that is not "Bearer <token>"', schema: errorSchema },
      403: { description: "Another side's token or signature", schema: errorSchema },
      404: { description: 'Unknown game', schema: errorSchema },
      409: { description: 'The game has ended or is paused, the window is not open, or `basedOn` no longer matches', schema: errorSchema },
      413: { description: 'Over the size limit (256 KiB; 64 KiB without a bearer token)', schema: errorSchema },
      422: { description: 'Syntax, schema, game mismatch or illegal orders: every error at once', schema: errorSchema },
    },
    handler: submitTurn,
  }),
];
