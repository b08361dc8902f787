import { expect } from 'vitest';
import type { ApiFixture } from './api-fixture';

/** What one side's browser gets for a game: the page, its data and its map, as one text, and the data parsed. */
export interface PageCopy {
  text: string;
  data: any;
}

/** A signed-in page session of `side`: the token link exchanged for the cookie (303), then requests with it. */
export async function pageSession(api: ApiFixture, gameId: string, token: string): Promise<(path: string) => Promise<Response>> {
  const res = await api.app.request(`/games/${gameId}?token=${encodeURIComponent(token)}`);
  expect(res.status).toBe(303);
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  return async (path) => api.app.request(path, { headers: { cookie } });
}

/** The page, /data and /map.svg of a game as `side` sees them, each answered 200. */
export async function pageCopy(api: ApiFixture, gameId: string, token: string): Promise<PageCopy> {
  const get = await pageSession(api, gameId, token);
  const parts = await Promise.all([`/games/${gameId}`, `/games/${gameId}/data`, `/games/${gameId}/map.svg`].map(async (p) => {
    const res = await get(p);
    expect(res.status, p).toBe(200);
    return res.text();
  }));
  return { text: parts.join('\n'), data: JSON.parse(parts[1]!) };
}
