import { defineRoute } from '#http/openapi/route';
import { errorSchema } from '#http/schemas/error';
import { archiveSchema, serverKeySchema } from '#http/schemas/archive';
import { FailureError, failure } from '#http/errors/failure';
import { gameParams } from '#http/schemas/params';

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
    handler: async ({ c, deps, params, principal }) => {
      const archive = await deps.service.archive(params.id, principal);
      // The server's signature on the sealed head (docs/storage.md "Signed heads").
      return c.json(deps.headSigner ? { ...archive, signature: await deps.headSigner.sign(archive.game.id, archive.logHead) } : archive);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/key',
    operationId: 'serverKey',
    tag: 'archive',
    summary: "The server's public key for archive signatures",
    description:
      'The Ed25519 public key (32 bytes, hex) that signs every archive\'s sealed log head. Keep it: ' +
      '`umpire verify ARCHIVE --key HEX` checks any copy of an archive against it. 404 when this server signs nothing.',
    auth: 'none',
    responses: {
      200: { description: 'The public key', schema: serverKeySchema },
      404: { description: 'This server does not sign archives', schema: errorSchema },
    },
    handler: async ({ c, deps }) => {
      if (!deps.headSigner) throw new FailureError(failure(404, 'no-signing-key', 'This server does not sign archives.'));
      return c.json({ alg: 'Ed25519' as const, publicKey: await deps.headSigner.publicKey() });
    },
  }),
];
