import type { Archive } from '#archive/types';
import type { RefereeResult } from '#service/referee/types';
import type { TournamentView } from '#service/tournament/types';
import type { Issue } from '#kernel/engine/issues';
import type { AbsenceInput, AbsenceResult, CreatedGame, CreateGameInput, GameSummary, Receipt, ScenarioListing, StepRecord } from '#service/types';
import { CommandFailed } from '../errors';
import type { Client } from './client';

interface Call {
  method?: 'GET' | 'POST';
  token?: string | undefined;
  body?: string;
  contentType?: string;
}

/** The Client over the HTTP API at `baseUrl`. */
export function httpClient(baseUrl: string, fetchImpl: typeof fetch = fetch): Client {
  const base = baseUrl.replace(/\/+$/, '');
  const game = (id: string) => `/api/games/${encodeURIComponent(id)}`;

  async function call(path: string, { method = 'GET', token, body, contentType }: Call = {}): Promise<Response> {
    const headers: Record<string, string> = {};
    if (token) headers['authorization'] = `Bearer ${token}`;
    if (contentType) headers['content-type'] = contentType;
    let res: Response;
    try {
      res = await fetchImpl(`${base}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    } catch (err) {
      const why = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
      throw new CommandFailed(`cannot reach ${base}: ${why}`, 'unreachable');
    }
    if (!res.ok) throw await refusal(res);
    return res;
  }
  const json = async <T>(path: string, init?: Call): Promise<T> => (await (await call(path, init)).json()) as T;

  return {
    kind: 'http',
    scenarios: () => json<ScenarioListing[]>('/api/scenarios'),
    createGame: (input: CreateGameInput, adminToken?: string) =>
      json<CreatedGame>('/api/games', {
        method: 'POST',
        token: adminToken,
        body: JSON.stringify(input),
        contentType: 'application/json',
      }),
    summary: (id) => json<GameSummary>(game(id)),
    template: async (id, token, side) =>
      (await call(`${game(id)}/template${side ? `?side=${encodeURIComponent(side)}` : ''}`, { token })).text(),
    submit: async (id, text, token) =>
      (await json<{ receipt: Receipt }>(`${game(id)}/turns`, { method: 'POST', token, body: text, contentType: 'text/plain; charset=utf-8' }))
        .receipt,
    adjudicate: (id, token) => json<StepRecord>(`${game(id)}/adjudicate`, { method: 'POST', token }),
    declareAbsence: (id, token, input: AbsenceInput) =>
      json<AbsenceResult>(`${game(id)}/absences`, { method: 'POST', token, body: JSON.stringify(input), contentType: 'application/json' }),
    step: (id, n, token) => json<StepRecord>(`${game(id)}/steps/${n}`, { token }),
    reportPdf: async (id, n, token) => new Uint8Array(await (await call(`${game(id)}/reports/${n}.pdf`, { token })).arrayBuffer()),
    archive: (id, token) => json<Archive>(`${game(id)}/archive`, { token }),
    referee: (id, token, { action, ...rest }) =>
      json<RefereeResult>(`${game(id)}/referee/${action}`, {
        method: 'POST',
        token,
        ...(action === 'preview' ? {} : { body: JSON.stringify(rest), contentType: 'application/json' }),
      }),
    createTournament: (input, adminToken) =>
      json<TournamentView>('/api/tournaments', { method: 'POST', token: adminToken, body: JSON.stringify(input), contentType: 'application/json' }),
    addTournamentGame: (id, input, adminToken) =>
      json<TournamentView>(`/api/tournaments/${encodeURIComponent(id)}/games`, { method: 'POST', token: adminToken, body: JSON.stringify(input), contentType: 'application/json' }),
    tournament: (id) => json<TournamentView>(`/api/tournaments/${encodeURIComponent(id)}`),
    close: async () => {},
  };
}

async function refusal(res: Response): Promise<CommandFailed> {
  const text = await res.text();
  try {
    const body = JSON.parse(text) as { error?: { code?: string; message?: string }; errors?: Issue[] };
    return new CommandFailed(
      body.error?.message ?? `HTTP ${res.status}`,
      body.error?.code ?? `http-${res.status}`,
      Array.isArray(body.errors) ? body.errors : [],
      res.status,
    );
  } catch {
    return new CommandFailed(`HTTP ${res.status}: ${text.slice(0, 200)}`, `http-${res.status}`, [], res.status);
  }
}
