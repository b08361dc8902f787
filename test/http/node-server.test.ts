import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { loadEnv } from '#config/env';
import { startServer, type RunningServer } from '#node';
import { tempDir } from '../cli/support/run-cli';

const started: RunningServer[] = [];
const dirs: ReturnType<typeof tempDir>[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.close()));
  for (const d of dirs.splice(0)) d.remove();
});

async function start(dbPath: string, lines: string[] = []): Promise<RunningServer> {
  const server = await startServer({ env: loadEnv({ UMPIRE_LOG: 'off' }), port: 0, dbPath, print: (l) => lines.push(l) });
  started.push(server);
  return server;
}

describe('the Node server', () => {
  test('starts on an ephemeral port, migrates a new database and serves /health over real HTTP', async () => {
    const tmp = tempDir();
    dirs.push(tmp);
    const lines: string[] = [];
    const server = await start(join(tmp.dir, 'nested', 'umpire.sqlite'), lines);
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    const res = await fetch(`${server.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', service: 'umpire' });
    expect(lines.join('\n')).toContain(server.url);
    expect(statSync(join(tmp.dir, 'nested', 'umpire.sqlite')).isFile()).toBe(true);
  });

  test('generates an admin token when none is configured, stores it 0600, prints it and reuses it', async () => {
    const tmp = tempDir();
    dirs.push(tmp);
    const db = join(tmp.dir, 'umpire.sqlite');
    const lines: string[] = [];
    const first = await start(db, lines);
    const file = join(tmp.dir, 'admin-token');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(lines.join('\n')).toContain(first.adminToken);
    const scenarios = (await (await fetch(`${first.url}/api/scenarios`)).json()) as { id: string; sides: string[] }[];
    const scenario = scenarios[0]!;
    const created = await fetch(`${first.url}/api/games`, {
      method: 'POST',
      headers: { authorization: `Bearer ${first.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: scenario.id, players: scenario.sides.map((side) => ({ side })) }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await first.close();

    const second = await start(db);
    expect(second.adminToken).toBe(first.adminToken);
    expect((await fetch(`${second.url}/api/games/${id}`)).status).toBe(200);
  });

  test('close() stops listening', async () => {
    const tmp = tempDir();
    dirs.push(tmp);
    const server = await start(join(tmp.dir, 'umpire.sqlite'));
    await server.close();
    await server.closed;
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
  });
});
