import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { apiFixture, type ApiFixture } from './support/api-fixture';

/**
 * Over HTTP, Drive on Stalingrad: a `move: {unit, to}` is moved along the path options()
 * lists and the receipt shows that path; a file with a schema error and a rule error gets
 * both in one answer.
 */
let api: ApiFixture;
let game: Awaited<ReturnType<ApiFixture['createGame']>>;
beforeEach(async () => {
  api = apiFixture();
  game = await api.createGame();
});
afterEach(() => api.dispose());

const submit = (orders: string[], window: string) =>
  api.request(`/api/games/${game.id}/turns`, {
    body: ['format: umpire-turn/1', `game: ${game.id}`, 'side: german', `window: ${window}`, orders.length ? 'orders:' : 'orders: []', ...orders.map((o) => `  - ${o}`), ''].join('\n'),
    token: game.token('german'),
    headers: { 'content-type': 'text/plain' },
  });

/** The German opening window answered with no orders: the movement window opens. */
async function toMovement(): Promise<{ window: string; unit: string; to: string; path: string[] }> {
  const opening = (await (await api.request(`/api/games/${game.id}`)).json()) as { window: string };
  expect((await submit([], opening.window)).status).toBe(200);
  const summary = (await (await api.request(`/api/games/${game.id}`)).json()) as { window: string };
  const options = (await (await api.request(`/api/games/${game.id}/options`, { token: game.token('german') })).json()) as { units: { unit: string; moves?: { hex: string; path: string[] }[] }[] };
  for (const u of options.units) {
    const m = (u.moves ?? []).find((x) => x.path.length >= 2);
    if (m) return { window: summary.window, unit: u.unit, to: m.hex, path: m.path };
  }
  throw new Error(`no German move of two hexes in ${summary.window}`);
}

describe('move: {unit, to} over HTTP', () => {
  test('the receipt echoes the path the server chose: the one options() lists', async () => {
    const m = await toMovement();
    const res = await submit([`move: {unit: ${m.unit}, to: "${m.to}"}`], m.window);
    expect(res.status).toBe(200);
    const { receipt } = (await res.json()) as { receipt: { chosenPaths?: unknown } };
    expect(receipt.chosenPaths).toEqual([{ order: 0, unit: m.unit, to: m.to, path: m.path }]);
  });

  test('a schema error and a rule error are reported together, each on its order, and nothing changes', async () => {
    const m = await toMovement();
    const before = api.snapshot();
    const res = await submit([`move: {unit: ${m.unit}, dest: "${m.to}"}`, `move: {unit: ${m.unit}, to: "0101"}`], m.window);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string }; errors: { path: (string | number)[]; code: string; message: string; rule?: string }[] };
    expect(body.error.code).toBe('invalid-file');
    expect(body.errors[0]).toMatchObject({ path: ['orders', 0, 'move'], code: 'invalid-value' });
    expect(body.errors[0]!.message).toContain('"dest"');
    expect(body.errors[1]).toMatchObject({ path: ['orders', 1, 'move', 'to'], code: 'not-reachable', rule: 'DoS 9.1' });
    expect(body.errors).toHaveLength(2);
    expect(api.snapshot()).toBe(before);
  });

  test('without credentials that hold, only the schema problems are told', async () => {
    const m = await toMovement();
    const res = await api.request(`/api/games/${game.id}/turns`, {
      body: ['format: umpire-turn/1', `game: ${game.id}`, 'side: german', `window: ${m.window}`, 'auth: {token: not-a-token}', 'orders:', `  - move: {unit: ${m.unit}, dest: "1"}`, `  - move: {unit: ${m.unit}, to: "0101"}`, ''].join('\n'),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: { code: string }[] };
    expect(body.errors.map((e) => e.code)).toEqual(['invalid-value']);
  });
});
