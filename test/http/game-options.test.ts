import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, apiFixture, type ApiFixture } from './support/api-fixture';

/** Game options: listed with each scenario, checked at creation, recorded with the game (DoS 12.1, CtS 35.1). */
let api: ApiFixture;
beforeEach(() => {
  api = apiFixture();
});
afterEach(() => api.dispose());

const create = (options: unknown) => api.request('/api/games', { token: ADMIN_TOKEN, json: { scenario: 'drive-on-stalingrad/operation-blue', players: [{ side: 'german' }, { side: 'soviet' }], options } });

describe('game options', () => {
  test('GET /api/scenarios lists the set-up option where the rules let the players set up, and the rule readings a club may choose', async () => {
    const list = (await (await api.request('/api/scenarios')).json()) as { id: string; options?: { name: string; values: string[]; default: string; rule: string }[] }[];
    const blue = list.find((s) => s.id === 'drive-on-stalingrad/operation-blue');
    const imposed = expect.objectContaining({ name: 'imposedOrderShift', values: ['1R', 'none'], default: '1R', rule: 'DoS 5.6' });
    const forest = expect.objectContaining({ name: 'forestUnderPaPa', values: ['none', '1L'], default: 'none', rule: 'DoS 11.14' });
    const forts = expect.objectContaining({ name: 'destroyedForts', values: ['gone', 'keep-combat'], default: 'gone', rule: 'DoS 11.23' });
    expect(blue?.options).toEqual([expect.objectContaining({ name: 'setup', values: ['players', 'historical'], default: 'historical', rule: 'DoS 12.1' }), imposed, forest, forts]);
    expect(list.find((s) => s.id === 'drive-on-stalingrad/operation-uranus')?.options).toEqual([imposed, forts]);
  });

  test('a rule reading chosen at creation is recorded in the archive (DoS 5.6)', async () => {
    const res = await create({ imposedOrderShift: 'none' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const archive = (await (await api.request(`/api/games/${id}/archive`)).json()) as { game: { options: unknown } };
    expect(archive.game.options).toEqual({ imposedOrderShift: 'none' });
  });

  test('a rule reading the option does not know is refused with 422 invalid-options, naming the option and its rule', async () => {
    const before = api.snapshot();
    const res = await create({ imposedOrderShift: '2R' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: { code: string; message: string }[] };
    expect(body.errors[0]).toMatchObject({ code: 'invalid-options', message: expect.stringMatching(/imposedOrderShift.*DoS 5\.6/) });
    expect(api.snapshot()).toEqual(before);
  });

  test('setup: players opens the Soviet set-up window first', async () => {
    const res = await create({ setup: 'players' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const summary = (await (await api.request(`/api/games/${id}`)).json()) as { window: string; waitingFor: string[] };
    expect(summary).toMatchObject({ window: 'T00/soviet-setup', waitingFor: ['soviet'] });
  });

  test('a value the option does not know is refused with 422 invalid-options, and nothing is created', async () => {
    const before = api.snapshot();
    const res = await create({ setup: 'random' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string }; errors: { path: string[]; code: string; message: string }[] };
    expect(body.error.code).toBe('invalid-options');
    expect(body.errors[0]).toMatchObject({ path: ['options'], code: 'invalid-options' });
    expect(body.errors[0]!.message).toMatch(/"players" or "historical"/);
    expect(api.snapshot()).toEqual(before);
  });
});
