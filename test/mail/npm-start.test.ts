import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { loadEnv } from '#config/env';
import { startServer, type RunningServer } from '#node';
import { memoryLogger } from '../support/fixed-ports';
import { smtpSink } from './support/smtp-sink';

const dirs: string[] = [];
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('npm start with IMAP and SMTP settings', () => {
  it('runs the mail worker beside the API: a game created over HTTP sends its game-start mail', async () => {
    const sink = await smtpSink();
    const dir = mkdtempSync(join(tmpdir(), 'umpire-start-'));
    dirs.push(dir);
    const logger = memoryLogger();
    const lines: string[] = [];
    const env = loadEnv({
      UMPIRE_DB: join(dir, 'umpire.sqlite'),
      // Nothing listens there: the intake keeps reconnecting with backoff while the API and the outbox work.
      UMPIRE_IMAP_URL: 'imap://referee%40club.example:pw@127.0.0.1:9/INBOX',
      UMPIRE_SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      UMPIRE_MAIL_FROM: 'referee@club.example',
    });
    try {
      server = await startServer({ env, port: 0, adminToken: 'admin-token-0123456789abcdef', logger, print: (l) => lines.push(l) });
      expect(lines).toContain(`Mail worker: imap://referee%40club.example:***@127.0.0.1:9/INBOX -> smtp://127.0.0.1:${sink.port}, from referee@club.example`);
      const res = await fetch(`${server.url}/api/games`, {
        method: 'POST',
        headers: { authorization: 'Bearer admin-token-0123456789abcdef', 'content-type': 'application/json' },
        body: JSON.stringify({ scenario: 'drive-on-stalingrad/operation-blue', players: [{ side: 'german', email: 'g@club.example' }, { side: 'soviet' }] }),
      });
      expect(res.status).toBe(201);
      const created = (await res.json()) as { id: string; players: { side: string; token: string }[] };
      for (let i = 0; i < 100 && sink.mails.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(sink.mails.map((m) => [m.from, m.to])).toEqual([['referee@club.example', ['g@club.example']]]);
      const mail = await PostalMime.parse(sink.mails[0]!.raw);
      expect(mail.subject).toContain(`[Umpire ${created.id}] New game`);
      expect(mail.text).toContain(`Your token: ${created.players.find((p) => p.side === 'german')!.token}`);
      expect(mail.messageId).toMatch(/@club\.example>$/);
      expect(logger.entries.some((e) => e.event === 'mail.imap-reconnect')).toBe(true);
    } finally {
      await server?.close();
      server = undefined;
      await sink.close();
    }
  });

  it('runs no worker without both URLs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'umpire-start-'));
    dirs.push(dir);
    const lines: string[] = [];
    server = await startServer({ env: loadEnv({ UMPIRE_DB: join(dir, 'u.sqlite'), UMPIRE_SMTP_URL: 'smtp://127.0.0.1:25' }), port: 0, adminToken: 'admin-token-0123456789abcdef', logger: memoryLogger(), print: (l) => lines.push(l) });
    expect(lines.some((l) => l.startsWith('Mail worker'))).toBe(false);
  });
});
