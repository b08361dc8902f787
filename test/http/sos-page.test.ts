import { afterAll, describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, apiFixture } from './support/api-fixture';

/**
 * A Streets of Stalingrad game on the game page and its map: the city map drawn (hex labels,
 * 3,600 hexes), the side's own counters on it and no enemy counter its view hides (SoS 7.0),
 * the page's data with the map and the stacks, and the report PDF of the set-up step.
 */
const api = apiFixture();
afterAll(() => api.dispose());

describe('the game page and map of a Streets of Stalingrad game', () => {
  test('scenario #1: the city map with the German counters and only the Soviet pieces the German sees', async () => {
    const res = await api.request('/api/games', { token: ADMIN_TOKEN, json: { scenario: 'streets-of-stalingrad/scenario-1', players: [{ side: 'german' }, { side: 'soviet' }] } });
    expect(res.status, await res.clone().text()).toBe(201);
    const created = (await res.json()) as { id: string; players: { side: string; token: string }[] };
    const token = created.players.find((p) => p.side === 'german')!.token;
    const svg = await api.request(`/api/games/${created.id}/map.svg`, { token });
    expect(svg.status).toBe(200);
    const text = await svg.text();
    expect(text).toMatch(/>1039</);
    const view = (await (await api.request(`/api/games/${created.id}/view`, { token })).json()) as { state: { pieces: Record<string, unknown>; seen: Record<string, unknown> } };
    const hiddenSoviet = ['sov-chuikov', 'sov-62-op'].filter((id) => !(id in view.state.pieces));
    // the Soviet HQ and OP stand in the city behind the line, out of the German's sight (7.2)
    expect(hiddenSoviet.length).toBeGreaterThan(0);
    for (const id of hiddenSoviet) expect(text).not.toContain(id);
    const entry = await api.request(`/games/${created.id}?token=${encodeURIComponent(token)}`);
    expect(entry.status).toBeLessThan(400);
    const cookie = entry.headers.get('set-cookie')!.split(';')[0]!;
    const page = await api.request(`/games/${created.id}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const data = (await (await api.request(`/games/${created.id}/data`, { headers: { cookie } })).json()) as { map: { hexes: unknown[]; stacks: unknown[] } | null };
    expect(data.map?.hexes.length).toBe(3600);
    expect(data.map?.stacks.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain(hiddenSoviet[0] ?? 'no-hidden-unit');
  });
});
