import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { outbox } from '#db/schema';
import { playKbGame, planAttacks } from '../e2e/support/kb-player';
import { sideChannels } from './support/kb-channels';
import { kbReferee } from './support/kb-referee';

/**
 * KB 2.72 optional Soviet Hidden Strength (docs/kharkov-battles.md "Hidden information",
 * digest A35): an untried rifle division's id gives its strength, so while it is untried
 * the Axis sees its 'Untried' face. Operation Star created with `hiddenStrength: on` and
 * played through the real service, app and mail composer to its second window: every
 * channel the Axis reads (API, game page, the map scene the SVG and PDF draw, the SVG maps,
 * the PDF text, the results mail with its PDF, the archive copy) never names an untried
 * division; the Soviet's API and archive name each one.
 */
const SIDES = ['axis', 'soviet'] as const;
type Side = (typeof SIDES)[number];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether `text` holds `s` as a whole token ("sov-10-rd-kb" is not in "sov-100-rd-kb"). */
const hasToken = (text: string, s: string): boolean => new RegExp(`(^|[^0-9A-Za-z-])${escape(s)}($|[^0-9A-Za-z-])`).test(text);

const referee = kbReferee('kb untried redaction');
const { store, service, request, mailedGame } = referee;

let game: { id: string; token(side: string): string };
let untried: string[] = [];

/** Everything one side's channels hold after step 1, each as text (support/kb-channels.ts). */
const channels = (side: Side): Promise<Record<string, string>> =>
  sideChannels(referee, game, side, 1, () => store.sqlite.select().from(outbox).where(eq(outbox.side, side)).orderBy(asc(outbox.id)).all());

const copies: Partial<Record<Side, Record<string, string>>> = {};

beforeAll(async () => {
  game = await mailedGame('kharkov-battles/operation-star', { hiddenStrength: 'on' });
  await playKbGame(request, game, { maxWindows: 1 });
  const referee = (await service.view(game.id, { kind: 'referee' })) as { state: { units: Record<string, { untried?: boolean; where: string }> } };
  untried = Object.entries(referee.state.units).filter(([, u]) => u.untried).map(([id]) => id);
  for (const side of SIDES) copies[side] = await channels(side);
}, 120_000);
afterAll(() => store.dispose());

describe("KB 2.72: an untried Soviet rifle division in every channel", () => {
  test('the position: rifle divisions are untried after the set-up draws, some of them on the map', () => {
    expect(untried.length).toBeGreaterThan(3);
  });

  for (const channel of ['api', 'page', 'scene', 'svg', 'pdf', 'mail', 'archive']) {
    test(`the ${channel}: the Axis copy never names an untried division`, () => {
      for (const id of untried) {
        const t = copies.axis![channel]!;
        const i = t.search(new RegExp(`(^|[^0-9A-Za-z-])${escape(id)}($|[^0-9A-Za-z-])`));
        expect(hasToken(t, id), `the Axis ${channel} must not name ${id}: ${i < 0 ? '' : t.slice(Math.max(0, i - 300), i + 100)}`).toBe(false);
      }
    });
  }

  test("the Soviet's API and archive name each one", () => {
    for (const id of untried) for (const channel of ['api', 'archive']) expect(hasToken(copies.soviet![channel]!, id), `the Soviet ${channel} names ${id}`).toBe(true);
  });

  test("the Axis map shows 'Untried' counters", () => {
    expect(copies.axis!['scene']!).toContain('"designation":"Untried"');
  });
});
