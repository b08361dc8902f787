import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, apiFixture, type ApiFixture } from './support/api-fixture';

let api: ApiFixture;
beforeEach(() => {
  api = apiFixture();
});
afterEach(() => api.dispose());

describe('request logs', () => {
  test('one structured line per request: method, path, status, ms, request id', async () => {
    const res = await api.request('/health', { headers: { 'x-request-id': 'req-log-1' } });
    const lines = api.logger.entries.filter((e) => e.event === 'http.request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', method: 'GET', path: '/health', status: 200, requestId: 'req-log-1' });
    expect(typeof lines[0]!['ms']).toBe('number');
    expect(res.headers.get('x-request-id')).toBe('req-log-1');
  });

  test('never contain a token: not from headers, bodies, query strings or responses', async () => {
    const game = await api.createGame();
    const tokens = [ADMIN_TOKEN, game.refereeToken, ...game.players.map((p) => p.token)];
    const side = api.title.first;
    const template = await (await api.request(`/api/games/${game.id}/template`, { token: game.token(side) })).text();
    await api.request(`/api/games/${game.id}/turns`, { body: template, token: game.token(side) });
    await api.request(`/api/games/${game.id}/turns`, { body: template.replace(/^orders:/m, `auth: { token: ${game.token(side)} }\norders:`) });
    await api.request(`/api/games/${game.id}/view?token=${game.refereeToken}`, { token: game.refereeToken });
    await api.request(`/api/games/${game.id}/archive?access_token=${game.token(side)}`);
    await api.request('/api/games', { token: 'wrong-admin-token-xyz', json: {} });
    const logged = JSON.stringify(api.logger.entries);
    expect(api.logger.entries.filter((e) => e.event === 'http.request').length).toBe(7);
    for (const t of [...tokens, 'wrong-admin-token-xyz']) expect(logged).not.toContain(t);
    for (const e of api.logger.entries.filter((x) => x.event === 'http.request')) expect(e['path']).not.toContain('?');
  });
});
