import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDosGame, eventually } from './support/game';
import { readFolder, waitForMail } from './support/mailbox';
import { mailServers } from './support/mail-servers';
import { address, mailStackUp, portOpen, sleep, STACK, stopSmtpd } from './support/mail-stack';
import { replyTo, sign, templateIn, tokenIn } from './support/player';
import { deliverMail } from './support/send';

const servers = mailServers(['referee', 'german', 'soviet']);

describe('the SMTP server stopped mid-game', () => {
  it('keeps every reply while OpenSMTPD is down, retrying, and delivers each exactly once when it is back', async () => {
    const game = await createDosGame(servers.db.file);
    const worker = servers.startWorker({ UMPIRE_MAIL_RETRY_SECONDS: '0.5' });
    const [gStart] = await waitForMail('german', (m) => (m.email.subject ?? '').includes('New game'));
    await waitForMail('soviet', (m) => (m.email.subject ?? '').includes('New game'));
    const token = tokenIn(gStart!);
    const dovecotPid = readFileSync(join(STACK.dir, 'dovecot.pid'), 'utf8').trim();

    await stopSmtpd();
    expect(await portOpen(STACK.smtpPort)).toBe(false);

    // With no SMTP server the players' mail still reaches the referee mailbox (LMTP): a draft,
    // then the final file, which closes T01/german.
    const template = templateIn(gStart!);
    await deliverMail(replyTo(gStart!, 'german', { attachments: [{ filename: 'draft.yaml', content: sign(template.replace('final: true', 'final: false'), token) }] }));
    await deliverMail(replyTo(gStart!, 'german', { attachments: [{ filename: 'final.yaml', content: sign(template, token) }] }));
    await eventually('both mails dealt with', () => servers.db.inbound().length === 2);
    expect(servers.db.inbound().map((r) => r.outcome)).toEqual(['accepted', 'accepted']);
    expect(servers.db.steps(game.id)).toHaveLength(1);

    // Two receipts and two results wait in the outbox, tried again and again.
    const waiting = await eventually('the outbox retrying', () => {
      const rows = servers.db.outbox().filter((r) => r.kind !== 'game-start');
      return rows.length === 4 && rows.every((r) => r.status === 'pending') && rows[0]!.attempts >= 3 && rows;
    });
    expect(waiting[0]!.lastError).toMatch(/ECONNREFUSED|ECONNECTION|connect/i);
    expect(worker.logs.filter((l) => l.event === 'mail.retry').length).toBeGreaterThanOrEqual(3);
    await sleep(1000);
    expect((await readFolder('german')).map((m) => m.email.subject)).toEqual([gStart!.email.subject]);

    // up.sh restarts only what is down: OpenSMTPD, not dovecot.
    expect(mailStackUp()).toContain(`pids ${dovecotPid} `);
    const sent = await eventually('every reply sent', () => {
      const rows = servers.db.outbox();
      return rows.every((r) => r.status === 'sent') && rows;
    }, 60_000);
    await waitForMail('german', () => true, 4);
    await waitForMail('soviet', () => true, 2);
    await sleep(2000); // anything sent twice would arrive by now
    const german = (await readFolder('german')).map((m) => m.header('message-id'));
    const soviet = (await readFolder('soviet')).map((m) => m.header('message-id'));
    const expected = (side: string) => sent.filter((r) => r.to.includes(address(side))).map((r) => `<${r.messageId}>`).sort();
    expect(german.sort()).toEqual(expected('german'));
    expect(soviet.sort()).toEqual(expected('soviet'));
    expect(german).toHaveLength(4); // game-start, two receipts, results
    expect(soviet).toHaveLength(2); // game-start, results
  });
});
