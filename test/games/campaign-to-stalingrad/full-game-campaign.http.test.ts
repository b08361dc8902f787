import { afterAll, describe, expect, it } from 'vitest';
import { rulesetFor, rulesets } from '#games';
import { verifyArchive } from '#archive/verify';
import { apiFixture } from '../../http/support/api-fixture';
import { playFullGame } from './support/full-game-player';

/**
 * A Campaign Game (37.0) created over the HTTP API and played as the Fall Blau one is
 * (support/full-game-player.ts) from turn 1 past Fall Blau's last turn (15) into turn 17: the
 * game goes on (37.3: until turn 62), the Campaign's Turn Record Track brings the turn-16
 * reinforcements, and the archive verifies.
 */
const fx = apiFixture({ title: { scenario: 'campaign-to-stalingrad/campaign', sides: ['axis', 'soviet'], first: 'axis', rulesets: [...rulesets] } });
afterAll(() => fx.dispose());

describe('a scripted Campaign Game over HTTP, turns 1-16', () => {
  it('sets up as Fall Blau, plays turn 1 to turn 16 and opens turn 17; the archive verifies', async () => {
    const list = (await (await fx.request('/api/scenarios')).json()) as { id: string; turns: number }[];
    expect(list.find((s) => s.id === 'campaign-to-stalingrad/campaign')?.turns).toBe(62);
    const game = await fx.createGame();
    const template = await fx.request(`/api/games/${game.id}/template`, { token: game.token('axis') });
    expect(await template.text()).toMatch(/T01\/axis-movement/);
    const { windows, attacksBy } = await playFullGame(fx.request, game, 16 * 4);
    expect(windows).toBe(64);
    expect((attacksBy.get('T16/axis') ?? 0) > 0).toBe(true);
    const summary = (await (await fx.request(`/api/games/${game.id}`)).json()) as { status: string; window: string | null };
    expect([summary.status === 'ended', summary.window]).toEqual([false, 'T17/axis-movement']);
    // 19.0: the turn-16 reinforcements of the Campaign's Turn Record Track came on
    const view = (await (await fx.request(`/api/games/${game.id}/view`, { token: game.token('soviet') })).json()) as { units: Record<string, { where: string }> };
    expect(view.units['sov-62A-hq']?.where).toBe('map');
    const archive = await (await fx.request(`/api/games/${game.id}/archive`, { token: game.token('axis') })).json();
    expect(verifyArchive(archive, rulesetFor)).toMatchObject({ ok: true });
  }, 1_800_000);
});
