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
 * Complete scripted games of Streets of Stalingrad scenarios #1 and #2 (SoS 2.31: 13 turns
 * each) through the HTTP API, from the set-up windows to the victory determination (3.2-3.4):
 * moves toward the enemy, "attack" markers and attacks on them, the Soviet's defence pauses
 * (the first answered with his defensive fire, the second closed with no answer so that its
 * default runs, as at its deadline), the German's defence by standing plan, and each side's
 * opportunity fire at the other's moving stacks (11.1-11.11; its reaction policy names all its
 * units, and each movement window opens with a probe onto a clear hex next to the enemy).
 * Each archive verifies in-process and with `umpire verify`.
 */
const tmp = tempDir();
afterAll(() => tmp.remove());
const grid = createGrid(bundle.city.grid as never);
const tec = bundle.tables.tec as never;
const clear = new Set(bundle.city.hexes.filter((h) => isClearHex(tec, h.terrain as never)).map((h) => h.id));
/**
 * The sides that must opportunity-fire in each game: in #2 both; in #1 at least one (which
 * ones depends on where the script's moves and the rules of the day bring the stacks).
 */
const FIRING: Record<string, string[]> = { 'scenario-1': [], 'scenario-2': ['german', 'soviet'] };

describe.each(['scenario-1', 'scenario-2'])('a complete scripted Streets of Stalingrad game of %s over HTTP', (scenario) => {
  const fx = apiFixture({ title: { scenario: `streets-of-stalingrad/${scenario}`, sides: ['german', 'soviet'], first: 'soviet', rulesets: [...rulesets] } });
  afterAll(() => fx.dispose());

  it('plays all 13 turns to the victory determination, with moves, opportunity fire, attacks, defensive fire, a pause answered and a pause run out, and its archive verifies', async () => {
    const t0 = performance.now();
    const game = await fx.createGame();
    const plays = await playSosGame(fx.request, game, { grid, refereeToken: game.refereeToken, answerPauses: (n) => n !== 2, opportunityFire: true, openToFire: (h) => clear.has(h) });
    const summary = (await (await fx.request(`/api/games/${game.id}`)).json()) as { status: string; headline?: string; outcome?: { winner?: string | null; reason?: string } };
    const log = plays.map((p) => `${p.window} ${p.side}: ${p.ranOut ? 'ran out' : p.kinds.join(',')}${p.dropped.length ? `\n    dropped ${p.dropped.join('\n    dropped ')}` : ''}`).join('\n');
    process.stdout.write(`streets-of-stalingrad/${scenario}: ${plays.length} windows over HTTP in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${summary.headline ?? ''}\n`);
    expect(summary.status, log).toBe('ended');
    expect(summary.outcome?.reason, log).toMatch(/last turn is completed \(SoS 3.1\): German VP \d+/);
    const kinds = new Set(plays.flatMap((p) => p.kinds));
    for (const k of ['move', 'markAttack', 'attack', 'defense']) expect(kinds, `${k}\n${log}`).toContain(k);
    expect(plays.some((p) => p.ranOut), log).toBe(true);
    expect(plays.at(-1)!.window, log).toMatch(/^T13\//);

    const archive = await (await fx.request(`/api/games/${game.id}/archive`, { token: game.token('german') })).json();
    expect(verifyArchive(archive, rulesetFor)).toMatchObject({ ok: true });
    const events = JSON.stringify(archive);
    expect(events, 'defensive fire').toMatch(/defensive-?fire/i);
    const whole = await (await fx.request(`/api/games/${game.id}/archive`, { token: game.refereeToken })).json();
    // SoS 11.1-11.11: each side's reaction policy fires at every moving stack it may (fireAtWill); a fire the sides see
    // differently is an event for each (view/event-visibility.ts): the firer's copy is counted
    type Fire = { type: string; firers?: { id: string }[]; visibleTo?: string[] };
    const firer = (e: Fire) => (e.firers![0]!.id.startsWith('ger-') ? 'german' : 'soviet');
    const fires = (whole as { steps: { events: Fire[] }[] }).steps.flatMap((s) => s.events).filter((e) => e.type === 'opportunity-fire' && (!e.visibleTo || e.visibleTo.includes(firer(e)))).map(firer);
    process.stdout.write(`streets-of-stalingrad/${scenario}: opportunity fire: German ${fires.filter((x) => x === 'german').length}, Soviet ${fires.filter((x) => x === 'soviet').length}\n`);
    expect(fires.length, 'opportunity fires in the game').toBeGreaterThan(0);
    expect([...new Set(fires)].sort(), 'the sides that opportunity-fired').toEqual(expect.arrayContaining(FIRING[scenario]!));
    await expectUmpireVerifies(tmp.dir, scenario, whole);
  }, 1_200_000);
});
