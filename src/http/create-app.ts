import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { FontSource } from '#report/fonts/font-set';
import type { UmpireService } from '#service/types';
import type { HeadSigner } from '#archive/head-signature';
import type { AppEnv } from './app-env';
import { notFound, onError } from './errors/handlers';
import { bodySize } from './middleware/body-size';
import { requestLog } from './middleware/request-log';
import type { Logger } from '#service/ports';
import { consoleJsonLogger } from './middleware/console-logger';
import { mountRoute } from './mount-route';
import { allRoutes } from './routes';
import { mountGamePage } from './routes/page/routes';
import { PAGE_HISTORY_STEPS } from './routes/page/page-history';
import type { OfflineViewerFile } from './routes/viewer/routes';
import { turnFileBeforeBody } from './routes/turns/before-body';

export interface AppDeps {
  service: UmpireService;
  /** Needed to create games (POST /api/games). */
  adminToken: string;
  /** Structured log lines; defaults to JSON lines on the console. */
  logger?: Logger;
  limits?: { maxBodyBytes?: number };
  /** Fonts for PDF reports, passed in by the runtime (Node: report/fonts/node-fonts.ts). */
  fonts?: FontSource;
  /** The referee's mail address, offered by the game page to players who send turn files by mail. */
  refereeAddress?: string;
  /** Signs archive log heads (GET /api/key publishes its public key); without it archives are unsigned. */
  headSigner?: HeadSigner;
  /** The offline viewer file, offered by the archive viewer (Node: web/viewer/offline/build-offline-viewer.ts); without it none is offered. */
  offlineViewer?: OfflineViewerFile;
  /** How many of the newest steps the game page's `/data` carries (routes/page/page-history.ts); PAGE_HISTORY_STEPS by default. */
  pageHistorySteps?: number;
}

/** Default cap on a request body; the service applies its own, smaller turn-file limit. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/**
 * The HTTP API. Runtime-agnostic: the Node entry serves it with @hono/node-server and a
 * Workers entry can export it as is. All logic lives in the service; routes only parse,
 * authenticate, call one use case and map its result.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const logger = deps.logger ?? consoleJsonLogger;
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(requestLog(logger));
  app.use(bodySize(deps.limits?.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES));
  app.notFound(notFound);
  app.onError(onError(logger));
  app.post('/api/games/:id/turns', turnFileBeforeBody(deps.service));
  const routeDeps = { service: deps.service, adminToken: deps.adminToken, ...(deps.fonts ? { fonts: deps.fonts } : {}), ...(deps.headSigner ? { headSigner: deps.headSigner } : {}) };
  for (const route of allRoutes()) mountRoute(app, route, routeDeps);
  mountGamePage(app, { ...routeDeps, refereeAddress: deps.refereeAddress ?? null, historySteps: deps.pageHistorySteps ?? PAGE_HISTORY_STEPS, ...(deps.offlineViewer ? { offlineViewer: deps.offlineViewer } : {}) });
  return app;
}
