import { afterEach, describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { OutboxQueue } from '#mail/outbox/outbox-queue';
import { OutboxSender } from '#mail/outbox/sender';
import { smtpTransport } from '#mail/smtp/smtp-transport';
import { memoryLogger } from '../../support/fixed-ports';
import { startMailDuel, type MailDuel } from '../support/mail-duel';
import { smtpSink } from '../support/smtp-sink';

let g: MailDuel | undefined;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
  g?.db.dispose();
});

/** A clock the test moves by hand. */
function handClock(iso = '2026-01-05T10:00:00.000Z') {
  let t = Date.parse(iso);
  return { now: () => new Date(t), advance: (ms: number) => (t += ms) };
}

function sender(g: MailDuel, port: number, clock: ReturnType<typeof handClock>, extra: Partial<ConstructorParameters<typeof OutboxSender>[0]> = {}) {
  const logger = memoryLogger();
  const s = new OutboxSender({
    queue: new OutboxQueue(g.db.sqlite),
    transport: smtpTransport({ host: '127.0.0.1', port, secure: false }),
    from: 'referee@example.test',
    clock,
    logger,
    retryBaseMs: 1000,
    retryCapMs: 8000,
    leaseMs: 60_000,
    ...extra,
  });
  return { s, logger };
}

describe('OutboxSender over real SMTP (an in-process smtp-server)', () => {
  it('sends every due mail once, with its Message-ID, the token put back, and marks it sent', async () => {
    g = await startMailDuel();
    const sink = await smtpSink();
    closers.push(sink.close);
    const { s } = sender(g, sink.port, handClock());
    expect(await s.flush()).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(await s.flush()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(sink.mails.map((m) => m.to)).toEqual([['blue@example.test'], ['red@example.test']]);
    const parsed = await PostalMime.parse(sink.mails[0]!.raw);
    expect(parsed.messageId).toBe(`<${g.outbox()[0]!.messageId}>`);
    expect(parsed.text).toContain(`Your token: ${g.token('blue')}`);
    expect(parsed.headers.find((h) => h.key === 'auto-submitted')?.value).toBe('auto-generated');
    expect(parsed.attachments.map((a) => a.filename)).toEqual([`turn-${g.game.id}-T01-blue-fire.yaml`]);
    expect(g.outbox().map((r) => [r.status, r.secret])).toEqual([
      ['sent', null],
      ['sent', null],
    ]);
  });

  it('keeps mail while the server is down, retries with backoff, and delivers each mail once when it is back', async () => {
    g = await startMailDuel();
    const probe = await smtpSink();
    const port = probe.port;
    await probe.close();
    const clock = handClock();
    const { s, logger } = sender(g, port, clock);
    // Down: the first mail fails to connect and the round stops there.
    expect(await s.flush()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(g.outbox().map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 0],
    ]);
    expect(g.outbox()[0]!.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
    expect(g.outbox()[0]!.nextAttemptAt).toBe('2026-01-05T10:00:01.000Z');
    expect(await s.flush()).toEqual({ sent: 0, retried: 1, failed: 0 }); // the second row is still due
    clock.advance(1000);
    expect(await s.flush()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(g.outbox()[0]).toMatchObject({ attempts: 2, nextAttemptAt: '2026-01-05T10:00:03.000Z' });
    expect(logger.entries.filter((e) => e.event === 'mail.retry')).toHaveLength(3);

    const sink = await smtpSink(port);
    closers.push(sink.close);
    // Red's mail has been due since 10:00:01 (the last round stopped before it); blue's waits for 10:00:03.
    expect(await s.flush()).toEqual({ sent: 1, retried: 0, failed: 0 });
    clock.advance(2000);
    expect(await s.flush()).toEqual({ sent: 1, retried: 0, failed: 0 });
    clock.advance(60_000);
    expect(await s.flush()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(sink.mails.map((m) => m.to[0])).toEqual(['red@example.test', 'blue@example.test']);
    expect(g.outbox().map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 3],
      ['sent', 2],
    ]);
  });

  it('gives up on a mail the server refuses for good (5xx) after three tries', async () => {
    g = await startMailDuel({ emails: { red: null } });
    const sink = await smtpSink();
    closers.push(sink.close);
    sink.state.refuse = 550;
    const clock = handClock();
    const { s } = sender(g, sink.port, clock);
    expect(await s.flush()).toEqual({ sent: 0, retried: 1, failed: 0 });
    clock.advance(1000);
    expect(await s.flush()).toEqual({ sent: 0, retried: 1, failed: 0 });
    clock.advance(2000);
    expect(await s.flush()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(g.outbox()[0]).toMatchObject({ status: 'failed', attempts: 3 });
    expect(g.outbox()[0]!.lastError).toContain('550');
  });

  it('sends a mail again, with the same Message-ID, only when a sender died between sending and marking it', async () => {
    g = await startMailDuel({ emails: { red: null } });
    const sink = await smtpSink();
    closers.push(sink.close);
    const clock = handClock();
    const dying = sender(g, sink.port, clock, { afterSend: async () => Promise.reject(new Error('killed')) });
    await expect(dying.s.flush()).rejects.toThrow('killed');
    expect(g.outbox()[0]!.status).toBe('sending');
    const { s } = sender(g, sink.port, clock);
    expect(await s.flush()).toEqual({ sent: 0, retried: 0, failed: 0 }); // the claim still holds
    clock.advance(60_000);
    expect(await s.flush()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const ids = await Promise.all(sink.mails.map(async (m) => (await PostalMime.parse(m.raw)).messageId));
    expect(ids).toEqual([`<${g.outbox()[0]!.messageId}>`, `<${g.outbox()[0]!.messageId}>`]);
  });
});
