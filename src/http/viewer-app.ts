import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { Ruleset } from '#kernel/engine/ruleset';
import type { Logger } from '#service/ports';
import { archiveReader } from '#service/archive-browse/browse-archive';
import { gamePageIcon } from '#web/game-page/icon';
import { gamePageStyles } from '#web/game-page/styles';
import type { AppEnv } from './app-env';
import { DEFAULT_MAX_BODY_BYTES } from './create-app';
import { notFound, onError } from './errors/handlers';
import { bodySize } from './middleware/body-size';
import { pageHeaders } from './routes/page/headers';
import { mountViewer, type OfflineViewerFile } from './routes/viewer/routes';

/**
 * The archive viewer on its own (`umpire view`): the viewer page, its script and the page's
 * stylesheet and icon, with no database, no games and no tokens. Everything it draws comes
 * from the file a visitor drops on it.
 */
export function createViewerApp(deps: { rulesets: readonly Ruleset[]; logger: Logger; maxBodyBytes?: number; offlineViewer?: OfflineViewerFile }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(bodySize(deps.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES));
  app.notFound(notFound);
  app.onError(onError(deps.logger));
  const styles = gamePageStyles();
  app.get('/', (c) => c.redirect('/web/viewer', 303));
  app.get('/web/game-page.css', (c) => c.body(styles, 200, { ...pageHeaders('text/css; charset=utf-8'), 'cache-control': 'no-cache' }));
  app.get('/web/game-page.svg', (c) => c.body(gamePageIcon(), 200, pageHeaders('image/svg+xml; charset=utf-8')));
  mountViewer(app, { service: archiveReader(deps.rulesets), ...(deps.offlineViewer ? { offlineViewer: deps.offlineViewer } : {}) });
  return app;
}
