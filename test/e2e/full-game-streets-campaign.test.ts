import { afterAll, describe, expect, it } from 'vitest';
import { verifyArchive } from '#archive/verify';
import { rulesetFor, rulesets } from '#games';
import { createGrid } from '#kernel/hex/grid';
import { isClearHex } from '#games/streets-of-stalingrad/hidden/hidden-status';
import bundle from '../../scenarios/streets-of-stalingrad/dist/streets-of-stalingrad.json';
import { tempDir } from '../cli/support/run-cli';
import { expectUmpireVerifies } from '../cli/support/verify-file';
import { apiFixture } from '../http/support/api-fixture';
import { playSosGame } from './support/sos-player';

/**
 * A complete scripted game of Streets of Stalingrad scenario #3, the 67-turn campaign (SoS
 * 2.31: 13 September to 18 November 1942, #1 and #2 combined), through the HTTP API from the
 * set-up windows to the victory determination (3.2-3.5): the players of the scenario #1 and #2
 * games (moves toward the enemy, attacks on the "attack" markers, defence pauses, opportunity
 * fire), who bring in every reinforcement on its day (21.2), the four German divisions of 3.6
 * among them. Its archive verifies in-process and with `umpire verify`.
 */
const tmp = tempDir();
afterAll(() => tmp.remove());
const grid = createGrid(bundle.city.grid as never);
const tec = bundle.tables.tec as never;
const clear = new Set(bundle.city.hexes.filter((h) => isClearHex(tec, h.terrain as never)).map((h) => h.id));
const DIVISIONS = ['ger-100-1-54', 'ger-100-1-227', 'ger-305-5-576', 'ger-14-pz-1', 'ger-79-1-208', 'ger-79-1-212'];

describe('a complete scripted Streets of Stalingrad campaign game (scenario #3) over HTTP', () => {
  const fx = apiFixture({ title: { scenario: 'streets-of-stalingrad/scenario-3', sides: ['german', 'soviet'], first: 'soviet', rulesets: [...rulesets] } });
  afterAll(() => fx.dispose());

  it('plays all 67 turns to the victory determination, the reinforcement divisions brought in on their days, and its archive verifies', async () => {
    const t0 = performance.now();
    const game = await fx.createGame();
    const plays = await playSosGame(fx.request, game, { grid, refereeToken: game.refereeToken, answerPauses: (n) => n % 3 !== 2, opportunityFire: true, openToFire: (h) => clear.has(h), maxWindows: 3000 });
    const summary = (await (await fx.request(`/api/games/${game.id}`)).json()) as { status: string; headline?: string; outcome?: { reason?: string } };
    const log = () => plays.slice(-40).map((p) => `${p.window} ${p.side}: ${p.ranOut ? 'ran out' : p.kinds.join(',')}`).join('\n');
    process.stdout.write(`streets-of-stalingrad/scenario-3: ${plays.length} windows over HTTP in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${summary.headline ?? ''}\n`);
    expect(summary.status, log()).toBe('ended');
    expect(plays.at(-1)!.window, log()).toMatch(/^T67\//);
    // SoS 3.5: every division brought in, so none earns its VP
    expect(summary.outcome?.reason, log()).toMatch(/last turn is completed \(SoS 3.1\): German VP -?\d+ for/);
    expect(summary.outcome?.reason).not.toContain('never brought');
    const kinds = new Set(plays.flatMap((p) => p.kinds));
    for (const k of ['enter', 'move', 'markAttack', 'attack', 'defense']) expect(kinds, k).toContain(k);

    const whole = (await (await fx.request(`/api/games/${game.id}/archive`, { token: game.refereeToken })).json()) as { steps: { window: string; events: { type: string; units?: string[] }[] }[] };
    const placed = whole.steps.flatMap((s) => s.events.filter((e) => e.type === 'reinforcements-placed').map((e) => ({ window: s.window, units: e.units ?? [] })));
    for (const unit of DIVISIONS) expect(placed.some((p) => p.units.includes(unit)), unit).toBe(true);
    // SoS 3.6: the 305th on 11 October (turn 29), not before
    expect(placed.find((p) => p.units.includes('ger-305-5-576'))!.window).toMatch(/^T29\//);
    expect(verifyArchive(whole, rulesetFor)).toMatchObject({ ok: true });
    await expectUmpireVerifies(tmp.dir, 'campaign', whole);
  }, 1_800_000);
});
