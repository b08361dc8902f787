import { describe, expect, test } from 'vitest';
import { commands } from '#cli/commands';
import { runCli as runCliInProcess } from '#cli/run';
import { capturedIo } from './support/captured-io';
import { runCli } from './support/run-cli';

describe('umpire --help', () => {
  test('lists every command and exits 0', async () => {
    const run = await runCli(['--help']);
    expect(run.code).toBe(0);
    for (const c of commands) expect(run.stdout).toContain(`  ${c.name} `);
    for (const name of ['scenarios', 'new', 'submit', 'sign', 'status', 'template', 'schema', 'adjudicate', 'report', 'export', 'verify', 'serve']) {
      expect(commands.map((c) => c.name)).toContain(name);
    }
  });

  test("a command's --help in a real process: umpire status --help prints its usage, exit 0", async () => {
    const run = await runCli(['status', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: umpire status\b/);
    expect(run.stderr).toBe('');
  });

  // Every command's help is only output: the same runCli that bin/umpire.js runs (src/cli/main.ts),
  // called in this process, instead of one `umpire` process (about a second of CPU) for each.
  test.each(commands.map((c) => c.name))('umpire %s --help prints its usage and options, exit 0', async (name) => {
    const io = capturedIo();
    expect(await runCliInProcess([name, '--help'], io)).toBe(0);
    expect(io.out).toMatch(new RegExp(`^Usage: umpire ${name}\\b`));
    expect(io.out).toContain('--json');
    expect(io.err).toBe('');
  });
});

describe('usage errors exit 2 on stderr', () => {
  test('no command', async () => {
    const run = await runCli([]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Usage: umpire <command>');
    expect(run.stdout).toBe('');
  });

  test('an unknown command, flag or a missing argument', async () => {
    const runs = await Promise.all([runCli(['frobnicate']), runCli(['status', 'g_X', '--bogus']), runCli(['report', 'g_X'])]);
    for (const run of runs) {
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/^umpire: /);
    }
    expect(runs[1]!.stderr).toContain('--bogus');
    expect(runs[2]!.stderr).toContain('Usage: umpire report GAME STEP');
  });

  test('--json makes usage errors JSON too', async () => {
    const run = await runCli(['report', 'g_X', 'one', '--json']);
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stderr)).toMatchObject({ error: { code: 'usage' } });
  });

  test('an invalid environment value is named', async () => {
    const run = await runCli(['status', 'g_X'], { env: { UMPIRE_URL: 'not a url' } });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('UMPIRE_URL');
  });
});
