import { afterAll, describe, expect, it } from 'vitest';
import { rulesetFor, rulesets } from '#games';
import { verifyArchive } from '#archive/verify';
import { apiFixture } from '../../http/support/api-fixture';
import { playFullGame } from './support/full-game-player';

/**
 * A complete scripted game of Operation Uranus (36.0) through the HTTP API, played as the
 * Fall Blau one is (support/full-game-player.ts): from the Soviet Combat Phase of turn 49
 * (36.6) to the victory determination at the end of turn 62 (36.7, 36.8); the archive verifies.
 */
const fx = apiFixture({ title: { scenario: 'campaign-to-stalingrad/operation-uranus', sides: ['axis', 'soviet'], first: 'soviet', rulesets: [...rulesets] } });
afterAll(() => fx.dispose());

describe('a complete scripted Operation Uranus game over HTTP', () => {
  it('opens in the Soviet Combat Phase of turn 49 and plays to the victory determination of turn 62, whose archive verifies', async () => {
    const game = await fx.createGame();
    const template = await fx.request(`/api/games/${game.id}/template`, { token: game.token('soviet') });
    expect(template.status).toBe(200);
    expect(await template.text()).toMatch(/T49\/soviet-combat/);
    const { windows, attacksBy } = await playFullGame(fx.request, game);
    expect(windows).toBe(1 + 13 * 4); // 36.6: no Axis Player Turn and no Soviet Movement Phase on turn 49
    expect((attacksBy.get('T49/soviet') ?? 0) > 0).toBe(true);
    const summary = (await (await fx.request(`/api/games/${game.id}`)).json()) as { status: string; outcome?: { winner?: string; reason?: string } };
    expect(summary.status).toBe('ended');
    expect(summary.outcome?.reason).toMatch(/end of turn 62: .*CtS 36\.8/);
    const archive = await (await fx.request(`/api/games/${game.id}/archive`, { token: game.token('axis') })).json();
    expect(verifyArchive(archive, rulesetFor)).toMatchObject({ ok: true });
    // 36.6 [Change]: the first battle of turn 49 took the 5th Tank Army's bonus
    const battles = (archive as { steps: { window: string; events: { type: string; bonus?: unknown }[] }[] }).steps.flatMap((s) => s.events.filter((e) => e.type === 'battle' && e.bonus !== undefined).map((e) => [s.window, e.bonus]));
    expect(battles).toEqual([['T49/soviet-combat', { army: '5TA', shift: 1, factors: 10, rule: 'CtS 36.6' }]]);
  }, 1_800_000);
});
