import { afterAll, describe, expect, it } from 'vitest';
import { verifyArchive } from '#archive/verify';
import { rulesetFor, rulesets } from '#games';
import { createGrid } from '#kernel/hex/grid';
import { isClearHex } from '#games/streets-of-stalingrad/hidden/hidden-status';
import { SOS_SCENARIOS } from '#games/streets-of-stalingrad/sequence/scenarios';
import bundle from '../../scenarios/streets-of-stalingrad/dist/streets-of-stalingrad.json';
import { tempDir } from '../cli/support/run-cli';
import { expectUmpireVerifies } from '../cli/support/verify-file';
import { apiFixture } from '../http/support/api-fixture';
import { playSosGame } from './support/sos-player';

/**
 * Complete scripted games of Streets of Stalingrad scenarios #4 to #8 (reconstructed: later
 * situations of the battle on the campaign's calendar, docs/streets-of-stalingrad.md) through
 * the HTTP API, from the set-up windows on the scenario's first day to the victory
 * determination after its last (3.1-3.4): the players of the #1 and #2 games, who bring in
 * every reinforcement on its day (21.2: the 273 NKVD Regiment on 4 October in #4, 16.84; the
 * 305th and 14th Panzer on 11 October in #5 and the 79th on 20 and 28 October in #6, 3.6).
 * Each archive verifies in-process and with `umpire verify`.
 */
const tmp = tempDir();
afterAll(() => tmp.remove());
const grid = createGrid(bundle.city.grid as never);
const tec = bundle.tables.tec as never;
const clear = new Set(bundle.city.hexes.filter((h) => isClearHex(tec, h.terrain as never)).map((h) => h.id));
/** A unit each game must have brought in on its day, and the turn of that day (turn 1 is 13 September). */
const ARRIVES: Record<string, [string, number] | null> = {
  'scenario-4': ['sov-1-273-nkvd', 22],
  'scenario-5': ['ger-305-5-576', 29],
  'scenario-6': ['ger-79-1-212', 46],
  'scenario-7': null,
  'scenario-8': null,
};
const pad = (n: number) => String(n).padStart(2, '0');

describe.each(Object.keys(ARRIVES))('a complete scripted Streets of Stalingrad game of %s over HTTP', (scenario) => {
  const fx = apiFixture({ title: { scenario: `streets-of-stalingrad/${scenario}`, sides: ['german', 'soviet'], first: 'soviet', rulesets: [...rulesets] } });
  afterAll(() => fx.dispose());
  const s = SOS_SCENARIOS[scenario as keyof typeof SOS_SCENARIOS];

  it('plays from its first turn to its last and the victory determination, its reinforcements brought in on their day, and its archive verifies', async () => {
    const t0 = performance.now();
    const game = await fx.createGame();
    const plays = await playSosGame(fx.request, game, { grid, refereeToken: game.refereeToken, answerPauses: (n) => n % 3 !== 2, opportunityFire: true, openToFire: (h) => clear.has(h) });
    const summary = (await (await fx.request(`/api/games/${game.id}`)).json()) as { status: string; headline?: string; outcome?: { reason?: string } };
    const log = () => plays.slice(-40).map((p) => `${p.window} ${p.side}: ${p.ranOut ? 'ran out' : p.kinds.join(',')}`).join('\n');
    process.stdout.write(`streets-of-stalingrad/${scenario}: ${plays.length} windows over HTTP in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${summary.headline ?? ''}\n`);
    expect(summary.status, log()).toBe('ended');
    expect(plays[0]!.window, log()).toMatch(new RegExp(`^T${pad(s.firstTurn)}/`));
    expect(plays.at(-1)!.window, log()).toMatch(new RegExp(`^T${pad(s.lastTurn)}/`));
    expect(summary.outcome?.reason, log()).toMatch(/last turn is completed \(SoS 3.1\): German VP \d+/);
    const kinds = new Set(plays.flatMap((p) => p.kinds));
    for (const k of ['move', 'markAttack', 'attack', 'defense']) expect(kinds, k).toContain(k);

    const whole = (await (await fx.request(`/api/games/${game.id}/archive`, { token: game.refereeToken })).json()) as { steps: { window: string; events: { type: string; units?: string[] }[] }[] };
    const arrival = ARRIVES[scenario];
    if (arrival) {
      const placed = whole.steps.flatMap((st) => st.events.filter((e) => e.type === 'reinforcements-placed' && e.units?.includes(arrival[0])).map(() => st.window));
      expect(placed[0], arrival[0]).toMatch(new RegExp(`^T${pad(arrival[1])}/`));
    }
    expect(verifyArchive(whole, rulesetFor)).toMatchObject({ ok: true });
    await expectUmpireVerifies(tmp.dir, scenario, whole);
  }, 1_200_000);
});
