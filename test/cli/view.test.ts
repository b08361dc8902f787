import { spawn } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { BIN, REPO } from './support/run-cli';

describe('umpire view', () => {
  test('serves the archive viewer alone, with no database, on the address it prints, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [BIN, 'view', '--port', '0'], {
      cwd: REPO,
      env: { PATH: process.env['PATH'] ?? '', UMPIRE_DB: '/nonexistent/never-created.sqlite', UMPIRE_LOG: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const exited = new Promise<number | null>((ok) => child.on('close', ok));
    const url = await new Promise<string>((ok, fail) => {
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /Archive viewer: (http:\/\/127\.0\.0\.1:\d+)\/web\/viewer/.exec(out);
        if (m) ok(m[1]!);
      });
      void exited.then(() => fail(new Error(`view exited early: ${out}`)));
    });
    try {
      for (const path of ['/web/viewer', '/web/viewer.js', '/web/game-page.css', '/web/game-page.svg']) expect((await fetch(`${url}${path}`)).status, path).toBe(200);
      const junk = await fetch(`${url}/web/viewer/steps`, { method: 'POST', body: 'not an archive' });
      expect(junk.status).toBe(422);
      expect(((await junk.json()) as any).error.code).toBe('invalid-archive');
      expect((await fetch(`${url}/api/games`)).status).toBe(404);
      expect((await fetch(`${url}/games/g_ABCDEF/data`)).status).toBe(404);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 60_000);
});
