import { afterAll, describe, expect, it } from 'vitest';
import { rulesetFor, rulesets } from '#games';
import { verifyArchive } from '#archive/verify';
import { apiFixture } from '../../http/support/api-fixture';
import { playFullGame } from './support/full-game-player';

/**
 * A complete scripted game of Fall Blau through the HTTP API: every window answered by a
 * turn file built from the side's own options (GET /options), each side moving its first
 * units and attacking up to three enemy hexes every Combat Phase, to the victory check of
 * turn 15; the archive verifies.
 */
const fx = apiFixture({ title: { scenario: 'campaign-to-stalingrad/fall-blau', sides: ['axis', 'soviet'], first: 'axis', rulesets: [...rulesets] } });
afterAll(() => fx.dispose());

describe('a complete scripted Fall Blau game over HTTP', () => {
  it('plays all 15 turns, both sides attacking every turn, to a victory check whose archive verifies', async () => {
    const game = await fx.createGame();
    const template = await fx.request(`/api/games/${game.id}/template`, { token: game.token('axis') });
    expect(template.status).toBe(200);
    expect(await template.text()).toMatch(/T01\/axis-movement/);
    const { windows, attacksBy } = await playFullGame(fx.request, game);
    expect(windows).toBe(60);
    for (let t = 1; t <= 15; t++) {
      for (const side of ['axis', 'soviet']) expect([t, side, (attacksBy.get(`T${String(t).padStart(2, '0')}/${side}`) ?? 0) > 0]).toEqual([t, side, true]);
    }
    const summary = (await (await fx.request(`/api/games/${game.id}`)).json()) as { status: string; outcome?: { winner?: string; reason?: string } };
    expect(summary.status).toBe('ended');
    expect(summary.outcome?.reason).toMatch(/CtS 35\.8/);
    const archive = await (await fx.request(`/api/games/${game.id}/archive`, { token: game.token('axis') })).json();
    expect(verifyArchive(archive, rulesetFor)).toMatchObject({ ok: true });
  }, 900_000);
});
