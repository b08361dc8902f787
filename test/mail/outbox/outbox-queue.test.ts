import { afterEach, describe, expect, it } from 'vitest';
import { OutboxQueue } from '#mail/outbox/outbox-queue';
import { openSqlite } from '#db/open-sqlite';
import { startMailDuel, type MailDuel } from '../support/mail-duel';

let g: MailDuel | undefined;
afterEach(() => g?.db.dispose());

const at = (iso: string) => new Date(iso);
const LEASE = 60_000;

describe('OutboxQueue on a real SQLite database', () => {
  it('claims the oldest due row, one sender at a time, and lets a claim expire', async () => {
    g = await startMailDuel();
    const q = new OutboxQueue(g.db.sqlite);
    const now = at('2026-01-05T10:00:00.000Z');
    const first = await q.claimNext(now, LEASE);
    const second = await q.claimNext(now, LEASE);
    expect([first?.side, second?.side]).toEqual(['blue', 'red']);
    expect(first).toMatchObject({ status: 'sending', claimedUntil: '2026-01-05T10:01:00.000Z' });
    expect(await q.claimNext(now, LEASE)).toBeNull();
    expect(await q.counts()).toEqual({ pending: 0, sending: 2, sent: 0, failed: 0 });
    // A sender that died holding a claim: once the lease has run out another may take the row.
    const later = await q.claimNext(at('2026-01-05T10:01:00.000Z'), LEASE);
    expect(later?.id).toBe(first!.id);
    expect(later?.messageId).toBe(first!.messageId);
  });

  it('marks a sent row and erases the token it carried', async () => {
    g = await startMailDuel();
    const q = new OutboxQueue(g.db.sqlite);
    const row = (await q.claimNext(at('2026-01-05T10:00:00.000Z'), LEASE))!;
    expect(row.secret).toBe(g.token('blue'));
    await q.markSent(row.id, at('2026-01-05T10:00:01.000Z'));
    const stored = g.outbox().find((r) => r.id === row.id)!;
    expect(stored).toMatchObject({ status: 'sent', sentAt: '2026-01-05T10:00:01.000Z', secret: null, attempts: 1, claimedUntil: null });
    expect(JSON.stringify(g.db.sqlite.$client.prepare('SELECT * FROM outbox').all())).not.toContain(g.token('blue'));
    // Marking again (a stale sender) changes nothing.
    await q.markRetry(row.id, 5, at('2030-01-01T00:00:00.000Z'), 'late');
    expect(g.outbox().find((r) => r.id === row.id)!.status).toBe('sent');
  });

  it('puts a failed send back for later, and can give up on a row', async () => {
    g = await startMailDuel();
    const q = new OutboxQueue(g.db.sqlite);
    const row = (await q.claimNext(at('2026-01-05T10:00:00.000Z'), LEASE))!;
    await q.markRetry(row.id, 1, at('2026-01-05T10:00:05.000Z'), 'ECONNREFUSED');
    expect(g.outbox()[0]).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: '2026-01-05T10:00:05.000Z', lastError: 'ECONNREFUSED' });
    const other = (await q.claimNext(at('2026-01-05T10:00:04.000Z'), LEASE))!;
    expect(other.id).not.toBe(row.id);
    expect((await q.claimNext(at('2026-01-05T10:00:05.000Z'), LEASE))?.id).toBe(row.id);
    await q.markFailed(row.id, 3, '550 no such user');
    expect(g.outbox()[0]).toMatchObject({ status: 'failed', attempts: 3, lastError: '550 no such user' });
  });

  it('never gives the same row to two senders on two connections', async () => {
    g = await startMailDuel();
    for (let i = 0; i < 4; i++) await g.service.createGame({ scenario: 'duel/skirmish', players: [{ side: 'blue', email: `b${i}@example.test` }, { side: 'red', email: `r${i}@example.test` }] });
    const a = new OutboxQueue(g.db.sqlite);
    const other = openSqlite(g.db.file);
    try {
      const b = new OutboxQueue(other);
      const now = at('2026-01-05T10:00:00.000Z');
      const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).claimNext(now, LEASE)));
      const ids = claims.flatMap((c) => (c ? [c.id] : []));
      expect(ids).toHaveLength(10);
      expect(new Set(ids).size).toBe(10);
    } finally {
      other.$client.close();
    }
  });
});
