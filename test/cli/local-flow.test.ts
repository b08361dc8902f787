import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLI_SCENARIO, CLI_TITLE, cliJson, expectOk, type CliGame } from './support/cli-game';
import { runCli, tempDir } from './support/run-cli';

/**
 * The whole round on a temp database, no server: new → template → sign → submit →
 * status → report → export → verify, each a real `node bin/umpire.js` process.
 */
const tmp = tempDir();
const env = { UMPIRE_DB: tmp.path('club.sqlite') };
let game: CliGame;
const token = (side: string) => game.players.find((p) => p.side === side)!.token;

beforeAll(async () => {
  game = await cliJson<CliGame>(['new', '--scenario', CLI_SCENARIO], env);
});
afterAll(() => tmp.remove());

describe('umpire on the database directly (UMPIRE_DB)', () => {
  test('scenarios lists the scenario', async () => {
    const run = await runCli(['scenarios'], { env });
    expectOk(run, 'scenarios');
    expect(run.stdout).toContain(CLI_SCENARIO);
  });

  test('new printed a game, one token per side and the commitment', () => {
    expect(game.id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(game.players.length).toBeGreaterThanOrEqual(2);
    expect(game.diceCommitment).toMatch(/^[0-9a-f]{64}$/);
  });

  test('template → sign → submit (signed, no token) → status → report → export → verify', async () => {
    const before = await cliJson<{ waitingFor: string[]; window: string; steps: number }>(['status', game.id], env);
    expect(before.steps).toBe(0);
    // Each side's template and signature only read the game, so the sides run side by side
    // (each its own processes); the submissions, which write, go one after the other.
    const signed = await Promise.all(
      before.waitingFor.map(async (side) => {
        const file = tmp.path(`${side}.yaml`);
        expectOk(await runCli(['template', game.id, '--token', token(side), '-o', file], { env }), 'template');
        expect(readFileSync(file, 'utf8')).toContain(`window: ${before.window}`);
        const signedFile = tmp.path(`${side}.signed.yaml`);
        expectOk(await runCli(['sign', file, '--token', token(side), '-o', signedFile], { env }), 'sign');
        expect(readFileSync(signedFile, 'utf8')).toMatch(/signature: "?hmac-sha256:[0-9a-f]{64}/);
        return { side, signedFile };
      }),
    );
    for (const { side, signedFile } of signed) {
      const submitted = await runCli(['submit', signedFile], { env });
      expectOk(submitted, 'submit');
      expect(submitted.stdout).toContain(`Accepted: ${side} for ${before.window}`);
    }

    // status, report and export only read the step just made: side by side
    const archive = tmp.path('archive.json');
    const [after, report, exported] = await Promise.all([
      runCli(['status', game.id], { env }),
      runCli(['report', game.id, '1'], { env }),
      runCli(['export', game.id, '--token', game.refereeToken, '-o', archive], { env }),
    ]);
    expectOk(after, 'status');
    expect(after.stdout).toMatch(/Steps\s+1/);

    expectOk(report, 'report');
    expect(report.stdout).toContain(`Step 1, window ${before.window}`);
    expect(report.stdout).toMatch(/^Seed\s+[0-9a-f]{64}$/m);
    expect(report.stdout).toContain('Events:');

    expectOk(exported, 'export');

    const tampered = JSON.parse(readFileSync(archive, 'utf8')) as { steps: { seed: string }[] };
    const seed = tampered.steps[0]!.seed;
    tampered.steps[0]!.seed = (seed[0] === '0' ? '1' : '0') + seed.slice(1);
    const bad = tmp.path('tampered.json');
    writeFileSync(bad, JSON.stringify(tampered));
    const [verified, failed] = await Promise.all([runCli(['verify', archive], { env: {} }), runCli(['verify', bad], { env: {} })]);
    expectOk(verified, 'verify');
    expect(verified.stdout).toMatch(/^ok\s+seeds/m);
    expect(verified.stdout).toMatch(/^ok\s+replay/m);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/step 1/);
    expect(failed.stdout).toMatch(/^FAIL/m);
    // eleven processes, each loading both titles (about 2 s of CPU apiece): a loaded machine needs more than the default 60 s
  }, 120_000);

  test('a refused turn file exits 1 and lists every error on stderr; nothing changes', async () => {
    const before = await cliJson<{ steps: number }>(['status', game.id], env);
    const [side] = game.players.map((p) => p.side) as [string];
    const file = tmp.path('broken.yaml');
    writeFileSync(file, `format: umpire-turn/7\ngame: ${game.id}\nside: ${side}\nwindow: nonsense\norders: []\n`);
    // the plain and the --json refusal of the same file, side by side (neither writes)
    const [run, json] = await Promise.all([
      runCli(['submit', file, '--token', token(side)], { env }),
      runCli(['submit', file, '--token', token(side), '--json'], { env }),
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('(422 invalid-file)');
    expect(run.stderr).toMatch(/^ {2}format\b.*\[invalid-value\]$/m);
    expect(run.stderr).toMatch(/^ {2}window\b.*\[invalid-format\]$/m);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stderr)).toMatchObject({ status: 422, error: { code: 'invalid-file' } });
    expect(await cliJson<{ steps: number }>(['status', game.id], env)).toMatchObject({ steps: before.steps });
  });

  test('tokens are checked like the API does: wrong side 403, unknown game 404 (exit 1)', async () => {
    const [run, missing] = await Promise.all([
      runCli(['adjudicate', game.id, '--referee-token', token(game.players[0]!.side)], { env }),
      runCli(['status', 'g_NOPE'], { env }),
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('403');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('404');
  });

  test('schema prints the turn-file JSON Schema of the default title', async () => {
    const [run, unknown] = await Promise.all([runCli(['schema']), runCli(['schema', 'no-such-title'])]);
    expectOk(run, 'schema');
    const schema = JSON.parse(run.stdout) as { $id: string; properties: Record<string, unknown> };
    expect(schema.$id).toContain(CLI_TITLE);
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['format', 'game', 'side', 'window', 'orders']));
    expect(unknown.code).toBe(2);
  });
});
