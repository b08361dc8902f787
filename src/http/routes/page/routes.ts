import type { Hono } from 'hono';
import { gamePageIcon } from '#web/game-page/icon';
import { gamePageScript } from '#web/game-page/script';
import { gamePageStyles } from '#web/game-page/styles';
import type { AppEnv } from '#http/app-env';
import { gamePageEntry } from './entry';
import { pageHeaders } from './headers';
import { pageChartsRoute } from './charts';
import { myGamesFormRoute, myGamesListRoute } from './my-games';
import { pageReportRoute } from './report-pdf';
import { pageStepMapRoute } from './step-map';
import { pageStepsRoute } from './steps-page';
import { mountViewer } from '../viewer/routes';
import { pageArchiveRoute, pageDataRoute, pageMapRoute, pagePreviewRoute, pageSignRoute, pageSubmitRoute, type PageDeps } from './side-api';

/** The page's script and stylesheet: plain files held as strings, the same on Node and Workers. */
export const PAGE_ASSETS = { script: '/web/game-page.js', styles: '/web/game-page.css', icon: '/web/game-page.svg' } as const;

/**
 * The game page (docs/game-page.md): the HTML page a player opens from a mail, its assets,
 * and the calls its script makes with the session cookie. Not part of the bearer-token
 * API and its OpenAPI document; the page uses the same use cases.
 */
export function mountGamePage(app: Hono<AppEnv>, deps: PageDeps): void {
  const script = gamePageScript();
  const styles = gamePageStyles();
  app.get(PAGE_ASSETS.script, (c) => c.body(script, 200, { ...pageHeaders('text/javascript; charset=utf-8'), 'cache-control': 'no-cache' }));
  app.get(PAGE_ASSETS.styles, (c) => c.body(styles, 200, { ...pageHeaders('text/css; charset=utf-8'), 'cache-control': 'no-cache' }));
  app.get(PAGE_ASSETS.icon, (c) => c.body(gamePageIcon(), 200, { ...pageHeaders('image/svg+xml; charset=utf-8'), 'cache-control': 'max-age=86400' }));
  app.get('/games/:id', (c) => gamePageEntry(c, deps));
  app.get('/games/:id/data', (c) => pageDataRoute(c, deps));
  app.get('/games/:id/map.svg', (c) => pageMapRoute(c, deps));
  app.get('/games/:id/steps', (c) => pageStepsRoute(c, deps));
  app.get('/games/:id/steps/:k/map.svg', (c) => pageStepMapRoute(c, deps));
  app.get('/games/:id/attack-preview', (c) => pagePreviewRoute(c, deps));
  app.post('/games/:id/turns', (c) => pageSubmitRoute(c, deps));
  app.post('/games/:id/sign', (c) => pageSignRoute(c, deps));
  app.get('/games/:id/archive', (c) => pageArchiveRoute(c, deps));
  app.get('/games/:id/reports/:file', (c) => pageReportRoute(c, deps));
  app.get('/games/:id/charts', (c) => pageChartsRoute(c, deps));
  app.get('/my-games', (c) => myGamesFormRoute(c));
  app.post('/my-games', (c) => myGamesListRoute(c, deps));
  mountViewer(app, deps);
}
