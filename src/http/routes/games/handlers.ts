import { templateSide } from '#http/access/template-side';
import { FailureError } from '#http/errors/failure';
import type { HandlerInput, JsonBody } from '#http/openapi/route';
import type { createGameBodySchema } from '#http/schemas/game';
import type { gameParams } from '#http/schemas/params';
import type { templateQuery } from '#http/schemas/template';

type GameInput<Q = undefined> = HandlerInput<typeof gameParams, Q, undefined>;

export async function createGame({ c, deps, body }: HandlerInput<undefined, undefined, JsonBody<typeof createGameBodySchema>>) {
  const created = await deps.service.createGame(body);
  // Each side's game-page link, on the address the request came to.
  const page = (token: string) => new URL(`/games/${created.id}?token=${encodeURIComponent(token)}`, c.req.url).href;
  return c.json({ ...created, players: created.players.map((p) => ({ ...p, page: page(p.token) })) }, 201);
}

export async function gameSummary({ c, deps, params }: GameInput) {
  return c.json(await deps.service.summary(params.id));
}

export async function gameView({ c, deps, params, principal }: GameInput) {
  return c.json(await deps.service.view(params.id, principal));
}

export async function gameTemplate({ c, deps, params, query, principal }: GameInput<typeof templateQuery>) {
  const who = templateSide(principal, query.side);
  if ('status' in who) throw new FailureError(who);
  const yaml = await deps.service.template(params.id, who.side);
  return c.body(yaml, 200, { 'content-type': 'text/yaml; charset=utf-8' });
}
