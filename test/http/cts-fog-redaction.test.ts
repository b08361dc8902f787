import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { outbox } from '#db/schema';
import { rulesetFor } from '#games';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { fogFor } from '#games/campaign-to-stalingrad/rules/fog/hidden-units';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { verifyArchive } from '#archive/verify';
import { realBundle } from '../games/campaign-to-stalingrad/support/real-bundle';
import { scriptedOrders } from '../games/campaign-to-stalingrad/support/play';
import { sideChannels } from './support/kb-channels';
import { kbReferee } from './support/kb-referee';

/**
 * CtS 42.0 optional Fog of War: "A player may only look underneath the top unit of a stack of
 * enemy units if that stack is adjacent to one or more of his units." Fall Blau created with
 * `fogOfWar: on` and played through the real service, app and mail composer for two steps
 * (the Axis moves, then fights): no channel a side reads (API, game page, the map scene the
 * SVG and PDF draw, the SVG maps, the PDF text, the results mail with its PDF, the archive
 * copy) names an enemy unit it has not seen (under the top of an enemy stack away from his
 * units, now and at every step before); the owner's API and the referee's archive name each.
 */
const SIDES = ['axis', 'soviet'] as const;
type Side = (typeof SIDES)[number];
const CHANNELS = ['api', 'page', 'scene', 'svg', 'pdf', 'mail', 'archive'] as const;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hasToken = (text: string, s: string): boolean => new RegExp(`(^|[^0-9A-Za-z-])${escape(s)}($|[^0-9A-Za-z-])`).test(text);

const ctx = createContext(realBundle);
const referee = kbReferee('cts fog redaction');
const { store, service, mailedGame } = referee;
const STEPS = 2;

let game: { id: string; token(side: string): string };
const unseen: Record<Side, string[]> = { axis: [], soviet: [] };
const copies: Partial<Record<Side, Record<string, string>>> = {};
let refereeArchive = '';
/** The counters' labels ("designation size factors", as the map and the stack lines print them) of the unseen units, where unique in the game. */
const labels: Record<Side, string[]> = { axis: [], soviet: [] };

const enemy = (s: Side): Side => (s === 'axis' ? 'soviet' : 'axis');

beforeAll(async () => {
  game = await mailedGame('campaign-to-stalingrad/fall-blau', { fogOfWar: 'on' });
  const states: CtsState[] = [(await service.view(game.id, { kind: 'referee' })) as CtsState];
  for (let n = 0; n < STEPS; n++) {
    const summary = await service.summary(game.id);
    for (const side of summary.waitingFor) {
      const orders = scriptedOrders(cts, states[states.length - 1]!, side, { moves: 6, battles: 2 });
      const file = { format: 'umpire-turn/1', game: game.id, side, window: summary.window, entropy: `${side} ${n}`, orders };
      const r = await service.submitTurn({ gameId: game.id, text: JSON.stringify(file), bearer: game.token(side), channel: 'http' });
      if (!r.ok) throw new Error(`${side} ${summary.window}: ${r.status} ${r.code} ${JSON.stringify(r.errors)}`);
    }
    states.push((await service.view(game.id, { kind: 'referee' })) as CtsState);
  }
  // a unit a side has not seen: under the top of a far enemy stack in every position so far
  for (const side of SIDES) {
    const hidden = states.map((s) => fogFor(ctx, s, side)!.hidden);
    unseen[side] = [...hidden[0]!].filter((id) => hidden.every((h) => h.has(id))).sort();
  }
  const pieces = (await service.reportData(game.id, null, { kind: 'referee' })).scene!.pieces;
  const label = (p: (typeof pieces)[number]) => `${p.designation} ${p.size} ${p.factors}`;
  for (const side of SIDES) {
    labels[side] = pieces.filter((p) => unseen[side].includes(String(p.unit)) && pieces.filter((q) => label(q) === label(p)).length === 1).map(label);
  }
  for (const side of SIDES) copies[side] = await sideChannels(referee, game, side, STEPS, () => store.sqlite.select().from(outbox).where(eq(outbox.side, side)).orderBy(asc(outbox.id)).all());
  refereeArchive = JSON.stringify(await service.archive(game.id, { kind: 'referee' }));
}, 240_000);
afterAll(() => store.dispose());

describe('CtS 42.0: an enemy unit under the top of a far stack in every channel', () => {
  test('the position: each side has enemy units it has not seen, and the game has fought', () => {
    for (const side of SIDES) expect(unseen[side].length, side).toBeGreaterThan(3);
    expect(refereeArchive).toContain('"type":"battle"');
  });

  for (const side of SIDES) {
    for (const channel of CHANNELS) {
      test(`the ${channel}: the ${side} copy never names an enemy unit it has not seen`, () => {
        const t = copies[side]![channel]!;
        for (const id of unseen[side]) {
          const i = t.search(new RegExp(`(^|[^0-9A-Za-z-])${escape(id)}($|[^0-9A-Za-z-])`));
          expect(hasToken(t, id), `the ${side} ${channel} must not name ${id}: ${i < 0 ? '' : t.slice(Math.max(0, i - 300), i + 100)}`).toBe(false);
        }
      });
    }
  }

  for (const side of SIDES) {
    test(`the map, the PDF, the mail and the page of the ${side} never print the counter of an enemy unit it has not seen`, () => {
      expect(labels[side].length).toBeGreaterThan(0);
      for (const l of labels[side]) for (const channel of ['svg', 'pdf', 'mail', 'page'] as const) expect(hasToken(copies[side]![channel]!, l), `the ${side} ${channel} prints ${l}`).toBe(false);
      // the owner's own PDF prints them: the check reads what the pictures print
      for (const l of labels[side]) expect(hasToken(copies[enemy(side)]!['pdf']! + copies[enemy(side)]!['svg']!, l), `the ${enemy(side)} copy prints ${l}`).toBe(true);
    });
  }

  test("the owner's API and the referee's archive name each one; every archive copy verifies", async () => {
    for (const side of SIDES) {
      for (const id of unseen[side]) {
        expect(hasToken(copies[enemy(side)]!['api']!, id), `the ${enemy(side)} API names ${id}`).toBe(true);
        expect(hasToken(refereeArchive, id), `the referee's archive names ${id}`).toBe(true);
      }
    }
    expect(verifyArchive(await service.archive(game.id, { kind: 'referee' }), rulesetFor)).toMatchObject({ ok: true, scope: 'full' });
    for (const side of SIDES) expect(verifyArchive(await service.archive(game.id, { kind: 'side', side }), rulesetFor), `the ${side} copy`).toMatchObject({ ok: true });
  });
});
