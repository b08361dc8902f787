import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { duelFile } from '../support/duel-files';
import { duelRuleset } from '../support/duel-ruleset';
import { ADMIN_TOKEN, apiFixture, type ApiFixture } from './support/api-fixture';

let api: ApiFixture;
beforeEach(() => {
  api = apiFixture({ title: { scenario: 'duel/skirmish', sides: ['blue', 'red'], first: 'blue', rulesets: [duelRuleset] } });
});
afterEach(() => api.dispose());

const act = (id: string, action: string, token: string | undefined, json?: unknown) =>
  api.request(`/api/games/${id}/referee/${action}`, { method: 'POST', ...(token ? { token } : {}), ...(json !== undefined ? { json } : {}) });

describe('POST /api/games/:id/referee/<action>', () => {
  test('the referee pauses, corrects, previews, resumes, force-closes and rolls back; the archive lists every action', async () => {
    const game = await api.createGame();
    const ref = game.refereeToken;
    expect((await act(game.id, 'pause', ref, { reason: 'holiday' })).status).toBe(200);
    expect((await api.request(`/api/games/${game.id}`).then((r) => r.json())) as object).toMatchObject({ status: 'paused' });
    const corrected = await act(game.id, 'correct', ref, { reason: 'recount', changes: [{ path: ['ammo', 'red'], value: 5 }] });
    expect(await corrected.json()).toMatchObject({ action: 'correct', seq: 2, status: 'paused' });
    expect((await act(game.id, 'resume', ref, {})).status).toBe(200);
    const seen = (await (await act(game.id, 'preview', ref)).json()) as { preview: { step: number; seed: string } };
    expect(seen.preview.step).toBe(1);
    const closed = (await (await act(game.id, 'force-close', ref, { reason: 'blue is away' })).json()) as { steps: { seed: string }[] };
    expect(closed.steps[0]!.seed).toBe(seen.preview.seed);
    const rolled = await act(game.id, 'rollback', ref, { to: 0, reason: 'wrong file', replay: false });
    expect(await rolled.json()).toMatchObject({ action: 'rollback', window: 'T01/blue-fire', steps: [] });
    const archive = (await (await api.request(`/api/games/${game.id}/archive`)).json()) as { referee: { action: string }[] };
    expect(archive.referee.map((e) => e.action)).toEqual(['pause', 'correct', 'resume', 'preview', 'force-close', 'rollback']);
  });

  test('replace-player answers the new token once; end ends the game', async () => {
    const game = await api.createGame();
    const res = await act(game.id, 'replace-player', game.refereeToken, { side: 'red', reason: 'new player' });
    const { token } = (await res.json()) as { token: string };
    expect((await api.request(`/api/games/${game.id}/view`, { token: game.token('red') })).status).toBe(401);
    expect((await api.request(`/api/games/${game.id}/view`, { token })).status).toBe(200);
    expect(await (await act(game.id, 'end', game.refereeToken, { reason: 'abandoned' })).json()).toMatchObject({ status: 'ended', window: null });
  });

  test.each([
    ['no token', 'pause', () => undefined, { reason: 'x' }, 401, 'unauthorized'],
    ["a side's token", 'pause', (g: { token(s: string): string }) => g.token('blue'), { reason: 'x' }, 403, 'forbidden'],
    ['a missing reason', 'pause', (g: { refereeToken: string }) => g.refereeToken, {}, 422, 'invalid-body'],
    ['an unknown member', 'end', (g: { refereeToken: string }) => g.refereeToken, { reason: 'x', winer: 'blue' }, 422, 'invalid-body'],
    ['a negative step', 'rollback', (g: { refereeToken: string }) => g.refereeToken, { to: -1, reason: 'x' }, 422, 'invalid-body'],
    ['nothing to roll back', 'rollback', (g: { refereeToken: string }) => g.refereeToken, { to: 0, reason: 'x' }, 409, 'nothing-to-undo'],
    ['resume of a running game', 'resume', (g: { refereeToken: string }) => g.refereeToken, {}, 409, 'not-paused'],
    ['a path the state lacks', 'correct', (g: { refereeToken: string }) => g.refereeToken, { reason: 'x', changes: [{ path: ['nope'], value: 1 }] }, 422, 'invalid-correction'],
  ])('%s: %s refused with %i %s, nothing changed', async (_what, action, token, json, status, code) => {
    const game = await api.createGame();
    const before = api.snapshot();
    const res = await act(game.id, action, token(game as never), json);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    expect(api.snapshot()).toBe(before);
  });

  test('a closed window: force-close after the end is a 409', async () => {
    const game = await api.createGame();
    await act(game.id, 'end', game.refereeToken, { reason: 'x' });
    const res = await act(game.id, 'force-close', game.refereeToken, {});
    expect(res.status).toBe(409);
    const turn = await api.request(`/api/games/${game.id}/turns`, { token: game.token('blue'), body: duelFile({ game: game.id, side: 'blue', window: 'T01/blue-fire', dice: 1 }) });
    expect(turn.status).toBe(409);
  });
});

describe('tournaments over HTTP', () => {
  test('the operator creates one and adds games; anyone reads the standings', async () => {
    const g1 = await api.createGame();
    const created = await api.request('/api/tournaments', { token: ADMIN_TOKEN, json: { name: 'Cup' } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const added = await api.request(`/api/tournaments/${id}/games`, { token: ADMIN_TOKEN, json: { game: g1.id, round: 1, players: { blue: 'ann', red: 'bob' } } });
    expect(added.status).toBe(200);
    await act(g1.id, 'end', g1.refereeToken, { reason: 'bob resigned', winner: 'blue' });
    const view = (await (await api.request(`/api/tournaments/${id}`)).json()) as { standings: { name: string; points: number }[] };
    expect(view.standings.map((r) => [r.name, r.points])).toEqual([['ann', 3], ['bob', 0]]);
    expect((await api.request('/api/tournaments', { json: { name: 'x' } })).status).toBe(401);
    expect((await api.request(`/api/tournaments/${id}/games`, { token: ADMIN_TOKEN, json: { game: g1.id, round: 1, players: { blue: 'a', red: 'b' } } })).status).toBe(409);
    expect((await api.request('/api/tournaments/t_NOSUCH')).status).toBe(404);
  });
});
