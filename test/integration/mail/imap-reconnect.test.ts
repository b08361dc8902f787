import { describe, expect, it } from 'vitest';
import { createDosGame, eventually } from './support/game';
import { waitForMail } from './support/mailbox';
import { mailServers } from './support/mail-servers';
import { address, STACK } from './support/mail-stack';
import { tcpProxy } from './support/tcp-proxy';
import { replyTo, sign, templateIn, tokenIn } from './support/player';
import { deliverMail } from './support/send';

let proxy: Awaited<ReturnType<typeof tcpProxy>> | undefined;

const servers = mailServers(['referee', 'german', 'soviet'], async () => {
  await proxy?.down();
});

describe('the IMAP server going away', () => {
  it('is reconnected to with backoff, and mail that arrives afterwards is dealt with', async () => {
    await createDosGame(servers.db.file);
    // The worker reaches dovecot through a relay that the test can take down.
    proxy = await tcpProxy(STACK.imapPort);
    const worker = servers.startWorker({ UMPIRE_IMAP_URL: `imap://${encodeURIComponent(address('referee'))}:${STACK.password}@127.0.0.1:${proxy.port}/INBOX` });
    const [start] = await waitForMail('german', (m) => (m.email.subject ?? '').includes('New game'));
    await worker.waitForLog((l) => l.event === 'mail.imap-connected');

    await proxy.down();
    const first = await worker.waitForLog((l) => l.event === 'mail.imap-reconnect' && l['attempt'] === 1);
    const second = await worker.waitForLog((l) => l.event === 'mail.imap-reconnect' && l['attempt'] === 2);
    expect(second['delayMs']).toBe(2 * (first['delayMs'] as number));
    expect(worker.child.exitCode).toBeNull();

    await proxy.up();
    await eventually('connected again', () => worker.logs.filter((l) => l.event === 'mail.imap-connected').length === 2, 60_000);
    await deliverMail(replyTo(start!, 'german', { attachments: [{ filename: 'turn.yaml', content: sign(templateIn(start!), tokenIn(start!)) }] }));
    await waitForMail('german', (m) => (m.email.subject ?? '').includes('T01/german: accepted'));
    expect(servers.db.inbound().map((r) => r.outcome)).toEqual(['accepted']);
  });
});
