import { expect } from 'vitest';

/** A game as the browser tests create it: its id and each side's token. */
export interface BrowserGame {
  id: string;
  players: { side: string; token: string }[];
}

/**
 * A side's JSON calls to a running server for the browser tests, read through getters because
 * the server and the game are made in `beforeAll`: `token(side)`, and `api(path, side, body?)`,
 * GET without a body, POST with one, each answer required to be 200.
 */
export function sideApi(url: () => string, game: () => BrowserGame) {
  const token = (side: string) => game().players.find((p) => p.side === side)!.token;
  async function api(path: string, side: string, body?: unknown): Promise<any> {
    const res = await fetch(`${url()}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token(side)}`, 'content-type': 'application/json' },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  }
  return { token, api };
}
