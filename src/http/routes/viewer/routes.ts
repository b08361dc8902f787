import type { Context, Hono } from 'hono';
import { reportScene } from '#report/report-scene';
import { renderMapSvg } from '#report/svg/render-map-svg';
import { viewerHtml } from '#web/viewer/html';
import { viewerScript } from '#web/viewer/script';
import type { UmpireService } from '#service/types';
import type { AppEnv } from '#http/app-env';
import { FailureError, failure } from '#http/errors/failure';
import { pageHeaders } from '../page/headers';
import { stepParam } from '../page/step-map';
import { viewerData } from './viewer-data';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Where the viewer page offers the offline viewer file, when the runtime can make it. */
export const OFFLINE_VIEWER_PATH = '/web/viewer/offline.html';

/**
 * The offline viewer as one HTML file (web/viewer/offline/build-offline-viewer.ts), made by
 * a runtime that can bundle it (Node; not Workers, which then offer none).
 */
export type OfflineViewerFile = () => Promise<string>;

/**
 * The archive viewer (docs/game-page.md): a page that needs no session and no game on this
 * server. The browser reads a dropped archive file and sends it here; the server checks it
 * as `umpire verify` does, draws the step asked for, and keeps nothing.
 */
export function mountViewer(app: Hono<AppEnv>, deps: { service: Pick<UmpireService, 'browseArchive' | 'archiveStep'>; offlineViewer?: OfflineViewerFile }): void {
  const offline = deps.offlineViewer;
  const html = viewerHtml(offline ? { offline: OFFLINE_VIEWER_PATH } : {});
  const script = viewerScript();
  app.get('/web/viewer', (c) => c.body(html, 200, pageHeaders('text/html; charset=utf-8')));
  if (offline) {
    app.get(OFFLINE_VIEWER_PATH, async (c) =>
      c.body(await offline(), 200, { ...pageHeaders('text/html; charset=utf-8'), 'content-disposition': 'attachment; filename="umpire-viewer.html"' }),
    );
  }
  app.get('/web/viewer.js', (c) => c.body(script, 200, { ...pageHeaders('text/javascript; charset=utf-8'), 'cache-control': 'no-cache' }));
  app.post('/web/viewer/steps', async (c) => {
    const browse = deps.service.browseArchive(await archiveBody(c));
    return c.body(JSON.stringify(viewerData(browse)), 200, pageHeaders(JSON_TYPE));
  });
  app.post('/web/viewer/steps/:k/map.svg', async (c) => {
    const k = stepParam(c.req.param('k'));
    const step = deps.service.archiveStep(await archiveBody(c), k);
    const scene = reportScene(step.drawn());
    if (!scene) throw new FailureError(failure(404, 'no-map', 'This title has no map to draw.'));
    return c.body(renderMapSvg(scene), 200, pageHeaders('image/svg+xml; charset=utf-8'));
  });
}

/** The posted file, parsed: 422 `invalid-archive` for a body that is not JSON. */
async function archiveBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new FailureError(failure(422, 'invalid-archive', 'The file is not JSON: not an Umpire archive.'));
  }
}
