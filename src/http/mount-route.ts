import type { Context, Hono } from 'hono';
import type { Principal } from '#service/types';
import { bearerToken } from './access/bearer';
import { checkAdmin } from './access/admin';
import { resolveAccess } from './access/resolve-access';
import type { AppEnv, RouteDeps } from './app-env';
import { FailureError, failure } from './errors/failure';
import { zodIssues } from './errors/zod-issues';
import type { BodySpec, Route } from './openapi/route';

/**
 * Registers one route on the app. Inputs are checked in a fixed order before the handler
 * runs: path parameters (404), token (401/403, 404 for an unknown game), query (422),
 * body (422). A refusal throws a FailureError, which the app's error handler renders.
 */
export function mountRoute(app: Hono<AppEnv>, route: Route, deps: RouteDeps): void {
  app.on(route.method.toUpperCase(), route.path, async (c) => {
    const params = parseParams(route, c);
    const bearer = bearerToken(c.req.header('authorization'));
    const principal = await authorize(route, deps, params, bearer);
    const query = parseQuery(route, c);
    const body = route.body ? await parseBody(route.body, c) : undefined;
    return route.handler({ c, deps, params, query, body, principal, bearer });
  });
}

function parseParams(route: Route, c: Context<AppEnv>): Record<string, unknown> {
  if (!route.params) return {};
  const parsed = route.params.safeParse(c.req.param());
  if (!parsed.success) throw new FailureError(failure(404, 'not-found', 'No such resource.', zodIssues(parsed.error)));
  return parsed.data;
}

function parseQuery(route: Route, c: Context<AppEnv>): Record<string, unknown> {
  if (!route.query) return {};
  const parsed = route.query.safeParse(c.req.query());
  if (!parsed.success) {
    throw new FailureError(failure(422, 'invalid-query', 'Invalid query parameters.', zodIssues(parsed.error, ['query'])));
  }
  return parsed.data;
}

async function authorize(
  route: Route,
  deps: RouteDeps,
  params: Record<string, unknown>,
  bearer: string | undefined,
): Promise<Principal | null> {
  if (route.auth === 'none' || route.auth === 'turn-file') return null;
  if (route.auth === 'admin') {
    const refused = checkAdmin(bearer, deps.adminToken);
    if (refused) throw new FailureError(refused);
    return null;
  }
  const gameId = params['id'];
  if (typeof gameId !== 'string') throw new Error(`route ${route.path} needs an :id parameter for its auth`);
  const access = await resolveAccess(deps.service, gameId, bearer, route.auth);
  if (!access.ok) throw new FailureError(access.failure);
  return access.principal;
}

async function parseBody(spec: BodySpec, c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (spec.kind === 'text') return text;
  const json = parseJson(text);
  const parsed = spec.schema.safeParse(json);
  if (!parsed.success) {
    throw new FailureError(failure(422, 'invalid-body', 'The request body is not valid.', zodIssues(parsed.error)));
  }
  return parsed.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    const message = err instanceof Error ? err.message : 'not JSON';
    throw new FailureError(
      failure(422, 'json-syntax', 'The request body is not valid JSON.', [{ path: [], code: 'json-syntax', message }]),
    );
  }
}

