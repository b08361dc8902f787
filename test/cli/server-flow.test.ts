import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadEnv } from '#config/env';
import { startServer, type RunningServer } from '#node';
import { CLI_SCENARIO, cliJson, expectOk, type CliGame } from './support/cli-game';
import { runCli, tempDir } from './support/run-cli';

/** The CLI against a real server (UMPIRE_URL) started here on a free port. */
const tmp = tempDir();
let server: RunningServer;
let env: Record<string, string>;

beforeAll(async () => {
  server = await startServer({
    env: loadEnv({ UMPIRE_LOG: 'off' }),
    port: 0,
    dbPath: tmp.path('server.sqlite'),
    adminToken: 'admin-token-for-the-cli-server-test',
    print: () => {},
  });
  env = { UMPIRE_URL: server.url, UMPIRE_DB: tmp.path('must-not-be-created.sqlite') };
});
afterAll(async () => {
  await server.close();
  tmp.remove();
});

describe('umpire against a server (UMPIRE_URL)', () => {
  test('new needs the admin token: refused without it (exit 1, 401), created with it', async () => {
    const refused = await runCli(['new', '--scenario', CLI_SCENARIO], { env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('401');
    const wrong = await runCli(['new', '--scenario', CLI_SCENARIO, '--admin-token', 'wrong-wrong-wrong-wrong'], { env });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('403');
  });

  test('new → template → submit with the token → status → report → export → verify', async () => {
    const game = await cliJson<CliGame>(['new', '--scenario', CLI_SCENARIO], { ...env, UMPIRE_ADMIN_TOKEN: server.adminToken });
    const token = (side: string) => game.players.find((p) => p.side === side)!.token;
    const before = await cliJson<{ waitingFor: string[]; window: string; steps: number }>(['status', game.id], env);
    for (const side of before.waitingFor) {
      const file = tmp.path(`${side}.yaml`);
      expectOk(await runCli(['template', game.id, '--token', token(side), '-o', file], { env }), 'template');
      const receipt = await cliJson<{ receipt: { side: string; window: string } }>(['submit', file, '--token', token(side)], env);
      expect(receipt.receipt).toMatchObject({ side, window: before.window });
    }
    expect(await cliJson<{ steps: number }>(['status', game.id], env)).toMatchObject({ steps: 1 });
    const step = await cliJson<{ step: number; seed: string }>(['report', game.id, '1'], env);
    expect(step.step).toBe(1);

    const archive = tmp.path('archive.json');
    expectOk(await runCli(['export', game.id, '-o', archive], { env }), 'export');
    expect(JSON.parse(readFileSync(archive, 'utf8'))).toMatchObject({ redaction: 'public' });
    const verified = await runCli(['verify', archive], { env: {} });
    expectOk(verified, 'verify');
    expect(verified.stdout).toMatch(/^ok\s+rolls/m);

    // the CLI went through the server only: it never opened its own database
    expect(() => readFileSync(env['UMPIRE_DB']!)).toThrow();
  });

  test('a server that is not there: exit 1 with a clear message', async () => {
    const run = await runCli(['status', 'g_X'], { env: { UMPIRE_URL: 'http://127.0.0.1:9' } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('cannot reach http://127.0.0.1:9');
  });
});
