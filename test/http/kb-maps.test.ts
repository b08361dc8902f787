import { afterAll, describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, apiFixture } from './support/api-fixture';

/**
 * Kharkov Battles plays on two maps (Ruleset.mapOf): 'Operation Star' (KB 20.1) and Third
 * Kharkov (20.3) on the KB map, Second Kharkov (20.2) on the KH map. Each game's SVG map, from
 * the API and the game page, and the game page's map data are drawn on its scenario's map.
 */
const api = apiFixture();
afterAll(() => api.dispose());

async function game(scenario: string) {
  const res = await api.request('/api/games', { token: ADMIN_TOKEN, json: { scenario: `kharkov-battles/${scenario}`, players: [{ side: 'axis' }, { side: 'soviet' }] } });
  expect(res.status, await res.clone().text()).toBe(201);
  const created = (await res.json()) as { id: string; players: { side: string; token: string }[] };
  return { id: created.id, token: created.players.find((p) => p.side === 'axis')!.token };
}

describe('the map of a Kharkov Battles game', () => {
  for (const [scenario, map, other] of [['operation-star', 'KB', 'KH'], ['second-kharkov', 'KH', 'KB'], ['third-kharkov', 'KB', 'KH']] as const) {
    test(`${scenario}: the ${map} map`, async () => {
      const g = await game(scenario);
      const svg = await api.request(`/api/games/${g.id}/map.svg`, { token: g.token });
      expect(svg.status).toBe(200);
      const text = await svg.text();
      expect(text).toMatch(new RegExp(`>${map}\\d{4}<`));
      expect(text).not.toMatch(new RegExp(`>${other}\\d{4}<`));
      const entry = await api.request(`/games/${g.id}?token=${encodeURIComponent(g.token)}`);
      const cookie = entry.headers.get('set-cookie')!.split(';')[0]!;
      const page = await api.request(`/games/${g.id}/map.svg`, { headers: { cookie } });
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(new RegExp(`>${map}\\d{4}<`));
      const data = (await (await api.request(`/games/${g.id}/data`, { headers: { cookie } })).json()) as { map: { hexes: unknown[]; stacks: unknown[] } | null };
      expect(data.map?.hexes.length).toBeGreaterThan(0);
      expect(data.map?.stacks.length).toBeGreaterThan(0);
    });
  }
});
