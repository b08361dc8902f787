import { ConfigError } from '#config/env';

/**
 * The answer to every request while the Worker cannot start (a missing secret, a bad
 * variable): 500 with what to fix, naming variables, never their values.
 */
export function startupFailure(err: unknown): Response {
  const problems = err instanceof ConfigError ? err.problems : [err instanceof Error ? err.message : String(err)];
  console.error(JSON.stringify({ level: 'error', event: 'worker.config', problems }));
  const body = { error: { code: 'misconfigured', message: 'The server is not configured: see docs/workers.md.', problems } };
  return new Response(JSON.stringify(body), { status: 500, headers: { 'content-type': 'application/json' } });
}
