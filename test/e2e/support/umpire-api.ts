import type { Archive } from '#archive/types';
import type { Issue } from '#kernel/engine/issues';
import type { CreatedGame, GameSummary, Receipt, StepRecord } from '#service/types';

/** Sends one request to an Umpire HTTP API: `fetch` against a base URL, or an app's own `request`. */
export type Fetcher = (path: string, init?: RequestInit) => Promise<Response>;

/** A kept-alive connection the server closed while the client was busy (its keep-alive timeout passed). */
const isStaleConnection = (err: unknown): boolean =>
  err instanceof TypeError && ['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE'].includes((err.cause as { code?: string } | undefined)?.code ?? '');

/**
 * A fetcher for a running server, e.g. "http://127.0.0.1:40123". A request that meets a
 * stale kept-alive connection is sent once more: a player computing for longer than the
 * server's keep-alive timeout between two requests must not fail the game, and sending a
 * request again is safe (an identical turn file gets the same receipt).
 */
export const overNetwork =
  (baseUrl: string): Fetcher =>
  async (path, init) => {
    try {
      return await fetch(`${baseUrl}${path}`, init);
    } catch (err) {
      if (!isStaleConnection(err)) throw err;
      return fetch(`${baseUrl}${path}`, init);
    }
  };

/** What POST /api/games/:id/turns answered. */
export type TurnAnswer =
  | { status: 200; receipt: Receipt }
  | { status: number; code: string; message: string; errors: Issue[] };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what}: ${status} ${body.slice(0, 500)}`);
  }
}

/**
 * The routes of docs/api.md as typed calls. Only the HTTP contract: no service, no store.
 */
export class UmpireApi {
  constructor(private readonly send: Fetcher) {}

  async createGame(adminToken: string, scenario: string, sides: string[], options?: Record<string, unknown>): Promise<CreatedGame> {
    const body = JSON.stringify({ scenario, players: sides.map((side) => ({ side })), ...(options ? { options } : {}) });
    return this.json<CreatedGame>('POST /api/games', '/api/games', { method: 'POST', headers: { ...bearer(adminToken), 'content-type': 'application/json' }, body }, 201);
  }

  summary(game: string): Promise<GameSummary> {
    return this.json(`GET summary`, `/api/games/${game}`);
  }

  /** The state as a token may see it (the referee's token: everything). */
  view(game: string, token: string): Promise<unknown> {
    return this.json('GET view', `/api/games/${game}/view`, { headers: bearer(token) });
  }

  async template(game: string, token: string, side?: string): Promise<string> {
    const query = side ? `?side=${encodeURIComponent(side)}` : '';
    const res = await this.send(`/api/games/${game}/template${query}`, { headers: bearer(token) });
    const text = await res.text();
    if (res.status !== 200) throw new ApiError(res.status, text, 'GET template');
    return text;
  }

  /** Submits a turn file; without a token the file's own `auth` must authenticate it. */
  async submit(game: string, text: string, token?: string): Promise<TurnAnswer> {
    const res = await this.send(`/api/games/${game}/turns`, {
      method: 'POST',
      headers: { ...(token ? bearer(token) : {}), 'content-type': 'text/plain' },
      body: text,
    });
    const body = (await res.json()) as Record<string, unknown>;
    if (res.status === 200) return { status: 200, receipt: body.receipt as Receipt };
    const error = (body.error ?? {}) as { code?: string; message?: string };
    return { status: res.status, code: error.code ?? '', message: error.message ?? '', errors: (body.errors as Issue[] | undefined) ?? [] };
  }

  step(game: string, k: number, token?: string): Promise<StepRecord> {
    return this.json('GET step', `/api/games/${game}/steps/${k}`, token ? { headers: bearer(token) } : {});
  }

  archive(game: string, token?: string): Promise<Archive> {
    return this.json('GET archive', `/api/games/${game}/archive`, token ? { headers: bearer(token) } : {});
  }

  private async json<T>(what: string, path: string, init: RequestInit = {}, expect = 200): Promise<T> {
    const res = await this.send(path, init);
    const text = await res.text();
    if (res.status !== expect) throw new ApiError(res.status, text, what);
    return JSON.parse(text) as T;
  }
}

const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
