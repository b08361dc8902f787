import type { Archive } from '#archive/types';
import { openStore } from '#db/open-store';
import { rulesets } from '#games';
import { createApp } from '#http/create-app';
import { createService } from '#service/create-service';
import { silentLogger } from '#service/ports';
import type { CreatedGame } from '#service/types';
import { seededEntropy, steppingClock } from '../../test/support/fixed-ports';

/** The admin token of every bench referee. */
export const BENCH_ADMIN = 'bench-admin-token-0123456789abcdef';

/** A JSON call to the app: GET without `json`, POST with it; `token` as a bearer. */
export type JsonRequest = (path: string, call?: { token?: string; json?: unknown }) => Promise<Response>;

/** The referee a scripted game is played on: the app itself (app.request, no socket) and a JSON caller on it. */
export interface InProcessReferee {
  app: ReturnType<typeof createApp>;
  request: JsonRequest;
}

/**
 * Runs `use` on a referee in-process: the HTTP app on an in-memory database with a fixed
 * clock and entropy seeded by `seed`, so a scripted game on it writes the same archive on
 * every run of the same code. The database is closed when `use` settles.
 */
export async function withInProcessReferee<T>(seed: string, use: (referee: InProcessReferee) => Promise<T>): Promise<T> {
  const store = openStore(':memory:');
  try {
    const service = createService({ db: store, rulesets: [...rulesets], clock: steppingClock(), entropy: seededEntropy(seed), logger: silentLogger });
    const app = createApp({ service, adminToken: BENCH_ADMIN, logger: silentLogger });
    const request: JsonRequest = (path, call = {}) => {
      const headers: Record<string, string> = {};
      if (call.token) headers['authorization'] = `Bearer ${call.token}`;
      if (call.json === undefined) return Promise.resolve(app.request(path, { headers }));
      headers['content-type'] = 'application/json';
      return Promise.resolve(app.request(path, { method: 'POST', headers, body: JSON.stringify(call.json) }));
    };
    return await use({ app, request });
  } finally {
    store.close();
  }
}

/** The archive `play` returns from a referee in-process (withInProcessReferee), and the time it took, set-up included. */
export async function playedArchive(seed: string, play: (referee: InProcessReferee) => Promise<Archive>): Promise<{ archive: Archive; ms: number }> {
  const t0 = performance.now();
  return withInProcessReferee(seed, async (referee) => {
    const archive = await play(referee);
    return { archive, ms: performance.now() - t0 };
  });
}

/** A game created on a bench referee: the service's answer, and each side's token. */
export interface BenchGame {
  created: CreatedGame;
  token: (side: string) => string;
}

/** Creates a game of `scenario` for `sides` (POST /api/games as the bench admin); throws when the app refuses it. */
export async function createBenchGame(request: JsonRequest, scenario: string, sides: readonly string[]): Promise<BenchGame> {
  const res = await request('/api/games', { token: BENCH_ADMIN, json: { scenario, players: sides.map((side) => ({ side })) } });
  if (res.status !== 201) throw new Error(`creating the game: ${res.status} ${await res.text()}`);
  const created = (await res.json()) as CreatedGame;
  return { created, token: (side) => created.players.find((p) => p.side === side)!.token };
}
