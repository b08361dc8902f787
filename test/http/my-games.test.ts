import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readLink } from '#http/routes/page/my-games';
import { apiFixture, type ApiFixture } from './support/api-fixture';

/**
 * "My games, your turn": a player with several games pastes the game links from his mails
 * into /my-games and sees, games waiting for him first, each game's window, deadline and
 * headline; a bad link or token gets its own line and tells nothing of the game. Operation
 * Blue opens with the German's window (DoS 5.6), so a German link is "your turn" and a
 * Soviet link is not.
 */
let api: ApiFixture;
let a: Awaited<ReturnType<ApiFixture['createGame']>>;
let b: Awaited<ReturnType<ApiFixture['createGame']>>;
const before: { tables?: unknown } = {};

const post = (links: string) =>
  api.app.request('/my-games', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ links }).toString() });

beforeAll(async () => {
  api = apiFixture();
  a = await api.createGame();
  b = await api.createGame();
  before.tables = api.snapshot();
}, 60_000);
afterAll(() => api.dispose());

describe('my games, your turn', () => {
  test('the game page links to it', async () => {
    const res = await api.app.request(`/games/${a.id}?token=${a.token('german')}`);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const html = await (await api.app.request(`/games/${a.id}`, { headers: { cookie } })).text();
    expect(html).toContain('<a href="/my-games">My games</a>');
  });

  test('the form asks for the game links and stores nothing', async () => {
    const res = await api.app.request('/my-games');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await res.text();
    expect(html).toContain('<form method="post" action="/my-games">');
    expect(html).toContain('name="links"');
  });

  test('games waiting for the player come first; the others say whom they wait for; bad links get their own line', async () => {
    const links = [
      `https://umpire.example/games/${a.id}?token=${a.token('soviet')}`,
      'hello',
      `https://umpire.example/games/${b.id}?token=${b.token('german')}`,
      `${a.id} not-a-token`,
      `/games/g_NOSUCH?token=x`,
    ].join('\n');
    const res = await post(links);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('1 game waits for your turn file.');
    const rows = [...html.matchAll(/<tr( class="your-turn")?><th scope="row">(?:<a href="([^"]+)">)?([^<]+)/g)].map((m) => [m[3], Boolean(m[1])]);
    expect(rows).toEqual([
      [b.id, true],
      [a.id, false],
      [a.id, false],
      ['g_NOSUCH', false],
    ]);
    expect(html).toContain('<strong>your turn</strong>');
    expect(html).toContain('waiting for german');
    expect(html).toContain(`The token is not a player&#39;s token for game ${a.id}. (unknown-token)`);
    expect(html).toContain('There is no game g_NOSUCH. (unknown-game)');
    expect(html).toContain('Not game links');
    expect(html).toContain('line 2');
    expect(html).toContain(`href="/games/${b.id}?token=${encodeURIComponent(b.token('german'))}"`);
    expect(api.snapshot()).toEqual(before.tables); // nothing stored
  });

  test('a link reads as its game and token; anything else is not a link', () => {
    expect(readLink('https://x.test/games/g_AB12?token=t0k')).toEqual({ gameId: 'g_AB12', token: 't0k' });
    expect(readLink('/games/g_AB12?lang=en&token=t0k#x')).toEqual({ gameId: 'g_AB12', token: 't0k' });
    expect(readLink('g_AB12 t0k')).toEqual({ gameId: 'g_AB12', token: 't0k' });
    expect(readLink('just words here')).toBeNull();
    expect(readLink('/games/bad id?token=t')).toBeNull();
  });

  test('more than 50 links are refused with a plain answer', async () => {
    const res = await post(Array.from({ length: 51 }, (_, i) => `g_${i} t`).join('\n'));
    expect(res.status).toBe(413);
    expect(await res.text()).toContain('At most 50 game links');
  });
});
