import type { Context } from 'hono';
import type { z } from 'zod';
import type { Principal } from '#service/types';
import type { Need } from '../access/need';
import type { AppEnv, RouteDeps } from '../app-env';

/**
 * A route's contract: method, path, auth, parameter and body schemas, responses. The app
 * registers routes from these and the OpenAPI document is generated from the same objects.
 */
export type Auth = 'none' | 'admin' | 'turn-file' | Need;

export interface ResponseSpec {
  description: string;
  /** A named schema (openapi/components); absent for empty bodies. */
  schema?: z.ZodType;
  /** Defaults to application/json. */
  contentType?: string;
}

export interface JsonBody<S extends z.ZodType = z.ZodType> {
  kind: 'json';
  schema: S;
  description?: string;
}

/** A body the route passes on as text (turn files: YAML or JSON, any content type). */
export interface TextBody {
  kind: 'text';
  /** Documented media types and their schemas. */
  contentTypes: Record<string, z.ZodType>;
  description?: string;
}

export type BodySpec = JsonBody | TextBody;

export interface RouteContract {
  method: 'get' | 'post';
  /** Hono form: `/api/games/:id`. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  auth: Auth;
  /** Path parameters; a value that fails them is a 404 (no such resource). */
  params?: z.ZodObject;
  /** Query parameters; a value that fails them is a 422. */
  query?: z.ZodObject;
  body?: BodySpec;
  responses: Record<number, ResponseSpec>;
}

type Out<T> = T extends z.ZodType ? z.output<T> : Record<string, never>;
type BodyOut<B> = B extends JsonBody<infer S> ? z.output<S> : B extends TextBody ? string : undefined;

export interface HandlerInput<P, Q, B> {
  c: Context<AppEnv>;
  deps: RouteDeps;
  params: Out<P>;
  query: Out<Q>;
  body: BodyOut<B>;
  /** The resolved caller for game routes (null = the public); null elsewhere. */
  principal: Principal | null;
  /** The raw bearer token, if any (turn files hand it to the service). */
  bearer: string | undefined;
}

export interface RouteDef<P, Q, B> extends RouteContract {
  params?: P & z.ZodObject;
  query?: Q & z.ZodObject;
  body?: B & BodySpec;
  handler(input: HandlerInput<P, Q, B>): Promise<Response> | Response;
}

/** A registered route: its contract plus the handler, with inputs already checked. */
export interface Route extends RouteContract {
  handler(input: CheckedInput): Promise<Response> | Response;
}

/** What mount-route hands a handler once the route's schemas have accepted the request. */
export interface CheckedInput extends Omit<HandlerInput<unknown, unknown, unknown>, 'params' | 'query' | 'body'> {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

export function defineRoute<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends BodySpec | undefined = undefined,
>(def: RouteDef<P, Q, B>): Route {
  return def as unknown as Route;
}
