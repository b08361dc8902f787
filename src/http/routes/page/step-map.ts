import type { Context } from 'hono';
import { reportScene } from '#report/report-scene';
import { renderMapSvg } from '#report/svg/render-map-svg';
import type { AppEnv, RouteDeps } from '#http/app-env';
import { FailureError, failure } from '#http/errors/failure';
import { pageHeaders } from './headers';
import { pageSession } from './side-api';

/** A step number in a path: a positive whole number, else 404 (there is no such step). */
export function stepParam(raw: string | undefined): number {
  if (!raw || !/^[1-9][0-9]{0,6}$/.test(raw)) throw new FailureError(failure(404, 'unknown-step', `No step "${raw ?? ''}": steps are numbered 1, 2, …`));
  return Number(raw);
}

/**
 * The side's map after step k with the step's moves, battles, retreats and advances drawn
 * (the PDF's scene: arrows, numbered battle badges, the touched hexes highlighted), as the
 * side may see it: the page's history mode (docs/game-page.md).
 */
export async function pageStepMapRoute(c: Context<AppEnv>, deps: RouteDeps): Promise<Response> {
  const { gameId, session } = await pageSession(c, deps);
  const k = stepParam(c.req.param('k'));
  const scene = reportScene(await deps.service.reportData(gameId, k, session.principal));
  if (!scene) throw new FailureError(failure(404, 'no-map', `Game ${gameId} has no map to draw.`));
  return c.body(renderMapSvg(scene), 200, pageHeaders('image/svg+xml; charset=utf-8'));
}
