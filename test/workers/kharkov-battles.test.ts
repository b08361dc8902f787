import { describe, expect, test } from 'vitest';
import { verifyArchive } from '#archive/verify';
import type { Archive } from '#archive/types';
import { rulesetFor } from '#games';
import type { CreatedGame, GameSummary, StepRecord } from '#service/types';
import { assetPaths } from '#worker/assets';
import { enemyHexes, kbOrders, KB_STANDING } from '../e2e/support/kb-player';
import { ADMIN, bindings, call } from './support';

/**
 * Kharkov Battles, the third title, on the Worker inside workerd: its data bundle read
 * from the static assets, a game of Operation Star created over HTTP (its opening, the turn-0
 * Command & Control rolls of KB 13.2, closed at creation as step 1), the Soviet's
 * first Movement window (KB 20.1: turn 0 is a Soviet Player Turn alone) adjudicated
 * there, a Strength Chit drawn kept from the Axis (KB 2.6), and the archive replaying
 * on Node to the same state.
 */
let game: CreatedGame;
const token = (side: string) => game.players.find((p) => p.side === side)!.token;
const json = async <T>(path: string, side?: string): Promise<T> => {
  const res = await call(path, side ? { token: token(side) } : {});
  expect(res.status, path).toBe(200);
  return res.json() as Promise<T>;
};

describe('Kharkov Battles on the Worker', () => {
  test('its data bundle is a static asset, and the scenarios list names its three scenarios', async () => {
    const res = await bindings.ASSETS!.fetch(`https://assets.umpire.invalid${assetPaths.titleData('kharkov-battles')}`);
    expect(res.status).toBe(200);
    const bundle = (await res.json()) as { title: string; counters: { units: unknown[] }; maps: Record<string, unknown> };
    expect(bundle.title).toBe('kharkov-battles');
    expect(bundle.counters.units.length).toBeGreaterThan(100);
    expect(Object.keys(bundle.maps).sort()).toEqual(['KB', 'KH']);
    const scenarios = JSON.stringify(await json('/api/scenarios'));
    for (const id of ['operation-star', 'second-kharkov', 'third-kharkov']) expect(scenarios).toContain(`kharkov-battles/${id}`);
  });

  test('creates a game of Operation Star over HTTP: step 1 closes T00/opening with no files, the turn-0 Command & Control rolled (KB 13.2)', async () => {
    const res = await call('/api/games', {
      method: 'POST',
      token: ADMIN,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: 'kharkov-battles/operation-star', players: [{ side: 'axis' }, { side: 'soviet' }] }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    game = (await res.json()) as CreatedGame;
    expect(await json<GameSummary>(`/api/games/${game.id}`)).toMatchObject({ window: 'T00/soviet-movement', waitingFor: ['soviet'], steps: 1 });
    const opening = await json<StepRecord>(`/api/games/${game.id}/steps/1`, 'soviet');
    expect(opening).toMatchObject({ window: 'T00/opening', submissions: [] });
    expect(opening.events.some((e) => e.type === 'kb-command-standings')).toBe(true);
  });

  test("adjudicates the Soviet's opening Movement window: moves and Mobile Assaults from the options", async () => {
    const listing = await json<Parameters<typeof kbOrders>[0]>(`/api/games/${game.id}/options`, 'soviet');
    const view = await json<Parameters<typeof enemyHexes>[0]>(`/api/games/${game.id}/view`, 'soviet');
    const orders = kbOrders(listing, enemyHexes(view, 'soviet'));
    expect(orders.length).toBeGreaterThan(0);
    const file = { format: 'umpire-turn/1', game: game.id, side: 'soviet', window: 'T00/soviet-movement', entropy: 'workerd', standing: KB_STANDING, orders };
    const res = await call(`/api/games/${game.id}/turns`, { method: 'POST', token: token('soviet'), headers: { 'content-type': 'application/json' }, body: JSON.stringify(file) });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { receipt: { adjudicated?: { step: number } } }).receipt.adjudicated?.step).toBe(2);
    const step = await json<StepRecord>(`/api/games/${game.id}/steps/2`, 'soviet');
    expect(step.window).toBe('T00/soviet-movement');
    expect(step.events.some((e) => e.type === 'moved')).toBe(true);
    expect(step.events.some((e) => e.type === 'mobile-assault')).toBe(true);
    expect((await json<GameSummary>(`/api/games/${game.id}`)).window).toBe('T00/soviet-combat');
  });

  test("keeps an Axis unit's Strength Chit from the Soviet (KB 2.6): the Axis view names it, the Soviet's only says a chit is there", async () => {
    type Units = { state: { units: Record<string, { chit: { id: string } | 'hidden' | null }> } };
    const axis = await json<Units>(`/api/games/${game.id}/view`, 'axis');
    const soviet = await json<Units>(`/api/games/${game.id}/view`, 'soviet');
    const held = Object.entries(axis.state.units).filter(([id, u]) => id.startsWith('ger-') && u.chit !== null);
    expect(held.length).toBeGreaterThan(0);
    const text = JSON.stringify(soviet) + JSON.stringify(await json(`/api/games/${game.id}/steps/2`, 'soviet'));
    for (const [id, u] of held) {
      expect(soviet.state.units[id]!.chit).toBe('hidden');
      expect(text).not.toContain(`"${(u.chit as { id: string }).id}"`);
    }
  });

  test('its archive replays on Node to the same state', async () => {
    const archive = await json<Archive>(`/api/games/${game.id}/archive`, 'axis');
    expect(verifyArchive(archive, (id) => rulesetFor(id) ?? null)).toMatchObject({ ok: true });
  });
});
