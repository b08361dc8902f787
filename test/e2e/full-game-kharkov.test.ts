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
 * (none listed to the scripted players in Second Kharkov), Prepared Assaults, standing orders; to the victory determination (see SCENARIOS for how each ends). Each
 * archive verifies in-process and with `umpire verify`.
 */
const tmp = tempDir();
afterAll(() => tmp.remove());

/**
 * How each scripted game ends. Second and Third Kharkov are played to the victory
 * determination of their last turn. 'Operation Star' ends in the Soviet automatic victory of
 * KB 20.1: the scripted Axis attacks only where it has full support (12.0, 9.41) and moves
 * toward the enemy without minding its eastern edge, so it holds no east/south edge hex at the
 * end of two consecutive turns (turns 4 and 5); a full-length game would need a player that
 * guards the edge.
 */
const SCENARIOS = [
  { id: 'operation-star', first: 'soviet', turns: 17, last: 5, end: /^the Axis player held no east-south edge hex at the end of turns 4 and 5: the Soviet player wins automatically$/ },
  { id: 'second-kharkov', first: 'axis', turns: 6, last: 6, end: null },
  { id: 'third-kharkov', first: 'axis', turns: 6, last: 16, end: null },
] as const;

describe.each(SCENARIOS)('a complete scripted Kharkov Battles game of $id over HTTP', ({ id, first, turns, last, end }) => {
  const fx = apiFixture({ title: { scenario: `kharkov-battles/${id}`, sides: ['axis', 'soviet'], first, rulesets: [...rulesets] } });
  afterAll(() => fx.dispose());

  it(`plays ${end ? `to the automatic victory (KB 20.1) of turn ${last} of ${turns}` : `all ${turns} turns to the victory determination`}, with moves, ${id === 'second-kharkov' ? '' : 'Mobile Assaults, '}Prepared Assaults and Preparation choices, and its archive verifies`, async () => {
    const t0 = performance.now();
    const game = await fx.createGame();
    const plays = await playKbGame(fx.request, game);
    const summary = (await (await fx.request(`/api/games/${game.id}`)).json()) as { status: string; headline?: string; outcome?: { winner?: string | null; reason?: string } };
    const log = plays.map((p) => `${p.window} ${p.side}: ${p.sent}/${p.planned} ${p.kinds.join(',')}${p.assaultsListed ? ` (${p.assaultsListed} Mobile Assaults listed)` : ''}${p.dropped.length ? `\n    dropped ${p.dropped.join('\n    dropped ')}` : ''}`).join('\n');
    process.stdout.write(`kharkov-battles/${id}: ${plays.length} files over HTTP in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${summary.headline ?? ''}\n`);
    expect(summary.status, log).toBe('ended');
    expect(summary.outcome?.reason, log).toBeTruthy();
    if (end) expect(summary.outcome?.reason, log).toMatch(end);
    else expect(summary.outcome?.reason, log).not.toMatch(/wins automatically/);
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
