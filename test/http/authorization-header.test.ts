import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, apiFixture, type ApiFixture } from './support/api-fixture';

let api: ApiFixture;
let game: Awaited<ReturnType<ApiFixture['createGame']>>;
let german: string;
beforeAll(async () => {
  api = apiFixture();
  game = await api.createGame();
  german = game.token('german');
  const template = await (await api.request(`/api/games/${game.id}/template`, { token: german })).text();
  expect((await api.request(`/api/games/${game.id}/turns`, { body: template, token: german })).status).toBe(200);
});
afterEach(() => expect(api.logger.entries.filter((e) => e.level === 'error')).toEqual([]));
afterAll(() => api.dispose());

/** Every form is sent as the whole Authorization header; each carries, or is near to, a valid token. */
const malformed: [string, () => string][] = [
  ['empty', () => ''],
  ['only spaces', () => '   '],
  ['the scheme alone', () => 'Bearer'],
  ['the scheme and spaces', () => 'Bearer   '],
  ['another scheme', () => 'Basic dXNlcjpwYXNz'],
  ['a token without a scheme', () => german],
  ['two tokens', () => `bearer ${german} ${german}`],
  ['two credentials', () => `Bearer ${german}, Bearer ${german}`],
  ['a tab for the space', () => `Bearer\t${german}`],
  ['a character outside ASCII', () => `Bearer ${german}\u00e9`],
  ['an equals sign for the space', () => `Bearer=${german}`],
];

const routes = (): [string, string][] => [
  ['the public summary', `/api/games/${game.id}`],
  ['the archive', `/api/games/${game.id}/archive`],
  ['a step', `/api/games/${game.id}/steps/1`],
  ['the map', `/api/games/${game.id}/map.svg`],
  ['the view', `/api/games/${game.id}/view`],
  ['the scenarios', '/api/scenarios'],
];

describe('a malformed Authorization header', () => {
  test.each(malformed)('%s: 401 malformed-authorization on every route that reads credentials, never the public copy', async (_what, header) => {
    for (const [where, path] of routes()) {
      const res = await api.request(path, { headers: { authorization: header() } });
      expect([where, res.status]).toEqual([where, 401]);
      const body = (await res.json()) as { error: { code: string; message: string }; errors: { path: string[] }[] };
      expect(body.error.code).toBe('malformed-authorization');
      expect(body.error.message).toMatch(/Bearer <token>/);
      expect(body.errors[0]!.path).toEqual(['headers', 'authorization']);
    }
  });

  test.each(malformed)('%s: a turn file or a new game is refused with 401 and nothing changes', async (_what, header) => {
    const before = api.snapshot();
    const template = await (await api.request(`/api/games/${game.id}/template`, { token: game.token('soviet') })).text();
    const turn = await api.request(`/api/games/${game.id}/turns`, { body: template, headers: { authorization: header() } });
    expect(turn.status).toBe(401);
    const create = await api.request('/api/games', { json: { scenario: api.title.scenario, players: api.title.sides.map((side) => ({ side })) }, headers: { authorization: header().replace(german, ADMIN_TOKEN) } });
    expect(create.status).toBe(401);
    expect(((await create.json()) as { error: { code: string } }).error.code).toBe('malformed-authorization');
    expect(api.snapshot()).toBe(before);
  });
});

describe('a well-formed header, or none, works as before', () => {
  const forms: [string, (() => string) | undefined, number][] = [
    ['no header', undefined, 200],
    ['a side token', () => `Bearer ${german}`, 200],
    ['the scheme in lower case and two spaces', () => `bearer  ${german}`, 200],
    ['an unknown token', () => 'Bearer not-a-token-of-this-game', 401],
  ];
  test.each(forms)('%s on the archive answers as before', async (_what, header, status) => {
    const res = await api.request(`/api/games/${game.id}/archive`, header ? { headers: { authorization: header() } } : {});
    expect(res.status).toBe(status);
    if (status === 401) expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });
});
