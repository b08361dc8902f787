import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyArchive } from '#archive/verify';
import { rulesetFor, rulesets } from '#games';
import { runCli, tempDir } from '../cli/support/run-cli';
import { KB_STANDING, playKbGame } from '../e2e/support/kb-player';
import { apiFixture } from './support/api-fixture';

/**
 * KB 12.62, 12.72-12.74 (docs/kharkov-battles.md "Answering a paused window", D6) through the
 * service: 'Operation Star' played by the scripted players with standing orders that say
 * nothing of the retreat, up to the first combat whose result leaves the losing defender a
 * choice. The service opens that defender's paused window, offers the legal answers, refuses
 * the other side's orders, takes the defender's answer, and the game goes on; the archive
 * verifies in-process and with `umpire verify`.
 */
const { retreat: _retreat, ...SILENT_ON_RETREAT } = KB_STANDING;
const PAUSED = /^T\d\d\/(axis|soviet)-retreat-\d+$/;
const tmp = tempDir();
afterAll(() => tmp.remove());

describe('a Kharkov Battles game pauses for the defender\'s retreat over HTTP', () => {
  const fx = apiFixture({ title: { scenario: 'kharkov-battles/operation-star', sides: ['axis', 'soviet'], first: 'soviet', rulesets: [...rulesets] } });
  afterAll(() => fx.dispose());

  it('opens the defender\'s paused window, takes his answer, goes on, and the archive verifies', async () => {
    const game = await fx.createGame();
    await playKbGame(fx.request, game, { maxWindows: 60, keepEdges: true, standing: SILENT_ON_RETREAT, stopAt: PAUSED });
    const paused = (await (await fx.request(`/api/games/${game.id}`)).json()) as { window: string; waitingFor: string[] };
    expect(paused.window).toMatch(PAUSED);
    const defender = PAUSED.exec(paused.window)![1]!;
    const attacker = defender === 'axis' ? 'soviet' : 'axis';
    expect(paused.waitingFor).toEqual([defender]);

    const listing = (await (await fx.request(`/api/games/${game.id}/options`, { token: game.token(defender) })).json()) as { window: string; accepts: string[]; orderChoices?: { kind: string; order: unknown }[] };
    expect(listing).toMatchObject({ window: paused.window, accepts: ['retreat'] });
    const choices = listing.orderChoices ?? [];
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.every((c) => c.kind === 'retreat')).toBe(true);

    const file = (side: string, orders: unknown[]) => ({ format: 'umpire-turn/1', game: game.id, side, window: paused.window, entropy: `${side} answer`, orders });
    const refused = await fx.request(`/api/games/${game.id}/turns`, { token: game.token(attacker), json: file(attacker, [choices[0]!.order]) });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain('not-your-window');
    const answered = await fx.request(`/api/games/${game.id}/turns`, { token: game.token(defender), json: file(defender, [choices.at(-1)!.order]) });
    expect(answered.status, await answered.clone().text()).toBe(200);

    const after = (await (await fx.request(`/api/games/${game.id}`)).json()) as { window: string | null };
    expect(after.window).not.toBe(paused.window);
    // the game goes on: the players' next windows (retreating in full from now on, KB_STANDING)
    await playKbGame(fx.request, game, { maxWindows: 6, keepEdges: true });

    const archive = await (await fx.request(`/api/games/${game.id}/archive`, { token: game.token('axis') })).json();
    expect(JSON.stringify(archive)).toContain(paused.window);
    expect(verifyArchive(archive, rulesetFor)).toMatchObject({ ok: true });
    const path = join(tmp.dir, 'kb-pause.json');
    writeFileSync(path, JSON.stringify((await (await fx.request(`/api/games/${game.id}/archive`, { token: game.refereeToken })).json())));
    const run = await runCli(['verify', path]);
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/^ok\s+replay/m);
  }, 300_000);
});
