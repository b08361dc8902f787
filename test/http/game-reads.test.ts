import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { apiFixture, type ApiFixture } from './support/api-fixture';
import { shortGameTitle } from './support/test-title';

let api: ApiFixture;
let game: Awaited<ReturnType<ApiFixture['createGame']>>;
beforeEach(async () => {
  api = apiFixture();
  game = await api.createGame();
});
afterEach(() => api.dispose());

const code = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

/** Plays the open window with the waiting side's own template: one adjudication step. */
async function playOneStep(side = api.title.first): Promise<void> {
  const t = await api.request(`/api/games/${game.id}/template`, { token: game.token(side) });
  const res = await api.request(`/api/games/${game.id}/turns`, { body: await t.text(), token: game.token(side) });
  expect(res.status).toBe(200);
}

describe('GET /api/games/:id/view', () => {
  test("a side's token gets that side's view, the referee's the full one", async () => {
    const [a] = api.title.sides as [string];
    const side = await api.request(`/api/games/${game.id}/view`, { token: game.token(a) });
    expect(side.status).toBe(200);
    expect(await side.json()).toEqual(await api.service.view(game.id, { kind: 'side', side: a }));
    const referee = await api.request(`/api/games/${game.id}/view`, { token: game.refereeToken });
    expect(referee.status).toBe(200);
    expect(await referee.json()).toEqual(await api.service.view(game.id, { kind: 'referee' }));
  });

  test('401 without a token or with an unknown one; 404 for an unknown game', async () => {
    expect((await api.request(`/api/games/${game.id}/view`)).status).toBe(401);
    expect((await api.request(`/api/games/${game.id}/view`, { token: 'nope-nope-nope' })).status).toBe(401);
    expect((await api.request('/api/games/g_NONE/view', { token: game.refereeToken })).status).toBe(404);
  });

  test("a token of another game is unknown here (401)", async () => {
    const other = await api.createGame();
    expect((await api.request(`/api/games/${game.id}/view`, { token: other.refereeToken })).status).toBe(401);
  });
});

