import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, apiFixture, type ApiFixture } from './support/api-fixture';

let api: ApiFixture;
beforeEach(() => {
  api = apiFixture();
});
afterEach(() => api.dispose());

const body = () => ({ scenario: api.title.scenario, players: api.title.sides.map((side) => ({ side, email: `${side}@example.test` })) });

describe('POST /api/games', () => {
  test('201 with the game id, one token per side, the referee token and the dice commitment', async () => {
    const res = await api.request('/api/games', { token: ADMIN_TOKEN, json: body() });
    expect(res.status).toBe(201);
    const game = (await res.json()) as { id: string; refereeToken: string; players: { side: string; token: string }[]; diceCommitment: string };
    expect(game.id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(game.players.map((p) => p.side)).toEqual(api.title.sides);
    expect(new Set([game.refereeToken, ...game.players.map((p) => p.token)]).size).toBe(api.title.sides.length + 1);
    expect(game.diceCommitment).toMatch(/^[0-9a-f]{64}$/);
    expect((await api.request(`/api/games/${game.id}`)).status).toBe(200);
  });

  test("each side's game-page link: on the address asked, with that side's token, and it opens that side's page", async () => {
    const res = await api.app.request('http://club.example:8080/api/games', {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body()),
    });
    const game = (await res.json()) as { id: string; players: { side: string; token: string; page: string }[] };
    for (const p of game.players) {
      expect(p.page).toBe(`http://club.example:8080/games/${game.id}?token=${encodeURIComponent(p.token)}`);
      const opened = await api.app.request(p.page);
      expect(opened.status).toBe(303);
      expect(opened.headers.get('set-cookie')).toMatch(/^umpire_session=/);
    }
  });

  test.each([
    ['no token', undefined, 401],
    ['a wrong token', 'not-the-admin-token-at-all', 403],
    ["a game's referee token", 'referee', 403],
  ])('%s: refused (%s), nothing created', async (_, token, status) => {
    const other = await api.createGame();
    const before = api.snapshot();
    const res = await api.request('/api/games', { token: token === 'referee' ? other.refereeToken : token, json: body() });
    expect(res.status).toBe(status);
    const err = (await res.json()) as { error: { code: string }; errors: unknown[] };
    expect(err.error.code).toBe(status === 401 ? 'unauthorized' : 'forbidden');
    expect(api.snapshot()).toBe(before);
  });

  test('422 lists every problem of a bad body at once, and creates nothing', async () => {
    const before = api.snapshot();
    const res = await api.request('/api/games', {
      token: ADMIN_TOKEN,
      json: { scenario: '', players: [{ side: 'blue', email: 'not-an-address' }], extra: 1 },
    });
    expect(res.status).toBe(422);
    const err = (await res.json()) as { error: { code: string }; errors: { path: (string | number)[]; code: string; message: string }[] };
    expect(err.error.code).toBe('invalid-body');
    const paths = err.errors.map((e) => e.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['scenario', 'players.0.email', '']));
    for (const e of err.errors) expect(e.message).toBeTruthy();
    expect(api.snapshot()).toBe(before);
  });

  test('422 for a body that is not JSON', async () => {
    const res = await api.request('/api/games', { token: ADMIN_TOKEN, body: '{"scenario": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('json-syntax');
  });

  test('the service refuses an unknown scenario or side with a 4xx, creating nothing', async () => {
    const before = api.snapshot();
    const unknownScenario = await api.request('/api/games', { token: ADMIN_TOKEN, json: { ...body(), scenario: 'no-such/thing' } });
    expect(unknownScenario.status).toBe(422);
    const unknownSide = await api.request('/api/games', { token: ADMIN_TOKEN, json: { ...body(), players: [{ side: 'martians' }] } });
    expect(unknownSide.status).toBe(422);
    expect(api.snapshot()).toBe(before);
  });

  test('413 for a body over the limit, before anything is read', async () => {
    const small = apiFixture({ maxBodyBytes: 2048 });
    try {
      const huge = JSON.stringify({ ...body(), options: { pad: 'x'.repeat(5000) } });
      const res = await small.request('/api/games', { token: ADMIN_TOKEN, body: huge, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('too-large');
    } finally {
      small.dispose();
    }
  });
});
