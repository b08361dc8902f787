import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import bundle from '../../scenarios/drive-on-stalingrad/dist/drive-on-stalingrad.json';
import type { ScenePiece } from '#kernel/engine/scene';
import type { Principal } from '#service/types';
import { apiFixture, type ApiFixture } from './support/api-fixture';
import { submitOrders } from './support/submit-orders';
import { pageCopy, pageSession } from './support/page-copy';

/**
 * The game page of one side never carries what that side may not know: units under the
 * other side's stacks (DoS 11.7), the other side's moves, and untried Soviet values,
 * which are "?" to both sides (2.14). Checked on everything the page loads: the HTML,
 * its data, the map and the attack previews.
 */
let api: ApiFixture;
let game: Awaited<ReturnType<ApiFixture['createGame']>>;
const copies: Record<string, { text: string; data: any }> = {};
const SIDES = ['german', 'soviet'] as const;
const as = (side: string): Principal => ({ kind: 'side', side });

const session = (side: string) => pageSession(api, game.id, game.token(side));

const submit = (window: string, orders: unknown[]) => submitOrders(api, game, 'german', window, orders);

beforeAll(async () => {
  api = apiFixture();
  game = await api.createGame();
  await submit('T01/german', [
    { attack: { target: '0431', units: ['ger-11pz', 'ger-16mot', 'ger-24pz'], advance: 'all' } },
    { attack: { target: '0230', units: ['ger-299inf', 'ger-340inf'] } },
  ]);
  const options = await (await api.request(`/api/games/${game.id}/options`, { token: game.token('german') })).json() as any;
  const mover = options.units.find((u: any) => (u.moves ?? []).some((m: any) => m.path.length >= 2));
  await submit('T01/german-movement', [{ move: { unit: mover.unit, path: mover.moves.find((m: any) => m.path.length >= 2).path } }]);
  for (const side of SIDES) {
    copies[side] = await pageCopy(api, game.id, game.token(side));
  }
}, 60_000);
afterAll(() => api.dispose());

const hasToken = (text: string, s: string): boolean => new RegExp(`(^|[^0-9A-Za-z?-])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^0-9A-Za-z?-])`).test(text);

/** The owner's units the other side's map does not show and no public record names, with designations unique in the game. */
async function hiddenFrom(owner: string, other: string): Promise<ScenePiece[]> {
  const mine = (await api.service.reportData(game.id, null, as(owner))).scene!.pieces;
  const theirs = (await api.service.reportData(game.id, null, as(other))).scene!.pieces;
  const all = (await api.service.reportData(game.id, null, { kind: 'referee' })).scene!.pieces;
  const published = JSON.stringify(await Promise.all([1, 2].map((k) => api.service.step(game.id, k, null))));
  const shown = new Set<string>(theirs.map((p) => String(p.unit)));
  return mine.filter((p) => p.side === owner && !shown.has(String(p.unit)) && !published.includes(String(p.unit)) && all.filter((a) => a.designation === p.designation).length === 1);
}

describe("one side's game page never holds the other side's hidden values", () => {
  for (const [owner, other] of [['german', 'soviet'], ['soviet', 'german']] as const) {
    test(`units under ${owner} stacks, and their values, are not in the ${other} page, its data or its map`, async () => {
      const hidden = await hiddenFrom(owner, other);
      expect(hidden.length).toBeGreaterThan(0);
      for (const p of hidden) {
        expect(hasToken(copies[owner]!.text, `${p.designation} ${p.size} ${p.factors}`), `${owner} sees ${p.unit}`).toBe(true);
        expect(copies[other]!.text, `${other} must not see ${p.unit}`).not.toContain(p.unit);
        expect(hasToken(copies[other]!.text, `${p.designation} ${p.size} ${p.factors}`), `${other} must not see ${p.unit}`).toBe(false);
        expect(copies[other]!.text).not.toContain(`>${p.designation}<`);
      }
    });
  }

  test("each side's data lists only its own units and options", () => {
    for (const side of SIDES) {
      const units = copies[side]!.data.options.units as { unit: string }[];
      expect(units.length).toBeGreaterThan(0);
      for (const u of units) expect(u.unit.startsWith(side === 'german' ? 'sov-' : 'ger-'), u.unit).toBe(false);
    }
  });

  test("the German's move is in the German's history only", () => {
    const step = (copies['german']!.data.steps as { step: number; events: string[] }[]).find((s) => s.step === 2)!;
    const line = step.events.find((e) => / moves? /.test(e) || /→/.test(e))!;
    expect(line).toBeTruthy();
    expect(copies['soviet']!.text).not.toContain(line.split(' (')[0]!);
  });

  test('untried Soviet values are "?" on both pages: never printed, never in an option or a preview', async () => {
    const state = (await api.service.view(game.id, { kind: 'referee' })) as { units: Record<string, { revealed?: boolean; status: string }> };
    const untried = (bundle.units as any[]).filter((u) => u.untried && state.units[u.id]?.status === 'on-map' && !state.units[u.id]?.revealed);
    expect(untried.length).toBeGreaterThan(10);
    for (const side of SIDES) {
      const text = copies[side]!.text;
      for (const u of untried) {
        expect(hasToken(text, `${u.designation} ${u.size} ${u.full.attack}-${u.full.defense}-${u.full.movement}`), `${side}: ${u.id}`).toBe(false);
      }
      expect(text).toMatch(/>\?-\?-\d+</);
    }
    const soviet = copies['soviet']!.data.options.units as { unit: string; hex: string; attacks?: { target: string; odds?: string }[] }[];
    const attacker = soviet.find((o) => untried.some((u) => u.id === o.unit) && (o.attacks ?? []).length > 0);
    expect(attacker, 'an untried Soviet unit that may attack now').toBeTruthy();
    for (const a of attacker!.attacks!) expect(a.odds).toBeUndefined();
    const get = await session('soviet');
    const res = await get(`/games/${game.id}/attack-preview?target=${attacker!.attacks![0]!.target}&units=${attacker!.unit}`);
    const preview = (await res.json()) as { attack?: number; odds?: string; notes: string[] };
    expect(preview.attack).toBeUndefined();
    expect(preview.odds).toBeUndefined();
    expect(preview.notes.join(' ')).toMatch(/unknown until the battle/);
  });
});

describe('odds the side may know', () => {
  test('an attack whose every factor is known shows strengths, raw and final odds and the table column', async () => {
    const soviet = copies['soviet']!.data.options.units as { unit: string; attacks?: { target: string; odds?: string }[] }[];
    const known = soviet.flatMap((u) => (u.attacks ?? []).filter((a) => a.odds).map((a) => ({ unit: u.unit, ...a })));
    expect(known.length, 'a Soviet attack with known odds').toBeGreaterThan(0);
    const get = await session('soviet');
    const { unit, target, odds } = known[0]!;
    const p = (await (await get(`/games/${game.id}/attack-preview?target=${target}&units=${unit}`)).json()) as any;
    expect(p.problems).toEqual([]);
    expect(p.attack).toBeGreaterThan(0);
    expect(p.defense).toBeGreaterThan(0);
    expect(p.rawOdds).toMatch(/^\d+:\d+$/);
    expect(p.odds).toBe(odds);
    expect(p.column).toBeTruthy();
  });
});