describe('GET /api/games/:id/template', () => {
  test('YAML for the open window for a side token', async () => {
    const side = api.title.first;
    const res = await api.request(`/api/games/${game.id}/template`, { token: game.token(side) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/yaml/);
    const text = await res.text();
    expect(text).toContain(`game: ${game.id}`);
    expect(text).toContain(`side: ${side}`);
  });

  test('the referee names the side (?side=), or gets a 422', async () => {
    const [, b] = api.title.sides as [string, string];
    const named = await api.request(`/api/games/${game.id}/template?side=${b}`, { token: game.refereeToken });
    expect(named.status).toBe(200);
    expect(await named.text()).toContain(`side: ${b}`);
    const unnamed = await api.request(`/api/games/${game.id}/template`, { token: game.refereeToken });
    expect(unnamed.status).toBe(422);
    expect(await code(unnamed)).toBe('side-required');
  });

  test("403 when a side asks for another side's template; 401 without a token", async () => {
    const [a, b] = api.title.sides as [string, string];
    expect((await api.request(`/api/games/${game.id}/template?side=${b}`, { token: game.token(a) })).status).toBe(403);
    expect((await api.request(`/api/games/${game.id}/template`)).status).toBe(401);
  });
});

describe('GET /api/games/:id/steps/:n', () => {
  test('the step with events, transcript and seed; redacted per token', async () => {
    await playOneStep();
    const pub = await api.request(`/api/games/${game.id}/steps/1`);
    expect(pub.status).toBe(200);
    const step = (await pub.json()) as { step: number; seed: string; events: unknown[]; transcript: unknown[] };
    expect(step.step).toBe(1);
    expect(step.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(step).toEqual(await api.service.step(game.id, 1, null));
    for (const side of api.title.sides) {
      const res = await api.request(`/api/games/${game.id}/steps/1`, { token: game.token(side) });
      expect(await res.json()).toEqual(await api.service.step(game.id, 1, { kind: 'side', side }));
    }
    const full = await api.request(`/api/games/${game.id}/steps/1`, { token: game.refereeToken });
    expect(await full.json()).toEqual(await api.service.step(game.id, 1, { kind: 'referee' }));
  });

  test('404 for a step that has not happened or is not a number; 401 for a bad token', async () => {
    expect((await api.request(`/api/games/${game.id}/steps/1`)).status).toBe(404);
    expect((await api.request(`/api/games/${game.id}/steps/zero`)).status).toBe(404);
    expect((await api.request(`/api/games/${game.id}/steps/0`)).status).toBe(404);
    await playOneStep();
    expect((await api.request(`/api/games/${game.id}/steps/1`, { token: 'wrong-wrong-wrong' })).status).toBe(401);
  });
});

describe('POST /api/games/:id/adjudicate', () => {
  test('the referee closes the open window now', async () => {
    const res = await api.request(`/api/games/${game.id}/adjudicate`, { method: 'POST', token: game.refereeToken });
    expect(res.status).toBe(200);
    const step = (await res.json()) as { step: number; window: string };
    expect(step.step).toBe(1);
    const summary = (await (await api.request(`/api/games/${game.id}`)).json()) as { steps: number; window: string };
    expect(summary.steps).toBe(1);
    expect(summary.window).not.toBe(step.window);
  });

  test('401 without a token, 403 with a side token, 404 for an unknown game: nothing changes', async () => {
    const before = api.snapshot();
    expect((await api.request(`/api/games/${game.id}/adjudicate`, { method: 'POST' })).status).toBe(401);
    const side = await api.request(`/api/games/${game.id}/adjudicate`, { method: 'POST', token: game.token(api.title.first) });
    expect(side.status).toBe(403);
    expect((await api.request('/api/games/g_NONE/adjudicate', { method: 'POST', token: game.refereeToken })).status).toBe(404);
    expect(api.snapshot()).toBe(before);
  });
});

describe('GET /api/games/:id/archive', () => {
  test('public without a token, a side copy with its token, full with the referee token', async () => {
    await playOneStep();
    const pub = (await (await api.request(`/api/games/${game.id}/archive`)).json()) as { redaction: unknown; format: string };
    expect(pub.format).toBe('umpire-archive/1');
    expect(pub.redaction).toBe('public');
    const [a] = api.title.sides as [string];
    const side = (await (await api.request(`/api/games/${game.id}/archive`, { token: game.token(a) })).json()) as { redaction: unknown };
    expect(side.redaction).toEqual({ side: a });
    const full = (await (await api.request(`/api/games/${game.id}/archive`, { token: game.refereeToken })).json()) as {
      redaction: unknown;
      game: { gameSalt?: string };
    };
    expect(full.redaction).toBe('full');
    expect(full.game.gameSalt).toMatch(/^[0-9a-f]{64}$/);
  });

  test('401 for a token that is not valid here (never a silent public copy)', async () => {
    expect((await api.request(`/api/games/${game.id}/archive`, { token: 'not-a-token-of-this-game' })).status).toBe(401);
  });

  test('once the game has ended: the full archive for anyone, and 409 for adjudicate and template', async () => {
    const short = apiFixture({ title: shortGameTitle });
    try {
      const g = await short.createGame(shortGameTitle.options);
      const status = async () => ((await (await short.request(`/api/games/${g.id}`)).json()) as { status: string }).status;
      for (let i = 0; i < 10 && (await status()) !== 'ended'; i++) {
        expect((await short.request(`/api/games/${g.id}/adjudicate`, { method: 'POST', token: g.refereeToken })).status).toBe(200);
      }
      expect(await status()).toBe('ended');
      const pub = (await (await short.request(`/api/games/${g.id}/archive`)).json()) as { redaction: unknown; game: { gameSalt?: string } };
      expect(pub.redaction).toBe('full');
      expect(pub.game.gameSalt).toMatch(/^[0-9a-f]{64}$/);
      const before = short.snapshot();
      expect((await short.request(`/api/games/${g.id}/adjudicate`, { method: 'POST', token: g.refereeToken })).status).toBe(409);
      expect((await short.request(`/api/games/${g.id}/template`, { token: g.token(short.title.first) })).status).toBe(409);
      expect(short.snapshot()).toBe(before);
    } finally {
      short.dispose();
    }
  });
});
