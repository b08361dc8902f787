import { afterAll, describe, expect, test } from 'vitest';
import { runCli, tempDir } from './support/run-cli';
import { spawnServer } from './support/spawn-server';

const tmp = tempDir();
afterAll(() => tmp.remove());

describe('umpire serve', () => {
  test('serves on the port it prints, and stops cleanly on SIGTERM', async () => {
    const { child, url, out, exited } = await spawnServer(['serve', '--port', '0'], { UMPIRE_DB: tmp.path('serve.sqlite'), UMPIRE_LOG: 'off' }, /listening on (http:\/\/127\.0\.0\.1:\d+)/);
    try {
      expect((await fetch(`${url}/health`)).status).toBe(200);
      expect(out()).toMatch(/Admin token \(generated and stored in .*admin-token\): adm_\S+/);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });

  test('refuses a --port that is not decimal digits, as umpire view does, and starts nothing', async () => {
    // three refusals side by side: none of them starts anything
    const ports = ['', '1e3', '0x50'];
    const runs = await Promise.all(ports.map((port) => runCli(['serve', `--port=${port}`], { env: { UMPIRE_DB: tmp.path('refused.sqlite'), UMPIRE_LOG: 'off' } })));
    runs.forEach((run, i) => {
      const port = ports[i]!;
      expect(run.code, port).toBe(2);
      expect(run.stderr).toContain(`--port must be 0-65535, got "${port}"`);
    });
  });
});
