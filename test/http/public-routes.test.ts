import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { apiFixture, type ApiFixture } from './support/api-fixture';

let api: ApiFixture;
beforeEach(() => {
  api = apiFixture();
});
afterEach(() => api.dispose());

describe('public routes', () => {
  test('GET /health answers ok with a request id', async () => {
    const res = await api.request('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', service: 'umpire' });
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  test('a sane X-Request-Id from the caller is kept', async () => {
    const res = await api.request('/health', { headers: { 'x-request-id': 'trace-42' } });
    expect(res.headers.get('x-request-id')).toBe('trace-42');
  });

  test('GET /api/scenarios lists the registered scenarios', async () => {
    const res = await api.request('/api/scenarios');
    expect(res.status).toBe(200);
    const list = (await res.json()) as { id: string; sides: string[] }[];
    expect(list.map((s) => s.id)).toContain(api.title.scenario);
    expect(list.find((s) => s.id === api.title.scenario)!.sides).toEqual(api.title.sides);
  });

  test('GET /api/games/:id is the public summary', async () => {
    const game = await api.createGame();
    const res = await api.request(`/api/games/${game.id}`);
    expect(res.status).toBe(200);
    const summary = (await res.json()) as Record<string, unknown>;
    expect(summary).toMatchObject({
      id: game.id,
      status: 'active',
      turn: 1,
      waitingFor: [api.title.first],
      diceCommitment: game.diceCommitment,
      steps: 0,
    });
    expect(typeof summary['window']).toBe('string');
    expect(typeof summary['deadline']).toBe('string');
    expect(JSON.stringify(summary)).not.toContain(game.refereeToken);
  });

  test('unknown games and malformed ids are 404 JSON', async () => {
    for (const path of ['/api/games/g_NOPE', '/api/games/not%20an%20id', '/api/games/g_NOPE/steps/1', '/api/games/g_NOPE/archive']) {
      const res = await api.request(path);
      expect(res.status, path).toBe(404);
      const body = (await res.json()) as { error: { code: string } };
      expect(body.error.code, path).toMatch(/not-found|unknown-game/);
    }
  });

  test('an unknown route is 404 JSON with the error shape', async () => {
    const res = await api.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({
      error: { code: 'not-found', message: 'No route for GET /api/nothing-here.' },
      errors: [],
    });
  });

  test('a fault becomes a 500 that shows no internals', async () => {
    const game = await api.createGame();
    api.store.close(); // the database goes away under the running app
    const res = await api.request(`/api/games/${game.id}`);
    expect(res.status).toBe(500);
    const body = (await res.json()) as { error: { code: string; message: string }; errors: unknown[] };
    expect(body.error.code).toBe('internal');
    expect(body.error.message).toContain(res.headers.get('x-request-id')!);
    expect(body.error.message).not.toMatch(/sqlite|database|stack|at \//i);
    const logged = api.logger.entries.find((e) => e.event === 'http.error');
    expect(logged?.['requestId']).toBe(res.headers.get('x-request-id'));
  });
});
