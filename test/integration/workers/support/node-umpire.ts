import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { rulesets } from '#games';
import { createApp } from '#http/create-app';
import { loadNodeFonts } from '#report/fonts/node-fonts';
import { createService } from '#service/create-service';
import { silentLogger } from '#service/ports';
import { seededEntropy, steppingClock } from '../../../support/fixed-ports';
import { tempStore } from '../../../support/temp-store';

/**
 * Umpire on Node as `npm start` wires it (SQLite, the report fonts from assets/fonts/),
 * but with a clock standing at `clockIso` and entropy from `seed`: the Node half of the
 * Node-versus-Worker comparison. Served on 127.0.0.1 at a free port.
 */
export async function serveNodeUmpire(opts: { seed: string; clockIso: string; adminToken: string }) {
  const store = tempStore();
  const service = createService({ db: store, rulesets: [...rulesets], clock: steppingClock(opts.clockIso, 0), entropy: seededEntropy(opts.seed), logger: silentLogger });
  const app = createApp({ service, adminToken: opts.adminToken, fonts: loadNodeFonts, logger: silentLogger });
  const server = await new Promise<ReturnType<typeof serve>>((ok) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ok(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise<void>((done) => {
        server.close(() => done());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      store.dispose();
    },
  };
}
