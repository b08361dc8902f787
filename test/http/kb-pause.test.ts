import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyArchive } from '#archive/verify';
import { rulesetFor, rulesets } from '#games';
import { runCli, tempDir } from '../cli/support/run-cli';
import { KB_STANDING, playKbGame } from '../e2e/support/kb-player';
import { apiFixture } from './support/api-fixture';
import type { Ruleset } from '#kernel/engine/ruleset';
import type { KbGame } from '#games/kharkov-battles/game/types';
import type { KbStanding } from '#games/kharkov-battles/orders/standing';
import { onKb } from '../games/kharkov-battles/game-fixture';
import { gameAt, KB } from '../games/kharkov-battles/game-wiring-fixture';

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

/**
 * KB 12.61-12.63 (D5) through the service: Operation Star at T03/soviet-combat, six Guards
 * rifle divisions (1830, 1831, 1930) against two one-step security regiments in 1931 (6-1),
 * the Axis standing `lossOrder: ask` (game-pause.test.ts holds the same position with fixed
 * dice). The game's dice come from the service's seed and the file's entropy: the first game
 * whose die gives a D(n) result is kept, where either regiment may take the loss and the
 * Axis `losses` window opens. The service offers each legal allocation, refuses the Soviet player's orders and a
 * bad answer, takes the Axis answer, the game goes on, and the archive replays.
 */
const AT_T03 = onKb({ '1830': ['sov-25g-rd-kb', 'sov-48g-rd-kb'], '1831': ['sov-62g-rd-kb', 'sov-6g-rd-kb'], '1930': ['sov-35g-rd-kb', 'sov-41g-rd-kb'], '1931': ['ger-213-sich', 'ger-403-sich'] });
const AT_LOSSES: Ruleset<KbGame> = { ...KB, setup: () => gameAt('operation-star', 3, 'soviet-combat', AT_T03, { standing: { soviet: null, axis: { ...(KB_STANDING as KbStanding), lossOrder: 'ask' } } }) };
const ATTACK = { attack: { attackers: ['sov-25g-rd-kb', 'sov-48g-rd-kb', 'sov-62g-rd-kb', 'sov-6g-rd-kb', 'sov-35g-rd-kb', 'sov-41g-rd-kb'], targets: ['1931'] } };

describe('a Kharkov Battles game pauses for the defender\'s losses over HTTP', () => {
  const fx = apiFixture({ title: { scenario: 'kharkov-battles/operation-star', sides: ['axis', 'soviet'], first: 'soviet', rulesets: [AT_LOSSES] } });
  afterAll(() => fx.dispose());

  it('opens the Axis losses window, offers each allocation, takes his answer, goes on, and the archive verifies', async () => {
    // a new game for each entropy until the die gives D(n) (6-1: dice 3-9; 0-2 give Dr2, nothing to ask)
    const fileOf = (id: string, side: string, window: string, orders: unknown[], entropy = `${side} answer`) => ({ format: 'umpire-turn/1', game: id, side, window, entropy, orders });
    let game = await fx.createGame();
    for (let k = 0; k < 8; k++, game = await fx.createGame()) {
      const combat = (await (await fx.request(`/api/games/${game.id}`)).json()) as { window: string };
      expect(combat.window).toBe('T03/soviet-combat');
      const sent = await fx.request(`/api/games/${game.id}/turns`, { token: game.token('soviet'), json: fileOf(game.id, 'soviet', combat.window, [ATTACK], `soviet attack ${k}`) });
      expect(sent.status, await sent.clone().text()).toBe(200);
      if (((await (await fx.request(`/api/games/${game.id}`)).json()) as { window: string }).window !== 'T04/axis-preparation') break;
    }
    const file = (side: string, window: string, orders: unknown[]) => fileOf(game.id, side, window, orders);
    const paused = (await (await fx.request(`/api/games/${game.id}`)).json()) as { window: string; waitingFor: string[] };
    expect(paused).toMatchObject({ window: 'T03/axis-losses-1', waitingFor: ['axis'] });

    const listing = (await (await fx.request(`/api/games/${game.id}/options`, { token: game.token('axis') })).json()) as { window: string; accepts: string[]; orderChoices?: { kind: string; order: unknown }[] };
    expect(listing).toMatchObject({ window: paused.window, accepts: ['losses'] });
    expect((listing.orderChoices ?? []).map((c) => c.order)).toEqual([{ losses: { units: ['ger-213-sich'] } }, { losses: { units: ['ger-403-sich'] } }]);

    const refused = await fx.request(`/api/games/${game.id}/turns`, { token: game.token('soviet'), json: file('soviet', paused.window, [{ losses: { units: ['ger-403-sich'] } }]) });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain('not-your-window');
    const bad = await fx.request(`/api/games/${game.id}/turns`, { token: game.token('axis'), json: file('axis', paused.window, [{ losses: { units: ['ger-403-sich', 'sov-6g-rd-kb'] } }]) });
    expect(bad.status).toBe(422);
    const problems = JSON.stringify(await bad.json());
    for (const code of ['not-in-force', 'loss-count']) expect(problems).toContain(code);
    const answered = await fx.request(`/api/games/${game.id}/turns`, { token: game.token('axis'), json: file('axis', paused.window, [{ losses: { units: ['ger-403-sich'] } }]) });
    expect(answered.status, await answered.clone().text()).toBe(200);

    const after = (await (await fx.request(`/api/games/${game.id}`)).json()) as { window: string | null };
    expect(after.window).toBe('T04/axis-preparation');
    const view = (await (await fx.request(`/api/games/${game.id}/view`, { token: game.token('axis') })).json()) as { state: { units: Record<string, { steps: number; hex: string | null }> } };
    expect(view.state.units['ger-403-sich']).toMatchObject({ steps: 0, hex: null });
    const archive = await (await fx.request(`/api/games/${game.id}/archive`, { token: game.token('axis') })).json();
    expect(JSON.stringify(archive)).toContain(paused.window);
    expect(verifyArchive(archive, (id) => (id === KB.id ? AT_LOSSES : rulesetFor(id)))).toMatchObject({ ok: true });
  }, 300_000);
});
