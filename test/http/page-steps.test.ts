import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAGE_HISTORY_MAX_LIMIT, PAGE_HISTORY_STEPS } from '#http/routes/page/page-history';
import { pageStep, type PageStep } from '#http/routes/page/page-step';
import { stepMarker } from '#report/history/step-focus';
import type { Principal } from '#service/types';
import { apiFixture, type ApiFixture } from './support/api-fixture';
import { pageSession } from './support/page-copy';
import { submitOrders } from './support/submit-orders';
import { shortGameTitle } from './support/test-title';

/**
 * The game page's history in pages (docs/game-page.md "What the page loads"): `/data` holds
 * the newest PAGE_HISTORY_STEPS steps and says what lies before them; `GET /games/:id/steps
 * ?before=k&limit=n` gives the older ones a page at a time. Played on Duel (a tiny title
 * whose every step draws a hidden "wind" only the next side to fire may see) to 90 steps of
 * a 46-turn game, more than one page, the game still in play (once it ends, all is shown).
 */
const TURNS = 46;
const STEPS = 90;
type Game = Awaited<ReturnType<ApiFixture['createGame']>>;
let api: ApiFixture;
let game: Game;
let early: { steps: PageStep[]; earlier: unknown };
const as = (side: string): Principal => ({ kind: 'side', side });

/** Every window answered with no orders: the phasing side waits, and each step draws its wind. */
async function play(api: ApiFixture, game: Game, afterStep?: (n: number) => Promise<void>, steps = Infinity): Promise<void> {
  for (let n = 1; n <= steps; n++) {
    const summary = (await (await api.request(`/api/games/${game.id}`)).json()) as { window: string | null; waitingFor: string[] };
    if (!summary.window) return;
    await submitOrders(api, game, summary.waitingFor[0]!, summary.window, []);
    await afterStep?.(n);
  }
}

/** Each step as the page showed it before the history was paged: every step's report data for the side, one by one. */
async function wholeHistory(side: string): Promise<PageStep[]> {
  const out: PageStep[] = [];
  let marker: ReturnType<typeof stepMarker> | null = null;
  for (let k = STEPS; k >= 1; k--) {
    const data = await api.service.reportData(game.id, k, as(side), { scene: false });
    marker ??= stepMarker(data.map);
    out.push(pageStep(data, marker));
  }
  return out;
}

beforeAll(async () => {
  api = apiFixture({ title: shortGameTitle });
  game = await api.createGame({ turns: TURNS });
  const get = await pageSession(api, game.id, game.token('blue'));
  await play(api, game, async (n) => {
    if (n === 10) early = (await (await get(`/games/${game.id}/data`)).json()) as typeof early;
  }, STEPS);
}, 120_000);
afterAll(() => api.dispose());

