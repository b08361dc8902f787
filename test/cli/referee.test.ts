import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLI_SCENARIO, cliJson, expectOk, type CliGame } from './support/cli-game';
import { runCli, tempDir } from './support/run-cli';

/** `umpire referee` and `umpire tournament` on a temp database, each a real process. */
const tmp = tempDir();
const env = { UMPIRE_DB: tmp.path('club.sqlite') };
let game: CliGame;

beforeAll(async () => {
  game = await cliJson<CliGame>(['new', '--scenario', CLI_SCENARIO], env);
});
afterAll(() => tmp.remove());

const referee = (...args: string[]) => ['referee', ...args, '--referee-token', game.refereeToken];

describe('umpire referee', () => {
  test('--help lists every action', async () => {
    const run = await runCli(['referee', '--help']);
    expectOk(run, 'help');
    for (const action of ['preview', 'force-close', 'rollback', 'correct', 'replace-player', 'pause', 'resume', 'end']) expect(run.stdout).toContain(action);
  });

  test('pause, preview, resume: each answers what it did', async () => {
    const paused = await cliJson<{ action: string; status: string; seq: number }>(referee('pause', game.id, '--reason', 'holiday'), env);
    expect(paused).toMatchObject({ action: 'pause', status: 'paused', seq: 1 });
    const preview = await runCli(referee('preview', game.id), { env });
    expectOk(preview, 'preview');
    expect(preview.stdout).toContain('Preview (nothing kept');
    expect(await cliJson<{ status: string }>(referee('resume', game.id), env)).toMatchObject({ status: 'active' });
  });

  // refusals change nothing, so they run a few at a time
  test.concurrent.each([
    [['rollback', 'GAME', '--to', '0', '--reason', 'x'], 1, 'nothing-to-undo'],
    [['pause', 'GAME'], 2, '--reason is required'],
    [['correct', 'GAME', '--reason', 'x'], 2, '--set PATH=VALUE is required'],
    [['correct', 'GAME', '--reason', 'x', '--set', 'no.such.path=1'], 1, 'invalid-correction'],
    [['jump', 'GAME'], 2, 'unknown referee action "jump"'],
  ])('%j exits %i naming the problem', async (args, code, text) => {
    const run = await runCli(referee(...args.map((a) => (a === 'GAME' ? game.id : a))), { env });
    expect(run.code).toBe(code);
    expect(run.stderr).toContain(text);
  });
});

describe('umpire tournament', () => {
  test('new, add, show', async () => {
    const t = await cliJson<{ id: string }>(['tournament', 'new', 'Club Cup'], env);
    await cliJson(['tournament', 'add', t.id, '--game', game.id, '--round', '1', '--player', 'german=ann', '--player', 'soviet=bob'], env);
    // the listing and a refused add (a usage error, nothing written) side by side
    const [show, bad] = await Promise.all([
      runCli(['tournament', 'show', t.id], { env }),
      runCli(['tournament', 'add', t.id, '--game', game.id, '--round', '1', '--player', 'german'], { env }),
    ]);
    expectOk(show, 'show');
    expect(show.stdout).toContain('Club Cup');
    expect(show.stdout).toContain('ann (german) v bob (soviet): active');
    expect(show.stdout).toMatch(/#\s+Name\s+P\s+W\s+D\s+L\s+Pts/);
    expect(bad.code).toBe(2);
  });
});
