import type { HandlerInput, TextBody } from '#http/openapi/route';
import { errorResponse } from '#http/errors/error-response';
import type { gameParams } from '#http/schemas/params';

/**
 * Hands the file to the service exactly as received, with what the checks before its body
 * found: it authenticates (bearer token, or the file's own `auth`), checks the window and
 * the orders, and changes nothing when it refuses.
 */
export async function submitTurn({ c, deps, params, body, bearer }: HandlerInput<typeof gameParams, undefined, TextBody>) {
  const admitted = c.get('admission');
  const result = await deps.service.submitTurn({
    gameId: params.id,
    text: body,
    ...(bearer ? { bearer } : {}),
    channel: 'http',
    ...(admitted ? { admitted } : {}),
  });
  if (result.ok) return c.json({ receipt: result.receipt }, 200);
  return errorResponse(c, result.status, result.code, result.message, result.errors);
}