describe("the game page's history a page at a time", () => {
  test('a game of no more steps than a page: /data holds every one and nothing lies before them', () => {
    expect(early.steps.map((s) => s.step)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(early.earlier).toBeNull();
  });

  test('/data holds the newest 60 steps, newest first, and names the page before them', async () => {
    expect(PAGE_HISTORY_STEPS).toBe(60);
    const get = await pageSession(api, game.id, game.token('blue'));
    const data = (await (await get(`/games/${game.id}/data`)).json()) as { game: { steps: number; status: string }; steps: PageStep[]; earlier: unknown };
    expect(data.game).toMatchObject({ steps: STEPS, status: 'active' });
    expect(data.steps.map((s) => s.step)).toEqual(Array.from({ length: 60 }, (_, i) => STEPS - i));
    expect(data.earlier).toEqual({ before: STEPS - 59, count: STEPS - 60 });
    const older = (await (await get(`/games/${game.id}/steps?before=${STEPS - 59}`)).json()) as { steps: PageStep[]; earlier: unknown };
    expect(older.steps.map((s) => s.step)).toEqual(Array.from({ length: STEPS - 60 }, (_, i) => STEPS - 60 - i));
    expect(older.earlier).toBeNull();
  });

  test("each side's pages together are its whole history, each step once, as the page showed it before paging", async () => {
    for (const side of ['blue', 'red']) {
      const get = await pageSession(api, game.id, game.token(side));
      const data = (await (await get(`/games/${game.id}/data`)).json()) as { steps: PageStep[]; earlier: { before: number; count: number } | null };
      const seen = [...data.steps];
      let earlier = data.earlier;
      let pages = 0;
      while (earlier) {
        const res = await get(`/games/${game.id}/steps?before=${earlier.before}&limit=7`);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
        const page = (await res.json()) as { steps: PageStep[]; earlier: typeof earlier };
        expect(page.steps.length).toBe(Math.min(7, earlier.count));
        expect(page.steps[0]!.step).toBe(earlier.before - 1);
        seen.push(...page.steps);
        earlier = page.earlier;
        pages++;
      }
      expect(pages).toBe(Math.ceil((STEPS - 60) / 7));
      expect(seen.map((s) => s.step)).toEqual(Array.from({ length: STEPS }, (_, i) => STEPS - i));
      expect(seen).toEqual(await wholeHistory(side));
    }
  });

  test("no page shows a side the other side's wind, nor its die", async () => {
    for (const [side, other] of [['blue', 'red'], ['red', 'blue']] as const) {
      const get = await pageSession(api, game.id, game.token(side));
      const data = (await (await get(`/games/${game.id}/data`)).json()) as { steps: PageStep[]; earlier: { before: number } };
      const older = (await (await get(`/games/${game.id}/steps?before=${data.earlier.before}&limit=${PAGE_HISTORY_MAX_LIMIT}`)).json()) as { steps: PageStep[] };
      const steps = [...data.steps, ...older.steps];
      expect(steps).toHaveLength(STEPS);
      for (const s of steps) {
        const referee = await api.service.reportData(game.id, s.step, { kind: 'referee' }, { scene: false });
        const wind = referee.step!.events.find((e) => e.type === 'wind')!;
        const windDie = referee.step!.transcript.find((d) => d.label.endsWith('/wind'))!;
        // Duel: the wind of a step is for the next side to fire; the step's own side never sees it
        if ((wind['visibleTo'] as string[]).includes(other)) {
          expect(s.events.join('\n'), `step ${s.step}`).not.toContain('wind:');
          expect(s.dice.find((l) => l.startsWith(`${windDie.label} `)), `step ${s.step}`).toMatch(/ d6 hidden, committed /);
        } else {
          expect(s.events, `step ${s.step}`).toContain(`wind: wind=${wind['wind']}`);
        }
      }
    }
  });

  test('a bad "before" or "limit" is refused with 400 and a stable code, and no session with 401', async () => {
    const get = await pageSession(api, game.id, game.token('blue'));
    for (const q of ['', '?before=', '?before=0', '?before=-3', '?before=abc', '?before=1.5', `?before=${STEPS + 2}`, '?before=99999999', '?limit=5']) {
      const res = await get(`/games/${game.id}/steps${q}`);
      expect(res.status, q).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string }; errors: { path: string[]; code: string }[] };
      expect(body.error.code, q).toBe('invalid-before');
      expect(body.error.message, q).toContain(`"before" must be a step number from 1 to ${STEPS + 1}`);
      expect(body.errors[0]).toMatchObject({ path: ['query', 'before'], code: 'invalid-before' });
    }
    for (const q of ['&limit=0', '&limit=', `&limit=${PAGE_HISTORY_MAX_LIMIT + 1}`, '&limit=x']) {
      const res = await get(`/games/${game.id}/steps?before=5${q}`);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code, q).toBe('invalid-limit');
    }
    const none = await api.app.request(`/games/${game.id}/steps?before=5`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe('no-session');
  });

  test('the page before the first step is empty; one past the newest is the newest page', async () => {
    const get = await pageSession(api, game.id, game.token('red'));
    expect(await (await get(`/games/${game.id}/steps?before=1`)).json()).toEqual({ steps: [], earlier: null });
    const newest = (await (await get(`/games/${game.id}/steps?before=${STEPS + 1}&limit=3`)).json()) as { steps: PageStep[]; earlier: unknown };
    expect(newest.steps.map((s) => s.step)).toEqual([STEPS, STEPS - 1, STEPS - 2]);
    expect(newest.earlier).toEqual({ before: STEPS - 2, count: STEPS - 3 });
  });

  test('the page size is the app\'s to choose', async () => {
    const small = apiFixture({ title: shortGameTitle, pageHistorySteps: 3 });
    try {
      const g = await small.createGame({ turns: 3 });
      await play(small, g);
      const get = await pageSession(small, g.id, g.token('red'));
      const data = (await (await get(`/games/${g.id}/data`)).json()) as { steps: PageStep[]; earlier: unknown };
      expect(data.steps.map((s) => s.step)).toEqual([6, 5, 4]);
      expect(data.earlier).toEqual({ before: 4, count: 3 });
      const older = (await (await get(`/games/${g.id}/steps?before=4`)).json()) as { steps: PageStep[]; earlier: unknown };
      expect(older.steps.map((s) => s.step)).toEqual([3, 2, 1]);
      expect(older.earlier).toBeNull();
    } finally {
      small.dispose();
    }
  });
});
