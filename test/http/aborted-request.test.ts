import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { loadEnv } from '#config/env';
import { startServer, type RunningServer } from '#node';
import { tempDir } from '../cli/support/run-cli';
import { memoryLogger } from '../support/fixed-ports';

const started: RunningServer[] = [];
const dirs: ReturnType<typeof tempDir>[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.close()));
  for (const d of dirs.splice(0)) d.remove();
});

/**
 * Sends the head of a POST, then 1,000 bytes of a body that announces 10,000 (or one chunk
 * of a chunked body that never ends), then drops the connection.
 */
function cutUpload(port: number, path: string, framing: 'length' | 'chunked', headers: string[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      const length = framing === 'length' ? 'Content-Length: 10000' : 'Transfer-Encoding: chunked';
      socket.write([`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Type: text/plain', length, ...headers, '', ''].join('\r\n'));
      const part = '#'.repeat(1000);
      socket.write(framing === 'length' ? part : `${(1000).toString(16)}\r\n${part}\r\n`);
      setTimeout(() => socket.destroy(), 50);
    });
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('a client that drops the connection in the middle of its body', () => {
  // a turn file goes to a real game with its side's token, so that nothing refuses it from the headers alone
  test.each([
    ['a turn file', 'turns', 'length'],
    ['a chunked turn file', 'turns', 'chunked'],
    ['a JSON body', 'games', 'length'],
  ] as const)('%s is logged as an aborted request (499), never as a server error', async (_what, target, framing) => {
    const tmp = tempDir();
    dirs.push(tmp);
    const logger = memoryLogger();
    const server = await startServer({ env: loadEnv({}), port: 0, dbPath: join(tmp.dir, 'umpire.sqlite'), print: () => {}, logger });
    started.push(server);
    let path = '/api/games';
    let token = server.adminToken;
    if (target === 'turns') {
      const res = await fetch(`${server.url}/api/games`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ scenario: 'drive-on-stalingrad/operation-blue', players: [{ side: 'german' }, { side: 'soviet' }] }),
      });
      const game = (await res.json()) as { id: string; players: { side: string; token: string }[] };
      path = `/api/games/${game.id}/turns`;
      token = game.players[0]!.token;
      logger.entries.length = 0;
    }
    await cutUpload(server.port, path, framing, [`Authorization: Bearer ${token}`]);
    await until(() => logger.entries.some((e) => e.event === 'http.request'));
    const lines = logger.entries.filter((e) => e.event === 'http.request' || e.event === 'http.error' || e.event === 'http.aborted');
    expect(lines.filter((e) => e.level === 'error')).toEqual([]);
    expect(lines.find((e) => e.event === 'http.request')).toMatchObject({ method: 'POST', path, status: 499, aborted: true, level: 'info' });
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });
});
