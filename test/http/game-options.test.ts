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

describe("Kharkov Battles' game options (KB 20.1, 9.2)", () => {
  const createKb = (scenario: string, options: unknown) =>
    api.request('/api/games', { token: ADMIN_TOKEN, json: { scenario: `kharkov-battles/${scenario}`, players: [{ side: 'axis' }, { side: 'soviet' }], options } });

  test("GET /api/scenarios lists 'Operation Star''s optional Historical Limitations and the Support Point agreement and the Hidden Strength rule (2.72), each by name with its rule; the other scenarios offer only 2.72", async () => {
    const list = (await (await api.request('/api/scenarios')).json()) as { id: string; options?: Record<string, unknown>[] }[];
    expect(list.find((s) => s.id === 'kharkov-battles/operation-star')?.options).toEqual([
      expect.objectContaining({ name: 'historicalFuel', values: ['off', 'on'], default: 'off', rule: 'KB 20.1' }),
      expect.objectContaining({ name: 'historicalTurnZero', values: ['off', 'on'], default: 'off', rule: 'KB 20.1' }),
      expect.objectContaining({ name: 'supportPoints', values: ['table', 'trt'], default: 'table', rule: 'KB 9.2' }),
      expect.objectContaining({ name: 'hiddenStrength', values: ['off', 'on'], default: 'off', rule: 'KB 2.72' }),
    ]);
    for (const o of list.find((s) => s.id === 'kharkov-battles/operation-star')!.options!) expect(Object.keys(o).sort()).toEqual(['default', 'description', 'name', 'rule', 'values']);
    for (const s of ['second-kharkov', 'third-kharkov']) expect((list.find((x) => x.id === `kharkov-battles/${s}`)?.options ?? []).map((o) => o.name)).toEqual(['hiddenStrength']);
  });

  test('a game created with every option on keeps them: in the archive and in each side\'s view', async () => {
    const chosen = { historicalFuel: 'on', historicalTurnZero: 'on', supportPoints: 'trt', hiddenStrength: 'on' };
    const res = await createKb('operation-star', chosen);
    expect(res.status, await res.clone().text()).toBe(201);
    const game = (await res.json()) as { id: string; players: { side: string; token: string }[] };
    const archive = (await (await api.request(`/api/games/${game.id}/archive`)).json()) as { game: { options: unknown } };
    expect(archive.game.options).toEqual(chosen);
    const view = (await (await api.request(`/api/games/${game.id}/view`, { token: game.players.find((p) => p.side === 'soviet')!.token })).json()) as { options: unknown };
    expect(view.options).toEqual(chosen);
  });

  test('a value an option does not take is refused with 422 invalid-options, naming the option and its rule, and nothing is created', async () => {
    const before = api.snapshot();
    const res = await createKb('operation-star', { supportPoints: 'roll' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: { path: string[]; code: string; message: string }[] };
    expect(body.errors[0]).toMatchObject({ path: ['options'], code: 'invalid-options', message: expect.stringMatching(/supportPoints \(KB 9\.2\)/) });
    expect(api.snapshot()).toEqual(before);
  });
});

describe("Campaign To Stalingrad's game options (CtS 25.0)", () => {
  /** Fall Blau lists the option with its values, default and rule; a game created with `chosen` keeps it in its archive. */
  async function listedAndKept(option: { name: string; values: string[]; default: string; rule: string }, chosen: string): Promise<void> {
    const list = (await (await api.request('/api/scenarios')).json()) as { id: string; options?: Record<string, unknown>[] }[];
    expect(list.find((s) => s.id === 'campaign-to-stalingrad/fall-blau')?.options).toContainEqual(expect.objectContaining(option));
    const res = await api.request('/api/games', { token: ADMIN_TOKEN, json: { scenario: 'campaign-to-stalingrad/fall-blau', players: [{ side: 'axis' }, { side: 'soviet' }], options: { [option.name]: chosen } } });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const archive = (await (await api.request(`/api/games/${id}/archive`)).json()) as { game: { options: unknown } };
    expect(archive.game.options).toEqual({ [option.name]: chosen });
  }

  test('GET /api/scenarios lists the weather option for Fall Blau with its values, default and rule; a game created with weather: rolled keeps it in its archive', async () => {
    await listedAndKept({ name: 'weather', values: ['clear', 'rolled'], default: 'clear', rule: 'CtS 25.0' }, 'rolled');
  });

  test('GET /api/scenarios lists the Major City Battles option (CtS 24.0) for Fall Blau, off by default; a game created with it on keeps it in its archive', async () => {
    await listedAndKept({ name: 'majorCityBattles', values: ['off', 'on'], default: 'off', rule: 'CtS 24.0' }, 'on');
  });

  test('a weather value the option does not know is refused with 422 invalid-options, naming the option and its rule, and nothing is created', async () => {
    const before = api.snapshot();
    const res = await api.request('/api/games', { token: ADMIN_TOKEN, json: { scenario: 'campaign-to-stalingrad/fall-blau', players: [{ side: 'axis' }, { side: 'soviet' }], options: { weather: 'snow' } } });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: { path: string[]; code: string; message: string }[] };
    expect(body.errors[0]).toMatchObject({ path: ['options'], code: 'invalid-options', message: expect.stringMatching(/weather.*CtS 25\.0/) });
    expect(api.snapshot()).toEqual(before);
  });
});

describe('Campaign To Stalingrad optional rules (Section Five, 38.0-45.0)', () => {
  test('GET /api/scenarios lists each optional rule the title plays with its rule number, off by default, for every scenario', async () => {
    const list = (await (await api.request('/api/scenarios')).json()) as { id: string; options?: { name: string; values: string[]; default: string; rule: string; description: string }[] }[];
    const scenarios = list.filter((s) => s.id.startsWith('campaign-to-stalingrad/'));
    expect(scenarios.length).toBeGreaterThan(0);
    for (const s of scenarios) {
      for (const [name, rule] of [['abstractAir', 'CtS 38.0'], ['rivers', 'CtS 39.0'], ['artilleryBarrage', 'CtS 40.0'], ['hqLimits', 'CtS 41.0'], ['fogOfWar', 'CtS 42.0'], ['offMapSupply', 'CtS 43.0'], ['sovietArmor', 'CtS 44.0'], ['commandControl', 'CtS 45.0']] as const) {
        expect(s.options).toContainEqual({ name, values: ['off', 'on'], default: 'off', rule, description: expect.stringContaining(`Optional ${rule.slice(4)}`) });
      }
    }
  });

  test.each([
    ['CtS 38.0', { abstractAir: 'on' }],
    ['CtS 45.0', { commandControl: 'on' }],
  ])('an optional rule chosen at creation is recorded in the archive (%s)', async (_rule, options) => {
    const res = await api.request('/api/games', { token: ADMIN_TOKEN, json: { scenario: 'campaign-to-stalingrad/fall-blau', players: [{ side: 'axis' }, { side: 'soviet' }], options } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const archive = (await (await api.request(`/api/games/${id}/archive`)).json()) as { game: { options: unknown } };
    expect(archive.game.options).toEqual(options);
  });
});
