import { expect } from 'vitest';
import type { ApiFixture } from './api-fixture';

type Game = Awaited<ReturnType<ApiFixture['createGame']>>;

/** Posts `side`'s turn file for `window` with `orders` over HTTP, and expects it taken (200). */
export async function submitOrders(api: ApiFixture, game: Game, side: string, window: string, orders: unknown[]): Promise<void> {
  const file = { format: 'umpire-turn/1', game: game.id, side, window, orders };
  const res = await api.request(`/api/games/${game.id}/turns`, { token: game.token(side), body: JSON.stringify(file) });
  expect(res.status, await res.clone().text()).toBe(200);
}
