import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLI_SCENARIO, cliJson, expectOk, type CliGame } from './support/cli-game';
import { runCli, tempDir } from './support/run-cli';

/**
 * Signing needs no database and no server: the game-start mail tells a player to run
 * `umpire sign FILE --token …`, on their own machine, where there is no database. And a
 * command that finds no database says so and creates none.
 */
const tmp = tempDir();
const club = { UMPIRE_DB: tmp.path('club.sqlite') };
const nowhere = { UMPIRE_DB: tmp.path('no-such-dir-yet.sqlite') };
let game: CliGame;
let window: string;

beforeAll(async () => {
  game = await cliJson<CliGame>(['new', '--scenario', CLI_SCENARIO], club);
  window = (await cliJson<{ window: string }>(['status', game.id], club)).window;
});
afterAll(() => tmp.remove());

const sideToken = (i: number) => game.players[i]!.token;

describe('umpire sign without a database', () => {
  test('a file with its title\'s orders is signed with no --title, and the club server accepts it', async () => {
    const file = tmp.path('german.yaml');
    expectOk(await runCli(['template', game.id, '--token', sideToken(0), '-o', file], { env: club }), 'template');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^orders: \[\]$/m, 'orders:\n  - declare: { phaseOrder: combat-first }'));
    const signed = tmp.path('german.signed.yaml');
    const run = await runCli(['sign', file, '--token', sideToken(0), '-o', signed], { env: nowhere });
    expectOk(run, 'sign');
    expect(existsSync(nowhere.UMPIRE_DB)).toBe(false);
    const text = readFileSync(signed, 'utf8');
    expect(text).toMatch(/signature: "hmac-sha256:[0-9a-f]{64}"/);
    expect(text).toContain('phaseOrder: combat-first');
    const submitted = await runCli(['submit', signed], { env: club });
    expectOk(submitted, 'submit');
    expect(submitted.stdout).toContain(`Accepted: ${game.players[0]!.side} for ${window}`);
  });

  test('a file that no title reads gets its schema errors, and no database appears', async () => {
    const file = tmp.path('bad.yaml');
    writeFileSync(file, `format: umpire-turn/1\ngame: ${game.id}\nside: german\nwindow: ${window}\norders:\n  - fly: { to: moon }\n`);
    const run = await runCli(['sign', file, '--token', sideToken(0), '--json'], { env: nowhere });
    expect(run.code).not.toBe(0);
    expect(JSON.parse(run.stderr)).toMatchObject({ error: { code: 'invalid-file' } });
    expect(run.stderr).toContain('orders');
    expect(existsSync(nowhere.UMPIRE_DB)).toBe(false);
  });

  test('an unknown --title is a usage error naming the titles', async () => {
    const run = await runCli(['sign', tmp.path('german.yaml'), '--token', sideToken(0), '--title', 'chess'], { env: nowhere });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('drive-on-stalingrad');
  });
});

describe('a command that finds no database creates none', () => {
  test.each([['status', 'g_NOPE'], ['template', 'g_NOPE', '--token', 'x'], ['export', 'g_NOPE']])('umpire %s', async (...args) => {
    const run = await runCli([...args, '--json'], { env: nowhere });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stderr)).toMatchObject({ status: 404, error: { code: 'no-database' } });
    expect(existsSync(nowhere.UMPIRE_DB)).toBe(false);
  });

  test('umpire scenarios lists the installed titles\' scenarios without one', async () => {
    const run = await runCli(['scenarios'], { env: nowhere });
    expectOk(run, 'scenarios');
    expect(run.stdout).toContain(CLI_SCENARIO);
    expect(run.stdout).toContain('campaign-to-stalingrad/fall-blau');
    expect(existsSync(nowhere.UMPIRE_DB)).toBe(false);
  });
});
