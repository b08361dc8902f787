import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FALL_BLAU, playFallBlau } from '../report/support/played-cts-game';
import { apiFixture, type ApiFixture } from './support/api-fixture';
import { pageCopy } from './support/page-copy';

/**
 * The game page shows each step's combat report as text: for Fall Blau's first Axis combat
 * each side's page explains the numbers as the PDF does (each unit's hex and factor with the
 * Attack Supply halving, CtS 16.6; the sums; the column read; the key to the codes).
 */
let api: ApiFixture;
let game: Awaited<ReturnType<ApiFixture['createGame']>>;

beforeAll(async () => {
  // a seed whose first Axis combat rolls the result explained below (the dice follow the engine version, cts-4)
  api = apiFixture({ title: FALL_BLAU, seed: 'cts report tests 64' });
  game = await api.createGame();
  await playFallBlau(api.service, game.id, game.token, 2);
}, 120_000);
afterAll(() => api.dispose());

describe("the page's combat report explains every number", () => {
  test.each(['axis', 'soviet'])("the %s page's report of T01/axis-combat", async (side) => {
    const { data } = await pageCopy(api, game.id, game.token(side));
    const report: string = data.steps.find((s: { window: string }) => s.window === 'T01/axis-combat').report;
    expect(report).toContain('ger-45 [1046] 6, halved: no Attack Supply (CtS 16.6) = 3');
    expect(report).toContain('reckoned   attack 6 = ger-45 6 × ½ + ger-95 6 × ½');
    expect(report).toContain('how read   column 1 1/2-1:');
    expect(report).toContain('Key to the results');
    expect(report).toContain('A1: the attacker loses 1 step (CtS 10.4)');
  });
});
