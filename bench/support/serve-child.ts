import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { loadEnv } from '#config/env';
import { startServer } from '#node';
import { baselineApp } from './baseline-app';

/**
 * A server for the HTTP bench, in its own process so that the load client does not share
 * its event loop: `node --import tsx bench/support/serve-child.ts umpire|baseline DIR TOKEN`.
 * Prints one JSON line {url} once listening on 127.0.0.1 (a free port), and stops when its
 * standard input closes (the bench ends or dies), on SIGTERM, or after ten minutes at most.
 */
const [kind, dir, adminToken] = process.argv.slice(2);
if ((kind !== 'umpire' && kind !== 'baseline') || !dir || !adminToken) {
  process.stderr.write('usage: serve-child.ts umpire|baseline DIR ADMIN_TOKEN\n');
  process.exit(2);
}

let stop: () => Promise<void>;
if (kind === 'umpire') {
  const server = await startServer({ env: loadEnv({ UMPIRE_LOG: 'off' }), port: 0, host: '127.0.0.1', dbPath: join(dir, 'umpire.sqlite'), adminToken, print: () => {} });
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
  stop = () => server.close();
} else {
  const { app, close } = baselineApp(join(dir, 'baseline.sqlite'));
  const server = await new Promise<ReturnType<typeof serve>>((ok) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ok(s));
  });
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })}\n`);
  stop = () =>
    new Promise<void>((done) => {
      server.close(() => {
        close();
        done();
      });
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    });
}

let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  void stop().finally(() => process.exit(0));
};
process.stdin.on('end', shutdown);
process.stdin.on('close', shutdown);
process.stdin.resume();
process.once('SIGTERM', shutdown);
setTimeout(() => process.exit(0), 10 * 60_000).unref();
