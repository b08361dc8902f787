import type { Ruleset } from '#kernel/engine/ruleset';
import { createApp } from '#http/create-app';
import { createService } from '#service/create-service';
import type { CreatedGame } from '#service/types';
import { dumpDb } from '../../support/db-dump';
import { memoryLogger, seededEntropy, steppingClock } from '../../support/fixed-ports';
import { tempStore } from '../../support/temp-store';
import { testTitle, type TestTitle } from './test-title';

export const ADMIN_TOKEN = 'admin-0123456789-abcdefghijklmnop';

interface Call {
  method?: string;
  token?: string;
  body?: string | ReadableStream<Uint8Array>;
  json?: unknown;
  headers?: Record<string, string>;
}

/**
 * The real app on the real service and a real SQLite file in a temp folder, driven with
 * hono's app.request() (no server). `snapshot()` dumps every table, for the "a refused
 * request changes nothing" checks.
 */
export function apiFixture(opts: { maxBodyBytes?: number; title?: TestTitle; rulesets?: Ruleset[]; seed?: string; pageHistorySteps?: number } = {}) {
  const title = opts.title ?? testTitle;
  const store = tempStore();
  const logger = memoryLogger();
  const service = createService({
    db: store,
    rulesets: opts.rulesets ?? title.rulesets,
    clock: steppingClock(),
    entropy: seededEntropy(opts.seed),
    logger,
  });
  const app = createApp({
    service,
    adminToken: ADMIN_TOKEN,
    logger,
    ...(opts.maxBodyBytes ? { limits: { maxBodyBytes: opts.maxBodyBytes } } : {}),
    ...(opts.pageHistorySteps !== undefined ? { pageHistorySteps: opts.pageHistorySteps } : {}),
  });

  async function request(path: string, call: Call = {}): Promise<Response> {
    const headers: Record<string, string> = { ...call.headers };
    if (call.token) headers['authorization'] = `Bearer ${call.token}`;
    let body = call.body;
    if (call.json !== undefined) {
      body = JSON.stringify(call.json);
      headers['content-type'] ??= 'application/json';
    }
    const method = call.method ?? (body !== undefined ? 'POST' : 'GET');
    return app.request(path, { method, headers, ...(body !== undefined ? { body, duplex: 'half' } : {}) } as RequestInit);
  }

  async function createGame(options?: Record<string, unknown>): Promise<CreatedGame & { token(side: string): string }> {
    const res = await request('/api/games', {
      token: ADMIN_TOKEN,
      json: { scenario: title.scenario, players: title.sides.map((side) => ({ side })), ...(options ? { options } : {}) },
    });
    if (res.status !== 201) throw new Error(`createGame: ${res.status} ${await res.text()}`);
    const game = (await res.json()) as CreatedGame;
    return { ...game, token: (side) => game.players.find((p) => p.side === side)!.token };
  }

  return {
    app,
    service,
    store,
    logger,
    title,
    request,
    createGame,
    snapshot: () => dumpDb(store.sqlite),
    dispose: () => store.dispose(),
  };
}

export type ApiFixture = ReturnType<typeof apiFixture>;
