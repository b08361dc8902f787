import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FALL_BLAU, playFallBlau } from '../report/support/played-cts-game';
import { apiFixture, type ApiFixture } from './support/api-fixture';
import { pageCopy, pageSession, type PageCopy } from './support/page-copy';

/**
 * The game page of Campaign To Stalingrad over HTTP (no browser): a Fall Blau game played
 * to the Soviet Combat Phase of turn 1 (three windows adjudicated), the page, its data
 * (map, window, history, the composer's options), the map and the attack previews for
 * each side. The Basic Game hides no units; the Soviet's standing orders are his alone.
 */
let api: ApiFixture;
let game: Awaited<ReturnType<ApiFixture['createGame']>>;
const copies: Record<string, PageCopy> = {};

const session = (side: string) => pageSession(api, game.id, game.token(side));

beforeAll(async () => {
  api = apiFixture({ title: FALL_BLAU });
  game = await api.createGame();
  await playFallBlau(api.service, game.id, game.token, 3);
  for (const side of ['axis', 'soviet']) {
    copies[side] = await pageCopy(api, game.id, game.token(side));
  }
}, 120_000);
afterAll(() => api.dispose());

/** Every single-unit Soviet attack the composer offers, previewed over the API. */
async function singlePreviews(): Promise<{ unit: string; target: string; p: any }[]> {
  const out: { unit: string; target: string; p: any }[] = [];
  for (const u of copies['soviet']!.data.options.units) {
    for (const a of u.attacks ?? []) {
      const res = await api.request(`/api/games/${game.id}/attack-preview?target=${a.target}&units=${u.unit}`, { token: game.token('soviet') });
      out.push({ unit: u.unit, target: a.target, p: await res.json() });
    }
  }
  return out;
}

describe('the Fall Blau game page for each side', () => {
  test('the page renders for the side, with its map, the open window and the history of the three steps', () => {
    for (const side of ['axis', 'soviet']) {
      const { text, data } = copies[side]!;
      expect(text).toContain(`data-side="${side}"`);
      expect(data.game.window).toBe('T01/soviet-combat');
      expect(data.map.hexes.length).toBeGreaterThan(1000);
      expect(data.steps.map((s: any) => s.window)).toEqual(['T01/soviet-movement', 'T01/axis-combat', 'T01/axis-movement']);
      const combat = data.steps.find((s: any) => s.window === 'T01/axis-combat');
      expect(combat.report).toMatch(/B1/);
      expect(combat.report).toMatch(/white#1/);
      expect(combat.events.join('\n')).toMatch(/loses \d step/);
      expect(text).toContain('S4336'); // the map prints south-map hexes as numbered on the south map
      expect(text).toMatch(/<svg/);
    }
  });

  test('the composer is fed by the Soviet options of the Combat window: attacks with their column shifts', () => {
    const { data } = copies['soviet']!;
    expect(data.options.window).toBe('T01/soviet-combat');
    const attackers = data.options.units.filter((u: any) => (u.attacks ?? []).length > 0);
    expect(attackers.length).toBeGreaterThan(0);
    for (const u of attackers) for (const a of u.attacks) expect(Array.isArray(a.shifts)).toBe(true);
    expect(copies['axis']!.data.options.units.every((u: any) => u.attacks === undefined && u.moves === undefined)).toBe(true);
  });

  test("each side's copy: the other side's standing orders never reach the Axis page, data or map", () => {
    expect(copies['axis']!.text).not.toContain('hold');
  });
});

describe('attack previews for a Fall Blau battle', () => {
  test('the page preview gives the strengths, the odds column of the CRT and every column shift with its rule', async () => {
    const all = await singlePreviews();
    const legal = all.find((x) => x.p.problems.length === 0);
    expect(legal, 'some single-unit attack on the CRT').toBeDefined();
    const get = await session('soviet');
    const res = await get(`/games/${game.id}/attack-preview?target=${legal!.target}&units=${legal!.unit}`);
    expect(res.status).toBe(200);
    const p = (await res.json()) as any;
    expect(p).toEqual(legal!.p);
    expect(p.attack).toBeGreaterThan(0);
    expect(p.defense).toBeGreaterThan(0);
    expect(p.rawOdds).toMatch(/^\d+(\.\d+)? to \d+(\.\d+)?: \d/);
    expect(p.column).toBe(p.odds);
    expect(p.odds).toMatch(/^\d.*-\d$/);
    for (const s of p.shifts) expect(s.rule).toMatch(/^CtS /);
    expect(p.notes.join(' ')).toContain('Ground Support (CtS 23.11)');
    // CtS 10.1.8: raw odds below the table's first column are no attack, whatever the shifts
    const below = all.find((x) => x.p.problems.some((q: any) => q.code === 'odds-below-table'));
    expect(below, 'a lone rifle division against a stronger stack').toBeDefined();
    expect(below!.p.odds).toMatch(/^below 1-4/);
  });

  test('an attack on a hex out of reach and a side not in its Combat Phase get their problems', async () => {
    const u = copies['soviet']!.data.options.units.find((x: any) => (x.attacks ?? []).length > 0);
    const [unit, target] = [u.unit, u.attacks[0].target];
    const far = (await (await api.request(`/api/games/${game.id}/attack-preview?target=S4336&units=${unit}`, { token: game.token('soviet') })).json()) as any;
    expect(far.problems.length).toBeGreaterThan(0);
    expect(far.odds).toBeUndefined();
    const axis = (await (await api.request(`/api/games/${game.id}/attack-preview?target=${target}&units=ger-45`, { token: game.token('axis') })).json()) as any;
    expect(axis.problems.map((x: any) => x.code)).toEqual(['no-attacks-now']);
  });
});
