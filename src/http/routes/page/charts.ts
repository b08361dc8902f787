import type { Context } from 'hono';
import { chartsPageHtml } from '#web/charts/charts-page';
import { noticePageHtml } from '#web/notice/notice-page';
import type { AppEnv, RouteDeps } from '#http/app-env';
import { toFailure } from '#http/errors/service-failure';
import { gameIdSchema } from '#http/schemas/params';
import { pageHeaders } from './headers';

const HTML = 'text/html; charset=utf-8';

/**
 * GET /games/:id/charts: the game's title's charts (CRT, result codes, terrain effects) for
 * the player beside the map. No session needed: the charts are the rulebook's and say
 * nothing of the game but its title.
 */
export async function pageChartsRoute(c: Context<AppEnv>, deps: RouteDeps): Promise<Response> {
  const id = gameIdSchema.safeParse(c.req.param('id'));
  if (!id.success) return c.body(noticePageHtml('No such game', 'There is no game at this address.'), 404, pageHeaders(HTML));
  try {
    const summary = await deps.service.summary(id.data);
    const charts = deps.service.titleCharts(summary.title);
    if (!charts) return c.body(noticePageHtml('No charts', `The title ${summary.title} is not installed here.`), 404, pageHeaders(HTML));
    return c.body(chartsPageHtml({ name: charts.name, gameId: id.data, charts: charts.charts }), 200, pageHeaders(HTML));
  } catch (err) {
    const f = toFailure(err);
    if (!f) throw err;
    return c.body(noticePageHtml(f.status === 404 ? 'No such game' : 'The charts cannot be shown', f.message), f.status === 404 ? 404 : 400, pageHeaders(HTML));
  }
}
