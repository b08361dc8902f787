import { spawn } from 'node:child_process';
import { afterAll, describe, expect, test } from 'vitest';
import { BIN, REPO, tempDir } from './support/run-cli';

const tmp = tempDir();
afterAll(() => tmp.remove());

describe('umpire serve', () => {
  test('serves on the port it prints, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [BIN, 'serve', '--port', '0'], {
      cwd: REPO,
      env: { PATH: process.env['PATH'] ?? '', UMPIRE_DB: tmp.path('serve.sqlite'), UMPIRE_LOG: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const exited = new Promise<number | null>((ok) => child.on('close', ok));
    const url = await new Promise<string>((ok, fail) => {
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (m) ok(m[1]!);
      });
      void exited.then(() => fail(new Error(`serve exited early: ${out}`)));
    });
    try {
      expect((await fetch(`${url}/health`)).status).toBe(200);
      expect(out).toMatch(/Admin token \(generated and stored in .*admin-token\): adm_\S+/);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
