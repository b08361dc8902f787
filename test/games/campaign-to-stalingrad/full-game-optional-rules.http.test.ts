import { afterAll, describe, expect, it } from 'vitest';
import { rulesetFor, rulesets } from '#games';
import { verifyArchive } from '#archive/verify';
import { apiFixture } from '../../http/support/api-fixture';
import { playFullGame } from './support/full-game-player';

/** Every optional rule of Section Five (38.0-45.0), switched on. */
const EVERY_OPTIONAL_RULE = { abstractAir: 'on', rivers: 'on', artilleryBarrage: 'on', hqLimits: 'on', fogOfWar: 'on', offMapSupply: 'on', sovietArmor: 'on', commandControl: 'on' };

/**
 * One game with every optional rule on: a complete scripted Fall Blau game through the HTTP
 * API, created with each optional rule the title plays, to the victory check of turn 15;
 * the battles ask for Ground Support while air units are left (CtS 38.0), and the archive
 * (the Axis copy, which Fog of War (42.0) filters) records the options and verifies.
 */
const fx = apiFixture({ title: { scenario: 'campaign-to-stalingrad/fall-blau', sides: ['axis', 'soviet'], first: 'axis', rulesets: [...rulesets] } });
afterAll(() => fx.dispose());

describe('a complete scripted Fall Blau game over HTTP with every optional rule on', () => {
  it('plays all 15 turns to a victory check, flying Ground Support, and its archive verifies', async () => {
    const game = await fx.createGame(EVERY_OPTIONAL_RULE);
    const { windows } = await playFullGame(fx.request, game);
    expect(windows).toBe(60);
    const summary = (await (await fx.request(`/api/games/${game.id}`)).json()) as { status: string; outcome?: { reason?: string } };
    expect(summary.status).toBe('ended');
    expect(summary.outcome?.reason).toMatch(/CtS 35\.8/);
    const archive = (await (await fx.request(`/api/games/${game.id}/archive`, { token: game.token('axis') })).json()) as { game: { options: unknown } };
    expect(archive.game.options).toEqual(EVERY_OPTIONAL_RULE);
    expect(verifyArchive(archive as never, rulesetFor)).toMatchObject({ ok: true });
    const text = JSON.stringify(archive);
    expect(text).toMatch(/Ground Support by an air unit in \d{4} \(Abstracted Air Power\)/);
  }, 1_500_000);
});
