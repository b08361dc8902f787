import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startServer, type RunningServer } from '#node';
import { memoryLogger } from '../../../support/fixed-ports';
import { launchChromium } from '../chromium';

/** The referee's token of the browser tests' servers. */
export const ADMIN = 'browser-admin-0123456789abcdefgh';

/** The real Node server on a temp SQLite file and a free port, as the browser tests open it. */
export interface PageServer {
  server: RunningServer;
  close(): Promise<void>;
}

export async function startPageServer(prefix: string, logger = memoryLogger(), pageHistorySteps?: number): Promise<PageServer> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const server = await startServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'umpire.sqlite'), adminToken: ADMIN, logger, print: () => {}, ...(pageHistorySteps !== undefined ? { pageHistorySteps } : {}) });
  return {
    server,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new game made over the API by the referee: its id and each side's token. */
export async function createGame(server: RunningServer, scenario: string, sides: string[]): Promise<{ id: string; players: { side: string; token: string }[] }> {
  const res = await fetch(`${server.url}/api/games`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ scenario, players: sides.map((side) => ({ side })) }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; players: { side: string; token: string }[] };
}

/**
 * The page server and Chromium of a file of browser tests: both started before its tests
 * (this registers the hooks) and closed after them; the fields are set once started.
 */
export function serverAndChromium(prefix: string): { server: RunningServer; browser: Browser } {
  const live = {} as { server: RunningServer; browser: Browser; served?: PageServer };
  beforeAll(async () => {
    live.served = await startPageServer(prefix);
    live.server = live.served.server;
    live.browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await live.browser?.close();
    await live.served?.close();
  });
  return live;
}
