import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImapIntake, type FetchedMessage } from '#mail/imap/intake';
import { memoryLogger } from '../../support/fixed-ports';
import { readFolder } from './support/mailbox';
import { address, mailStackDown, mailStackUp, sleep, STACK } from './support/mail-stack';
import { deliverLmtp } from './support/send';
import { eventually } from './support/game';

beforeAll(() => {
  mailStackUp();
});
afterAll(() => mailStackDown());

const settings = () => ({ host: '127.0.0.1', port: STACK.imapPort, secure: false, auth: { user: address('referee'), pass: STACK.password }, mailbox: 'INBOX' });
const mail = (n: number) => `From: ${address('german')}\r\nTo: ${address('referee')}\r\nSubject: poll ${n}\r\nMessage-ID: <poll-${n}@x>\r\n\r\nhello ${n}\r\n`;

describe('ImapIntake against dovecot', () => {
  it('without IDLE, the polling fallback still takes every mail, oldest first, and files it only once handled', async () => {
    const handled: FetchedMessage[] = [];
    let failOnce = true;
    const logger = memoryLogger();
    const intake = new ImapIntake({
      settings: settings(),
      processedFolder: 'Done',
      maxBytes: 64 * 1024,
      idle: false,
      pollMs: 500,
      logger,
      async handle(m) {
        if (failOnce && new TextDecoder().decode(m.raw).includes('poll 2')) {
          failOnce = false;
          throw new Error('database busy');
        }
        handled.push(m);
      },
    });
    // All four are waiting before the intake starts, so its first pass meets them in order.
    for (const n of [1, 2, 3]) await deliverLmtp(mail(n), address('referee'), address('german'));
    await deliverLmtp(mail(4).replace('hello 4', `hello 4\r\n${'x'.repeat(100 * 1024)}`), address('referee'), address('german'));
    intake.start();
    try {
      await eventually('all four handled', () => handled.length === 4, 20_000);
      const subjects = handled.map((m) => /Subject: (poll \d)/.exec(new TextDecoder().decode(m.raw))?.[1]);
      expect(subjects).toEqual(['poll 1', 'poll 3', 'poll 4', 'poll 2']); // 2 failed once, and was taken again on the next pass
      const big = handled[2]!;
      expect(big).toMatchObject({ headersOnly: true });
      expect(big.size).toBeGreaterThan(100 * 1024);
      expect(big.raw.length).toBeLessThan(1024);
      expect(logger.entries.filter((e) => e.event === 'mail.message-failed')).toHaveLength(1);
      await sleep(500);
      expect(await readFolder('referee', 'INBOX')).toEqual([]);
      expect(await readFolder('referee', 'Done')).toHaveLength(4);
    } finally {
      await intake.stop();
    }
  });
});
