import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rulesetFor, rulesets } from '#games';
import { verifyArchive } from '#archive/verify';
import { runCli, tempDir } from '../../cli/support/run-cli';
import { apiFixture } from '../../http/support/api-fixture';
import { playFullGame } from './support/full-game-player';

/**
 * A complete Campaign Game (37.0) created over the HTTP API and played as the Fall Blau one is
 * (support/full-game-player.ts), but for its moves, which take the units in turn toward the enemy
 * (support/closing-moves.ts: else the two sides lose touch by turn 33), from turn 1 past Fall
 * Blau's last turn (15) to the count at the conclusion of turn 62 (37.3, 37.4): on the way the
 * Campaign's Turn Record Track brings the turn-16 reinforcements; the game-over event carries
 * each part of the count; the archive verifies in-process and with `umpire verify`. One game,
 * one file: the turns are played once.
 */
const fx = apiFixture({ title: { scenario: 'campaign-to-stalingrad/campaign', sides: ['axis', 'soviet'], first: 'axis', rulesets: [...rulesets] } });
const tmp = tempDir();
afterAll(() => {
  fx.dispose();
  tmp.remove();
});

interface GameOver {
  type: 'game-over';
  rule: string;
  winner?: string;
  vp: { axis: number; soviet: number };
  count: { caucasus: { points: number; reason: string }; volga: { units: string[]; points: number }; cities: { major: string[]; minor: string[] } };
  text: string;
}

describe('a complete scripted Campaign Game over HTTP, turns 1-62', () => {
  it('sets up as Fall Blau, brings the turn-16 reinforcements, plays to the count at the end of turn 62 (37.4), and its archive verifies', async () => {
    const t0 = performance.now();
    const list = (await (await fx.request('/api/scenarios')).json()) as { id: string; turns: number }[];
    expect(list.find((s) => s.id === 'campaign-to-stalingrad/campaign')?.turns).toBe(62);
    const game = await fx.createGame();
    const template = await fx.request(`/api/games/${game.id}/template`, { token: game.token('axis') });
    expect(await template.text()).toMatch(/T01\/axis-movement/);

    // turns 1-16: past Fall Blau's end (15) the game goes on (37.3)
    const first = await playFullGame(fx.request, game, 16 * 4, { closeIn: true });
    expect(first.windows).toBe(64);
    expect((first.attacksBy.get('T16/axis') ?? 0) > 0).toBe(true);
    const at17 = (await (await fx.request(`/api/games/${game.id}`)).json()) as { status: string; window: string | null };
    expect([at17.status === 'ended', at17.window]).toEqual([false, 'T17/axis-movement']);
    // 19.0: the turn-16 reinforcements of the Campaign's Turn Record Track came on
    const view = (await (await fx.request(`/api/games/${game.id}/view`, { token: game.token('soviet') })).json()) as { units: Record<string, { where: string }> };
    expect(view.units['sov-62A-hq']?.where).toBe('map');

    // turns 17-62: to the conclusion of turn 62 (37.3)
    const rest = await playFullGame(fx.request, game, 46 * 4 + 1, { played: first.windows, closeIn: true });
    expect(rest.windows).toBe(46 * 4);
    // past Fall Blau both sides go on fighting, through the winter and Operation Uranus's turns (the players close in, support/closing-moves.ts)
    const fought = Array.from({ length: 46 }, (_, i) => `T${i + 17}`).filter((t) => ['axis', 'soviet'].every((side) => (rest.attacksBy.get(`${t}/${side}`) ?? 0) > 0));
    expect(fought.length, `turns 17-62 with battles of both sides: ${fought.join(' ')}`).toBeGreaterThanOrEqual(40);
    const summary = (await (await fx.request(`/api/games/${game.id}`)).json()) as { status: string; window: string | null; outcome?: { winner?: string; reason?: string } };
    expect([summary.status, summary.window]).toEqual(['ended', null]);
    expect(summary.outcome?.reason).toMatch(/^end of turn 62: .*\(CtS 37\.4\)/);

    const archive = (await (await fx.request(`/api/games/${game.id}/archive`, { token: game.refereeToken })).json()) as { steps: { window: string; events: { type: string }[] }[] };
    expect(archive.steps).toHaveLength(62 * 4);
    const over = archive.steps.at(-1)!.events.filter((e): e is GameOver => e.type === 'game-over');
    expect(over.map((e) => [archive.steps.at(-1)!.window, e.rule])).toEqual([['T62/soviet-combat', 'CtS 37.4']]);
    // 37.4: Axis A (the Caucasus Display) + B (12 for three units on the Volga); Soviet A (10 a Major City hex) + B (5 a Minor City hex); 37.6: no unit scores
    const { vp, count, winner, text } = over[0]!;
    expect(vp.axis).toBe(count.caucasus.points + count.volga.points);
    expect(count.volga.points).toBe(count.volga.units.length >= 3 ? 12 : 0);
    expect(vp.soviet).toBe(10 * count.cities.major.length + 5 * count.cities.minor.length);
    expect(winner).toBe(vp.axis > vp.soviet ? 'axis' : vp.soviet > vp.axis ? 'soviet' : undefined);
    expect(summary.outcome?.winner).toBe(winner);
    expect(text).toBe(summary.outcome?.reason);
    process.stdout.write(`campaign game: ${first.windows + rest.windows} windows over HTTP in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${text}\n`);

    const t1 = performance.now();
    expect(verifyArchive(archive, rulesetFor)).toMatchObject({ ok: true, scope: 'full' });
    const file = join(tmp.dir, 'campaign.json');
    writeFileSync(file, JSON.stringify(archive));
    const run = await runCli(['verify', file]);
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/^ok\s+replay/m);
    process.stdout.write(`campaign game: verified in-process and with umpire verify in ${((performance.now() - t1) / 1000).toFixed(1)} s\n`);
  }, 1_800_000);
});
