import { describe, expect, test } from 'vitest';
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
});
