import { withoutPageLinks } from '../support/without-page-links';
import { afterEach, describe, expect, test } from 'vitest';
import { turnFiles } from '#db/schema';
import { rulesetFor } from '#games';
import type { Side } from '#kernel/ids';
import { dosDistanceField } from './support/hex-distance';
import { ATTACK_EVERYTHING } from './support/plan-attacks';
import { MOVE_EVERYTHING } from './support/plan-moves';
import { scriptedOrders } from './support/scripted-player';
import { SERVED_ADMIN_TOKEN, serveService, type ServedService } from './support/served-service';
import { submissionMix, type MixFile } from './support/submission-mix';
import type { TurnAnswer } from './support/umpire-api';

/**
 * Fifty turn files POSTed at once to one game on a real server, then the same fifty one
 * after another to a twin game (same seeded entropy, a clock that stands still): the two
 * games end identical, and the concurrent one is exactly what one sequential order gives.
 */
const SCENARIO = 'drive-on-stalingrad/operation-blue';
const ruleset = rulesetFor('drive-on-stalingrad')!;
const CONTRACT_STATUSES = [200, 401, 403, 404, 409, 413, 422];
/** Refusals decided before the window is looked at: the same whatever came first. */
const FIXED_STATUS: Record<string, number> = {
  'window not open': 409,
  'yaml syntax': 422,
  "the other side's token": 403,
  'no credentials': 401,
  'unknown token': 401,
  'another game in the file': 422,
  'unknown game': 404,
  oversized: 413,
};

const running: ServedService[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

async function twin(): Promise<ServedService> {
  const s = await serveService('concurrent submissions');
  running.push(s);
  return s;
}

const send = (s: ServedService, f: MixFile): Promise<TurnAnswer> => s.api.submit(f.game, f.text, f.token);
const kindOf = (f: MixFile): string => f.label.replace(/ #\d+$/, '');

describe('concurrent turn files', () => {
  test('50 at once end exactly as the same 50 in sequence', async () => {
    const [a, b, c] = [await twin(), await twin(), await twin()];
    // The same game on each twin; only the page links differ, by the twin's port.
    const created = (s: ServedService) => s.api.createGame(SERVED_ADMIN_TOKEN, SCENARIO, ['german', 'soviet']).then(withoutPageLinks);
    const game = await created(a);
    expect(await created(b)).toEqual(game);
    expect(await created(c)).toEqual(game);
    const token = (side: string) => game.players.find((p) => p.side === side)!.token;

    const state = await a.api.view(game.id, game.refereeToken);
    const window = ruleset.window(state)!;
    const orders = scriptedOrders(
      { accepts: window.accepts, options: ruleset.options(state, 'german' as Side), enemyDistance: dosDistanceField(ruleset.options(state, 'soviet' as Side).map((u) => u.hex)) },
      { attack: ATTACK_EVERYTHING, move: MOVE_EVERYTHING },
    );
    expect(orders.length).toBeGreaterThanOrEqual(1);
    const mix = submissionMix({
      game: game.id,
      template: await a.api.template(game.id, token('german')),
      token: token('german'),
      otherSide: 'soviet',
      otherToken: token('soviet'),
      orders,
      schemas: { order: ruleset.orderSchema, standing: ruleset.standingSchema },
    });
    expect(mix).toHaveLength(50);

    // All fifty in flight at once, dispatched from the 44th file on (wrapping), so the two
    // games meet the files in different orders and keep different drafts.
    const ROTATE = 43;
    const dispatch = mix.map((_, i) => (i + ROTATE) % mix.length);
    const answers = await Promise.all(dispatch.map((i) => send(a, mix[i]!).then((r) => [i, r] as const)));
    const concurrent = answers.sort((p, q) => p[0] - q[0]).map(([, r]) => r);
    const sequential: TurnAnswer[] = [];
    for (const f of mix) sequential.push(await send(b, f));

    for (const [i, f] of mix.entries()) {
      const [x, y] = [concurrent[i]!, sequential[i]!];
      for (const answer of [x, y]) {
        expect(CONTRACT_STATUSES, `${f.label}: ${JSON.stringify(answer)}`).toContain(answer.status);
        if (f.kind === 'final') expect(answer.status, f.label).toBe(200);
        if (f.kind === 'draft') expect([200, 409], f.label).toContain(answer.status);
        if (f.kind === 'illegal') expect(answer.status, f.label).toBe(FIXED_STATUS[kindOf(f)] ?? (answer.status === 409 ? 409 : 422));
      }
    }

    // One step each, closed by the same file: identical archives, summaries and states.
    const [archiveA, archiveB] = [await a.api.archive(game.id, game.refereeToken), await b.api.archive(game.id, game.refereeToken)];
    expect(archiveA.steps).toHaveLength(1);
    expect(archiveA.steps[0]!.window).toBe(window.id);
    expect(archiveA.steps[0]!.submissions.map((s) => s.side)).toEqual(['german']);
    expect(archiveB).toEqual(archiveA);
    expect(await b.api.summary(game.id)).toEqual(await a.api.summary(game.id));
    expect(await b.api.view(game.id, game.refereeToken)).toEqual(await a.api.view(game.id, game.refereeToken));

    // Every new version accepted concurrently is one row, numbered without gaps; the last is the final.
    const accepted = concurrent.flatMap((r) => (r.status === 200 && 'receipt' in r && !r.receipt.duplicate ? [r.receipt] : []));
    const rows = a.store.sqlite.select().from(turnFiles).orderBy(turnFiles.version).all();
    expect(rows.map((r) => r.version)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.map((r) => [r.version, r.fileHash])).toEqual(accepted.map((r) => [r.version, r.fileHash]).sort((p, q) => Number(p[0]) - Number(q[0])));
    expect(rows.every((r) => r.side === 'german' && r.windowId === window.id)).toBe(true);
    expect(rows.filter((r) => !r.superseded)).toHaveLength(1);
    expect(rows.at(-1)).toMatchObject({ final: true, superseded: false, fileHash: archiveA.steps[0]!.submissions[0]!.fileHash });
    const duplicates = concurrent.flatMap((r) => (r.status === 200 && 'receipt' in r && r.receipt.duplicate ? [r.receipt] : []));
    for (const d of duplicates) expect(accepted.some((r) => r.version === d.version && r.fileHash === d.fileHash)).toBe(true);

    // The concurrent database is byte for byte the one the accepted files give in the order they were committed.
    const byVersion = mix
      .map((f, i) => ({ f, r: concurrent[i]! }))
      .flatMap(({ f, r }) => (r.status === 200 && 'receipt' in r && !r.receipt.duplicate ? [{ f, version: r.receipt.version }] : []))
      .sort((p, q) => p.version - q.version);
    for (const { f } of byVersion) expect((await send(c, f)).status).toBe(200);
    expect(c.dump()).toBe(a.dump());
  }, 120_000);
});
