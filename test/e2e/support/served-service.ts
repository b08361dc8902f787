import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { rulesets } from '#games';
import { createApp } from '#http/create-app';
import { createService } from '#service/create-service';
import { dumpDb } from '../../support/db-dump';
import { memoryLogger, seededEntropy, steppingClock } from '../../support/fixed-ports';
import { tempStore } from '../../support/temp-store';
import { overNetwork, UmpireApi } from './umpire-api';

export const SERVED_ADMIN_TOKEN = 'served-admin-0123456789abcdefghij';

/**
 * The real service and app on a temp SQLite file, with a clock that stands still and
 * seeded entropy (so two of them with the same seed create the same game, tokens and
 * dice secret), served by @hono/node-server on 127.0.0.1 at a free port.
 */
export async function serveService(seed: string) {
  const store = tempStore();
  const logger = memoryLogger();
  const service = createService({
    db: store,
    rulesets: [...rulesets],
    clock: steppingClock('2026-03-02T08:00:00.000Z', 0),
    entropy: seededEntropy(seed),
    logger,
  });
  const app = createApp({ service, adminToken: SERVED_ADMIN_TOKEN, logger });
  const server = await new Promise<ReturnType<typeof serve>>((ok) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ok(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    api: new UmpireApi(overNetwork(url)),
    store,
    logger,
    dump: () => dumpDb(store.sqlite),
    async close() {
      await new Promise<void>((done) => {
        server.close(() => done());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      store.dispose();
    },
  };
}

export type ServedService = Awaited<ReturnType<typeof serveService>>;
