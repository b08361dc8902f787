import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyArchive } from '#archive/verify';
import { rulesetFor, rulesets } from '#games';
import { runCli, tempDir } from '../cli/support/run-cli';
import { apiFixture } from '../http/support/api-fixture';
import { playKbGame } from './support/kb-player';

/**
 * Complete scripted games of Kharkov Battles, one per scenario (KB 20.1-20.3), through the
 * HTTP API: every window answered by a turn file built from the side's own options and
 * ready-made orders (support/kb-player.ts): Preparation choices, moves, Mobile Assaults
 * (none listed to the scripted players in Second Kharkov), Prepared Assaults, standing orders; to the victory determination of the last turn. Each
 * archive verifies in-process and with `umpire verify`.
 */
const tmp = tempDir();
afterAll(() => tmp.remove());

/**
 * Every scripted game is played to the victory determination of its last turn, none to an
 * automatic victory (20.1-20.3). In 'Operation Star' the scripted Axis keeps the units that
 * hold the east edge where they are (edgeKeepers, KB 20.1): moving them toward the enemy loses
 * the edge, and the game with it, on turn 5; in Third Kharkov those on the north and south
 * edges (KB 20.3), which the plain policy loses on turns 13 and 14 once the Soviet defender
 * answers his first retreat (a paused window, whose dice are its own).
 */
const SCENARIOS = [
  { id: 'operation-star', first: 'soviet', turns: 17, last: 16 },
  { id: 'second-kharkov', first: 'axis', turns: 6, last: 6 },
  // the scripted Axis of Third Kharkov loses both edges by turn 15 (20.3) under many dice; this game's dice keep the game to its end
  { id: 'third-kharkov', first: 'axis', turns: 6, last: 16, seed: 'kb e2e j' },
] as const;

describe.each(SCENARIOS)('a complete scripted Kharkov Battles game of $id over HTTP', (scenario) => {
  const { id, first, turns, last } = scenario;
  const fx = apiFixture({ title: { scenario: `kharkov-battles/${id}`, sides: ['axis', 'soviet'], first, rulesets: [...rulesets] }, ...('seed' in scenario ? { seed: scenario.seed } : {}) });
  afterAll(() => fx.dispose());

  it(`plays all ${turns} turns to the victory determination, with moves, ${id === 'second-kharkov' ? '' : 'Mobile Assaults, '}Prepared Assaults and Preparation choices, and its archive verifies`, async () => {
    const t0 = performance.now();
    const game = await fx.createGame();
    const plays = await playKbGame(fx.request, game, { keepEdges: id !== 'second-kharkov' });
    const summary = (await (await fx.request(`/api/games/${game.id}`)).json()) as { status: string; headline?: string; outcome?: { winner?: string | null; reason?: string } };
    const log = plays.map((p) => `${p.window} ${p.side}: ${p.sent}/${p.planned} ${p.kinds.join(',')}${p.assaultsListed ? ` (${p.assaultsListed} Mobile Assaults listed)` : ''}${p.dropped.length ? `\n    dropped ${p.dropped.join('\n    dropped ')}` : ''}`).join('\n');
    process.stdout.write(`kharkov-battles/${id}: ${plays.length} files over HTTP in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${summary.headline ?? ''}\n`);
    expect(summary.status, log).toBe('ended');
    expect(summary.outcome?.reason, log).toBeTruthy();
    expect(summary.outcome?.reason, log).not.toMatch(/automatically/);
    const kinds = new Set(plays.flatMap((p) => p.kinds));
    // KB 20.2: no Soviet Mobile Assault in Second Kharkov, and the scripted Axis units never stand where one is listed there
    for (const k of ['move', 'attack', ...(id === 'second-kharkov' ? [] : ['assault'])]) expect(kinds, `${k}\n${log}`).toContain(k);
    expect([...kinds].some((k) => !['move', 'assault', 'attack', 'overrun'].includes(k)), log).toBe(true);
    const lastTurn = Math.max(...plays.map((p) => Number(p.window.slice(1, 3))));
    expect(lastTurn, log).toBe(last);

    const archive = await (await fx.request(`/api/games/${game.id}/archive`, { token: game.token('axis') })).json();
    expect(verifyArchive(archive, rulesetFor)).toMatchObject({ ok: true });
    const file = join(tmp.dir, `${id}.json`);
    writeFileSync(file, JSON.stringify((await (await fx.request(`/api/games/${game.id}/archive`, { token: game.refereeToken })).json())));
    const run = await runCli(['verify', file]);
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/^ok\s+replay/m);
  }, 600_000);
});
