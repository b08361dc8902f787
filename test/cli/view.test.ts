import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { runCli, tempDir } from './support/run-cli';
import { spawnServer } from './support/spawn-server';

describe('umpire view', () => {
  test('serves the archive viewer alone, with no database, on the address it prints, and stops on SIGTERM', async () => {
    const { child, url, exited } = await spawnServer(['view', '--port', '0'], { UMPIRE_DB: '/nonexistent/never-created.sqlite', UMPIRE_LOG: 'off' }, /Archive viewer: (http:\/\/127\.0\.0\.1:\d+)\/web\/viewer/);
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

  test('--offline FILE writes the offline viewer and serves nothing; with --port, or where it cannot write, a usage error', async () => {
    const tmp = tempDir();
    try {
      const file = tmp.path('viewer.html');
      const run = await runCli(['view', '--offline', file, '--json']);
      expect(run.code, run.stderr).toBe(0);
      const html = readFileSync(file, 'utf8');
      expect(JSON.parse(run.stdout)).toEqual({ file, bytes: Buffer.byteLength(html) });
      expect(html).toContain('<title>Umpire archive viewer (offline)</title>');
      const both = await runCli(['view', '--offline', file, '--port', '8080']);
      expect(both.code).toBe(2);
      expect(both.stderr).toContain('--offline writes a file and serves nothing');
      const nowhere = await runCli(['view', '--offline', tmp.path('no/such/dir/viewer.html')]);
      expect(nowhere.code).toBe(2);
      expect(nowhere.stderr).toContain('cannot write');
    } finally {
      tmp.remove();
    }
  }, 60_000);
});
