import { afterAll, describe, expect, test } from 'vitest';
import type { Dice } from '#kernel/engine/dice';
import type { Ruleset } from '#kernel/engine/ruleset';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { rulesets } from '#games';
import { verifyArchive } from '#archive/verify';
import { fragment } from '../games/streets-of-stalingrad/attack-fixture';
import { apiFixture } from './support/api-fixture';

/**
 * The `retreat` pause (SoS 9.87, 9.88) over HTTP: a Streets of Stalingrad game set at the
 * German Attack Phase of turn 1 with two Guards companies in the suburb hex 1029 and the
 * Soviet standing `retreat.policy: ask`; the German attack's die is fixed to give a P there
 * (every other die the service's own). The Soviet's retreat window opens, a wrong answer is
 * refused with its issue, his answer is taken and the game goes on past the phase; the
 * archive replays it.
 */
const W = 'T01/german-attack';
const FIXED: Record<string, number> = { [`${W}/1029/df/1028`]: 10, [`${W}/1029/attack`]: 3 };
const at = { 'sov-1-42g': '1029', 'sov-2-42g': '1029', 'ger-71-5-191': '1028', 'ger-71-6-191': '1028' };
const start = (): SosGame => fragment(at, ['1029'], { standing: { soviet: { defense: { policy: 'plan' }, retreat: { policy: 'ask' } } } });
const fixed = (dice: Dice): Dice => ({ roll: (label, sides) => FIXED[label] ?? dice.roll(label, sides), rollMany: (l, s, n) => dice.rollMany(l, s, n), hidden: (l, s) => dice.hidden(l, s) });
const sos = rulesets.find((r) => r.id === 'streets-of-stalingrad') as unknown as Ruleset<SosGame>;
const staged = { ...sos, setup: () => start(), adjudicate: (g: SosGame, subs: Parameters<Ruleset<SosGame>['adjudicate']>[1], dice: Dice) => sos.adjudicate(g, subs, fixed(dice)) } as unknown as Ruleset;

const fx = apiFixture({ title: { scenario: 'streets-of-stalingrad/scenario-1', sides: ['german', 'soviet'], first: 'soviet', rulesets: [staged] } });
afterAll(() => fx.dispose());

describe('the retreat pause over HTTP', () => {
  test('the German attack rolls P on 1029; the Soviet retreat window opens, refuses an illegal hex and takes the retreat to 1130', async () => {
    const game = await fx.createGame();
    const summary = async () => (await (await fx.request(`/api/games/${game.id}`)).json()) as { window: string | null; waitingFor: string[] };
    expect((await summary()).window).toBe(W);
    const file = (side: string, window: string, orders: unknown[]) => ({ format: 'umpire-turn/1', game: game.id, side, window, entropy: `${side} ${window}`, orders });
    const attack = await fx.request(`/api/games/${game.id}/turns`, { token: game.token('german'), json: file('german', W, [{ attack: { target: '1029', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '1028' }] } }]) });
    expect(attack.status, await attack.clone().text()).toBe(200);
    expect(await summary()).toMatchObject({ window: 'T01/soviet-retreat-1', waitingFor: ['soviet'] });
    const wrong = await fx.request(`/api/games/${game.id}/turns`, { token: game.token('soviet'), json: file('soviet', 'T01/soviet-retreat-1', [{ retreat: { path: ['0928'] } }]) });
    expect(wrong.status).toBe(422);
    const errors = ((await wrong.json()) as { errors: { path: (string | number)[]; code: string; rule?: string }[] }).errors;
    expect(errors.map((e) => [e.path.join('.'), e.code, e.rule])).toEqual([['orders.0.retreat.path.0', 'illegal-retreat-hex', 'SoS 9.87']]);
    const answer = await fx.request(`/api/games/${game.id}/turns`, { token: game.token('soviet'), json: file('soviet', 'T01/soviet-retreat-1', [{ retreat: { path: ['1130'] } }]) });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const after = await summary();
    expect(after.window).not.toMatch(/^T01\/(german-attack|soviet-retreat)/);
    const view = (await (await fx.request(`/api/games/${game.id}/view`, { token: game.token('soviet') })).json()) as { state: { pieces: Record<string, { at: string | null }> } };
    expect(view.state.pieces['sov-1-42g']!.at).toBe('1130');
    expect(view.state.pieces['sov-2-42g']!.at).toBe('1130');
    // the archive replays the pause and its answer to the same steps (the same staged position and fixed dice)
    const archive = await (await fx.request(`/api/games/${game.id}/archive`, { token: game.refereeToken })).json();
    expect(verifyArchive(archive, () => staged)).toMatchObject({ ok: true });
  });
});
