import { describe, expect, test } from 'vitest';
import { verifyArchive } from '#archive/verify';
import type { Archive } from '#archive/types';
import { rulesetFor } from '#games';
import { createGrid } from '#kernel/hex/grid';
import type { CreatedGame, GameSummary, StepRecord } from '#service/types';
import { assetPaths } from '#worker/assets';
import { SOS_STANDING, sosOrders } from '../e2e/support/sos-player';
import { ADMIN, bindings, call } from './support';

/**
 * Streets of Stalingrad, the fourth title, on the Worker inside workerd: its data bundle read
 * from the static assets, a game of scenario #1 created over HTTP, both set-up windows (SoS
 * 2.31: the Soviet first) closed with the ready-made set-up, the German Movement window of
 * turn 1 adjudicated there with moves from the listing, the German view holding no Soviet
 * piece it may not see (7.0), and the archive replaying on Node to the same state.
 */
let game: CreatedGame;
let grid: ReturnType<typeof createGrid>;
const token = (side: string) => game.players.find((p) => p.side === side)!.token;
const json = async <T>(path: string, side?: string): Promise<T> => {
  const res = await call(path, side ? { token: token(side) } : {});
  expect(res.status, path).toBe(200);
  return res.json() as Promise<T>;
};
const send = async (side: string, window: string, orders: unknown[]) => {
  const file = { format: 'umpire-turn/1', game: game.id, side, window, entropy: `workerd ${window}`, standing: SOS_STANDING[side], orders };
  const res = await call(`/api/games/${game.id}/turns`, { method: 'POST', token: token(side), headers: { 'content-type': 'application/json' }, body: JSON.stringify(file) });
  expect(res.status, await res.clone().text()).toBe(200);
};

describe('Streets of Stalingrad on the Worker', () => {
  test('its data bundle is a static asset, and the scenarios list names its two scenarios', async () => {
    const res = await bindings.ASSETS!.fetch(`https://assets.umpire.invalid${assetPaths.titleData('streets-of-stalingrad')}`);
    expect(res.status).toBe(200);
    const bundle = (await res.json()) as { title: string; city: { hexes: unknown[]; grid: never }; counters: { counters: unknown[] } };
    expect(bundle.title).toBe('streets-of-stalingrad');
    expect(bundle.city.hexes.length).toBe(3600);
    grid = createGrid(bundle.city.grid);
    const scenarios = JSON.stringify(await json('/api/scenarios'));
    for (const id of ['scenario-1', 'scenario-2']) expect(scenarios).toContain(`streets-of-stalingrad/${id}`);
  });

  test('creates a game of scenario #1 and closes both set-up windows with the ready-made set-up (2.31)', async () => {
    const res = await call('/api/games', {
      method: 'POST',
      token: ADMIN,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: 'streets-of-stalingrad/scenario-1', players: [{ side: 'german' }, { side: 'soviet' }] }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    game = (await res.json()) as CreatedGame;
    expect(await json<GameSummary>(`/api/games/${game.id}`)).toMatchObject({ window: 'T01/soviet-setup', waitingFor: ['soviet'] });
    await send('soviet', 'T01/soviet-setup', []);
    await send('german', 'T01/german-setup', []);
    expect((await json<GameSummary>(`/api/games/${game.id}`)).window).toBe('T01/german-administrative');
    await send('german', 'T01/german-administrative', []);
  });

  test("adjudicates the German Movement window of turn 1 with moves from the listing (8.0)", async () => {
    let summary = await json<GameSummary>(`/api/games/${game.id}`);
    for (let i = 0; i < 4 && summary.window !== 'T01/german-movement'; i++) {
      await send(summary.waitingFor[0]!, summary.window!, []);
      summary = await json<GameSummary>(`/api/games/${game.id}`);
    }
    expect(summary.window).toBe('T01/german-movement');
    const listing = await json<Parameters<typeof sosOrders>[0]>(`/api/games/${game.id}/options`, 'german');
    const view = await json<Parameters<typeof sosOrders>[1]>(`/api/games/${game.id}/view`, 'german');
    const orders = sosOrders(listing, view, 'german', grid, 3).filter((o) => 'move' in (o as object));
    expect(orders.length).toBeGreaterThan(0);
    await send('german', 'T01/german-movement', orders);
    const steps = (await json<GameSummary>(`/api/games/${game.id}`)).steps;
    const step = await json<StepRecord>(`/api/games/${game.id}/steps/${steps}`, 'german');
    expect(step.events.some((e) => e.type === 'moved')).toBe(true);
  });

  test('keeps from the German every Soviet piece the hidden-unit rules hide (7.0): his view names only those it shows', async () => {
    type View = { state: { pieces: Record<string, unknown>; seen: Record<string, unknown> } };
    const german = await json<View>(`/api/games/${game.id}/view`, 'german');
    const soviet = Object.keys(german.state.pieces).filter((id) => id.startsWith('sov-'));
    expect(soviet.every((id) => id in german.state.seen)).toBe(true);
  });

  test('its archive replays on Node to the same state', async () => {
    const archive = await json<Archive>(`/api/games/${game.id}/archive`, 'german');
    expect(verifyArchive(archive, (id) => rulesetFor(id) ?? null)).toMatchObject({ ok: true });
  });
});
