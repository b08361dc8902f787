import { afterAll, describe, expect, it } from 'vitest';
import { verifyArchive } from '#archive/verify';
import { rulesets } from '#games';
import type { Ruleset } from '#kernel/engine/ruleset';
import type { KbGame } from '#games/kharkov-battles/game/types';
import { onKb } from '../games/kharkov-battles/game-fixture';
import { gameAt, KB } from '../games/kharkov-battles/game-wiring-fixture';
import { apiFixture } from './support/api-fixture';

/**
 * KB 11.32 Forced Displacement (docs/kharkov-battles.md "Answering a paused window", D18)
 * through the service: an 'Operation Star' game set up at T03/axis-movement on a position in
 * which LAH overruns the Soviet 38th Army HQ, alone in 3213 and in the ZOC of the Soviet rifle
 * divisions in 3214 and 3314, whose standing orders say `displace: {policy: ask}`. The service
 * opens the Soviet paused window, offers the legal answers, refuses the Axis orders there,
 * takes the Soviet answer, the Axis Movement Phase goes on to its end, and the archive verifies.
 */
const position = onKb({ '3211': ['ger-1-lah'], '3311': ['ger-320-id-kb'], '3213': ['sov-38a-hq-kb'], '3214': ['sov-25g-rd-kb'], '3314': ['sov-232-rd-kb'] });
const staged: Ruleset<KbGame> = { ...KB, setup: () => gameAt('operation-star', 3, 'axis-movement', position, { standing: { axis: null, soviet: { displace: { policy: 'ask' } } } }) };
const titles = [staged, ...rulesets.filter((r) => r.id !== 'kharkov-battles')] as Ruleset[];

describe('a Kharkov Battles Movement Phase pauses for a Forced Displacement over HTTP', () => {
  const fx = apiFixture({ title: { scenario: 'kharkov-battles/operation-star', sides: ['axis', 'soviet'], first: 'axis', rulesets: titles } });
  afterAll(() => fx.dispose());

  it('opens the Soviet paused window, takes his answer, goes on, and the archive verifies', async () => {
    const game = await fx.createGame();
    const file = (side: string, window: string, orders: unknown[]) => ({ format: 'umpire-turn/1', game: game.id, side, window, entropy: `${side} ${window}`, orders });
    const moved = await fx.request(`/api/games/${game.id}/turns`, {
      token: game.token('axis'),
      json: file('axis', 'T03/axis-movement', [{ move: { unit: 'ger-320-id-kb', path: ['3310'] } }, { overrun: { unit: 'ger-1-lah', path: ['3212', '3213'], target: '3213' } }]),
    });
    expect(moved.status, await moved.clone().text()).toBe(200);

    const paused = (await (await fx.request(`/api/games/${game.id}`)).json()) as { window: string; waitingFor: string[] };
    expect(paused).toMatchObject({ window: 'T03/soviet-displace-1', waitingFor: ['soviet'] });
    const listing = (await (await fx.request(`/api/games/${game.id}/options`, { token: game.token('soviet') })).json()) as { window: string; accepts: string[]; orderChoices?: { kind: string; order: unknown }[] };
    expect(listing).toMatchObject({ window: 'T03/soviet-displace-1', accepts: ['displace'] });
    expect((listing.orderChoices ?? []).map((c) => c.order)).toEqual([{ displace: { hex: 'KB3214' } }, { displace: { hex: 'KB3314' } }, { displace: { eliminate: true } }]);

    const refused = await fx.request(`/api/games/${game.id}/turns`, { token: game.token('axis'), json: file('axis', paused.window, [{ displace: { eliminate: true } }]) });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain('not-your-window');
    const bad = await fx.request(`/api/games/${game.id}/turns`, { token: game.token('soviet'), json: file('soviet', paused.window, [{ displace: { hex: 'KB3212' } }]) });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain('illegal-displacement');
    const answered = await fx.request(`/api/games/${game.id}/turns`, { token: game.token('soviet'), json: file('soviet', paused.window, [{ displace: { hex: 'KB3314' } }]) });
    expect(answered.status, await answered.clone().text()).toBe(200);

    const after = (await (await fx.request(`/api/games/${game.id}`)).json()) as { window: string | null };
    expect(after.window).toBe('T03/axis-combat');
    const archive = await (await fx.request(`/api/games/${game.id}/archive`, { token: game.token('axis') })).json();
    expect(JSON.stringify(archive)).toContain('T03/soviet-displace-1');
    expect(JSON.stringify(archive)).toContain('"displacedTo":"3314"');
    expect(verifyArchive(archive, (id) => titles.find((r) => r.id === id))).toMatchObject({ ok: true });
  }, 120_000);
});
